/** The cabinet's widgets as models in a scope: resend, cancellation and the configuration form, with the API stood in for. */
import { allSettled } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import type { ApiError } from '../../generated/api/client.ts';
import type { NodesPool, User } from '../../generated/api/schemas.ts';
import { $token, $user } from '../../src/entities/session/model.ts';
import { authMessages as m } from '../../src/features/auth/messages.ts';
import { $resendState, resendPressed, sendConfirmationFx } from '../../src/features/auth/resend-confirmation/model.ts';
import {
  $cancellable,
  $cancelStep,
  cancelConfirmed,
  cancelDismissed,
  cancelPressed,
  cancelSubscriptionFx,
} from '../../src/features/cabinet-subscription/model.ts';
import {
  $outcome,
  $pool,
  $pools,
  $protocol,
  configFileName,
  downloadPressed,
  fetchConfigFx,
  listPoolsFx,
  poolChanged,
  protocolChanged,
  saveFileFx,
} from '../../src/features/vpn-configuration/model.ts';
import { pageStarted } from '../../src/shared/page/index.ts';
import { deferred, pageStart } from './support/page.ts';
import { apiError, browserSide, forkWith, freeUser, seed, stub, type Stub } from './support/session.ts';

const TOKEN = 't'.repeat(43);

const unconfirmed: User = { ...freeUser, email_confirmed: false };
const premium = (gateway: 'stripe' | 'aliumpay' | 'ios', canceled = false): User => ({
  ...freeUser,
  email: 'premium@example.com',
  access: { type: 'premium' },
  allow_config_page: true,
  subscription: { gateway_key: gateway, is_canceled: canceled },
});

/** A signed-in browser whose API answers GET /v3/user from `users` (changeable between calls). */
function signedIn(users: Record<string, User>, handlers: readonly Stub[] = []) {
  const side = browserSide(TOKEN, users);
  const scope = forkWith([...side.handlers, ...handlers], [seed($token, TOKEN), seed($user, users[TOKEN]!)]);
  return { scope, side };
}

const failing = (error: ApiError) => async () => {
  throw error;
};

describe('sending the confirmation e-mail again', () => {
  it('sends it once and says so, and a press after that sends nothing', async () => {
    const send = vi.fn(async () => undefined);
    const { scope } = signedIn({ [TOKEN]: unconfirmed }, [stub(sendConfirmationFx, send)]);
    await allSettled(pageStarted, { scope, params: pageStart('cabinet-profile') });
    expect(scope.getState($resendState)).toEqual({ kind: 'idle' });
    await allSettled(resendPressed, { scope });
    expect(scope.getState($resendState)).toEqual({ kind: 'sent' });
    await allSettled(resendPressed, { scope });
    expect(send).toHaveBeenCalledOnce();
  });

  it('ignores a second press while the first is on its way', async () => {
    const call = deferred<undefined>();
    const send = vi.fn(() => call.promise);
    const { scope } = signedIn({ [TOKEN]: unconfirmed }, [stub(sendConfirmationFx, send)]);
    const first = allSettled(resendPressed, { scope });
    expect(scope.getState($resendState)).toEqual({ kind: 'sending' });
    const second = allSettled(resendPressed, { scope });
    call.resolve(undefined);
    await Promise.all([first, second]);
    expect(send).toHaveBeenCalledOnce();
    expect(scope.getState($resendState)).toEqual({ kind: 'sent' });
  });

  it('shows the throttled answer as its message and lets the user try again', async () => {
    const send = vi.fn<() => Promise<undefined>>(failing(apiError(429)));
    const { scope } = signedIn({ [TOKEN]: unconfirmed }, [stub(sendConfirmationFx, send)]);
    await allSettled(resendPressed, { scope });
    expect(scope.getState($resendState)).toEqual({ kind: 'error', message: m.tooMany });
    send.mockImplementationOnce(async () => undefined);
    await allSettled(resendPressed, { scope });
    expect(send).toHaveBeenCalledTimes(2);
    expect(scope.getState($resendState)).toEqual({ kind: 'sent' });
  });

  it('says so when the API cannot be reached, and starts over when the profile opens again', async () => {
    const { scope } = signedIn({ [TOKEN]: unconfirmed }, [stub(sendConfirmationFx, failing(apiError(0, 'network')))]);
    await allSettled(resendPressed, { scope });
    expect(scope.getState($resendState)).toEqual({ kind: 'error', message: m.offline });
    await allSettled(pageStarted, { scope, params: pageStart('cabinet-profile') });
    expect(scope.getState($resendState)).toEqual({ kind: 'idle' });
  });
});

describe('cancelling the subscription', () => {
  it('asks first, and keeping it calls nothing', async () => {
    const cancel = vi.fn(async () => undefined);
    const { scope } = signedIn({ [TOKEN]: premium('stripe') }, [stub(cancelSubscriptionFx, cancel)]);
    await allSettled(cancelConfirmed, { scope });
    expect(cancel).not.toHaveBeenCalled();
    await allSettled(cancelPressed, { scope });
    expect(scope.getState($cancelStep)).toEqual({ kind: 'confirm' });
    await allSettled(cancelDismissed, { scope });
    expect(scope.getState($cancelStep)).toEqual({ kind: 'idle' });
    expect(cancel).not.toHaveBeenCalled();
  });

  it('cancels through the gateway of the subscription, then reloads the user', async () => {
    const users = { [TOKEN]: premium('stripe') };
    const cancel = vi.fn(async () => {
      users[TOKEN] = premium('stripe', true);
      return undefined;
    });
    const { scope, side } = signedIn(users, [stub(cancelSubscriptionFx, cancel)]);
    expect(scope.getState($cancellable)).toBe('stripe');
    await allSettled(cancelPressed, { scope });
    await allSettled(cancelConfirmed, { scope });
    expect(cancel).toHaveBeenCalledWith('stripe');
    expect(scope.getState($cancelStep)).toEqual({ kind: 'done' });
    expect(side.fetchUser).toHaveBeenCalledWith(TOKEN);
    expect(scope.getState($user)?.subscription?.is_canceled).toBe(true);
    // A cancelled subscription has nothing left to cancel.
    expect(scope.getState($cancellable)).toBeNull();
  });

  it('uses the Aliumpay endpoint for an Aliumpay subscription', async () => {
    const cancel = vi.fn(async () => undefined);
    const { scope } = signedIn({ [TOKEN]: premium('aliumpay') }, [stub(cancelSubscriptionFx, cancel)]);
    await allSettled(cancelPressed, { scope });
    await allSettled(cancelConfirmed, { scope });
    expect(cancel).toHaveBeenCalledWith('aliumpay');
  });

  it('shows a refused cancellation as its message, keeps the user and lets the user ask again', async () => {
    const { scope, side } = signedIn({ [TOKEN]: premium('stripe') }, [stub(cancelSubscriptionFx, failing(apiError(503)))]);
    await allSettled(cancelPressed, { scope });
    await allSettled(cancelConfirmed, { scope });
    expect(scope.getState($cancelStep)).toEqual({ kind: 'error', message: m.offline });
    expect(side.fetchUser).not.toHaveBeenCalled();
    await allSettled(cancelPressed, { scope });
    expect(scope.getState($cancelStep)).toEqual({ kind: 'confirm' });
  });

  it('offers nothing for an app store subscription', async () => {
    const { scope } = signedIn({ [TOKEN]: premium('ios') });
    expect(scope.getState($cancellable)).toBeNull();
    await allSettled(cancelPressed, { scope });
    expect(scope.getState($cancelStep)).toEqual({ kind: 'idle' });
  });

  it('starts over when the profile opens again', async () => {
    const { scope } = signedIn({ [TOKEN]: premium('stripe') }, [stub(cancelSubscriptionFx, async () => undefined)]);
    await allSettled(cancelPressed, { scope });
    await allSettled(cancelConfirmed, { scope });
    await allSettled(pageStarted, { scope, params: pageStart('cabinet-profile') });
    expect(scope.getState($cancelStep)).toEqual({ kind: 'idle' });
  });
});

describe('the configuration form', () => {
  const pools: NodesPool[] = [
    { id: 'de-fra', name: 'Frankfurt', country_code: 'DE', premium: true },
    { id: 'us-nyc', name: 'New York', country_code: 'US', premium: true },
  ];

  function configuration(user: User, handlers: readonly Stub[] = []) {
    const list = vi.fn(async () => pools);
    const fetchConfig = vi.fn(async ({ pool }: { pool: string }) => `remote ${pool}.vpn.fvp.example 1194`);
    const save = vi.fn();
    const { scope } = signedIn({ [TOKEN]: user }, [
      stub(listPoolsFx, list),
      stub(fetchConfigFx, fetchConfig),
      stub(saveFileFx, save),
      ...handlers,
    ]);
    return { scope, list, fetchConfig, save };
  }

  it('loads the pools when the page starts in the browser and chooses the first', async () => {
    const { scope, list } = configuration(premium('stripe'));
    expect(scope.getState($pools)).toBeNull();
    await allSettled(pageStarted, { scope, params: pageStart('cabinet-configuration') });
    expect(list).toHaveBeenCalledOnce();
    expect(scope.getState($pools)).toEqual(pools);
    expect(scope.getState($pool)).toBe('de-fra');
    expect(scope.getState($outcome)).toBeNull();
  });

  it('loads nothing on the server, on other pages or for a free user', async () => {
    const { scope, list } = configuration(premium('stripe'));
    await allSettled(pageStarted, { scope, params: pageStart('cabinet-configuration', 'server') });
    await allSettled(pageStarted, { scope, params: pageStart('cabinet-profile') });
    const free = configuration({ ...freeUser, allow_config_page: true });
    await allSettled(pageStarted, { scope: free.scope, params: pageStart('cabinet-configuration') });
    expect(list).not.toHaveBeenCalled();
    expect(free.list).not.toHaveBeenCalled();
  });

  it('shows a failed pool list as the localized message and keeps the form waiting', async () => {
    const { scope } = configuration(premium('stripe'), [stub(listPoolsFx, failing(apiError(0, 'network')))]);
    await allSettled(pageStarted, { scope, params: pageStart('cabinet-configuration') });
    expect(scope.getState($outcome)).toEqual({ kind: 'error', message: m.offline });
    expect(scope.getState($pools)).toBeNull();
    expect(scope.getState($pool)).toBe('');
  });

  it('downloads the chosen pool and protocol and saves it under its file name', async () => {
    const { scope, fetchConfig, save } = configuration(premium('stripe'));
    await allSettled(pageStarted, { scope, params: pageStart('cabinet-configuration') });
    await allSettled(poolChanged, { scope, params: 'us-nyc' });
    await allSettled(downloadPressed, { scope });
    expect(fetchConfig).toHaveBeenCalledWith({ pool: 'us-nyc', protocol: 'openvpn-udp' });
    expect(save).toHaveBeenCalledWith({ name: 'fvp-us-nyc-udp.ovpn', text: 'remote us-nyc.vpn.fvp.example 1194' });
    expect(scope.getState($outcome)).toEqual({ kind: 'saved', file: 'fvp-us-nyc-udp.ovpn' });
    await allSettled(protocolChanged, { scope, params: 'wireguard' });
    await allSettled(downloadPressed, { scope });
    expect(save).toHaveBeenLastCalledWith({ name: 'fvp-us-nyc.conf', text: 'remote us-nyc.vpn.fvp.example 1194' });
  });

  it('names each protocol’s file', () => {
    expect(configFileName('de-fra', 'openvpn-udp')).toBe('fvp-de-fra-udp.ovpn');
    expect(configFileName('de-fra', 'openvpn-tcp')).toBe('fvp-de-fra-tcp.ovpn');
    expect(configFileName('de-fra', 'wireguard')).toBe('fvp-de-fra.conf');
  });

  it('shows a refused download as its message and saves nothing', async () => {
    const { scope, save } = configuration(premium('stripe'), [stub(fetchConfigFx, failing(apiError(403)))]);
    await allSettled(pageStarted, { scope, params: pageStart('cabinet-configuration') });
    await allSettled(downloadPressed, { scope });
    expect(scope.getState($outcome)).toEqual({ kind: 'error', message: m.failed });
    expect(save).not.toHaveBeenCalled();
  });

  it('downloads nothing before a pool is chosen', async () => {
    const { scope, fetchConfig } = configuration(premium('stripe'));
    await allSettled(downloadPressed, { scope });
    expect(fetchConfig).not.toHaveBeenCalled();
  });

  it('starts over when the page opens again', async () => {
    const { scope, list } = configuration(premium('stripe'));
    await allSettled(pageStarted, { scope, params: pageStart('cabinet-configuration') });
    await allSettled(poolChanged, { scope, params: 'us-nyc' });
    await allSettled(protocolChanged, { scope, params: 'openvpn-tcp' });
    await allSettled(downloadPressed, { scope });
    await allSettled(pageStarted, { scope, params: pageStart('cabinet-configuration') });
    expect(list).toHaveBeenCalledTimes(2);
    expect(scope.getState($pool)).toBe('de-fra');
    expect(scope.getState($protocol)).toBe('openvpn-udp');
    expect(scope.getState($outcome)).toBeNull();
  });
});
