/** The route rules run in a scope: the session from its stores, a restore and the rules' effects through its units. */
import { allSettled, serialize } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import type { GuardSide } from '../../generated/guards.ts';
import { resolve } from '../../generated/resolver.ts';
import { pageSpecOf } from '../../src/app/page-loader.ts';
import { routeRulesFx, sourceAppFlaggedFx, type RouteRulesInput } from '../../src/app/route-rules.ts';
import { $token, $user, appStarted } from '../../src/entities/session/model.ts';
import { browserSide, forkWith, freeUser, seed, stub } from './support/session.ts';

function navigation(url: string, side: GuardSide = 'client'): RouteRulesInput {
  const parsed = new URL(url, 'http://localhost');
  const resolution = resolve(parsed.pathname, 'MAIN');
  return { url: parsed, edition: 'MAIN', side, resolution, page: pageSpecOf(resolution), randomId: () => 'u00000000000000000042' };
}

describe('the route rules in a scope', () => {
  it('run on the server without a session and restore nothing', async () => {
    const browser = browserSide('t-1', { 't-1': freeUser });
    const scope = forkWith(browser.handlers);
    const { value } = await allSettled(routeRulesFx, { scope, params: navigation('/cabinet/profile/', 'server') });
    expect(value).toEqual({ kind: 'continue', effects: [], session: null });
    expect(browser.fetchUser).not.toHaveBeenCalled();
  });

  it('restore a stored session once in the browser and let the cabinet open', async () => {
    const browser = browserSide('t-1', { 't-1': freeUser });
    const scope = forkWith(browser.handlers);
    await allSettled(appStarted, { scope });
    const { value } = await allSettled(routeRulesFx, { scope, params: navigation('/cabinet/profile/') });
    expect(value).toMatchObject({ kind: 'continue', session: { signedIn: true } });
    expect(scope.getState($user)).toEqual(freeUser);
    // The next navigation finds the user loaded: no second GET /v3/user.
    await allSettled(routeRulesFx, { scope, params: navigation('/cabinet/download/') });
    expect(browser.fetchUser).toHaveBeenCalledOnce();
  });

  it('do not fetch a user the scope already holds', async () => {
    const browser = browserSide('t-1', { 't-1': freeUser });
    const scope = forkWith(browser.handlers, [seed($token, 't-1'), seed($user, freeUser)]);
    await allSettled(appStarted, { scope });
    const { value } = await allSettled(routeRulesFx, { scope, params: navigation('/cabinet/profile/') });
    expect(value).toMatchObject({ kind: 'continue', session: { signedIn: true } });
    expect(browser.fetchUser).not.toHaveBeenCalled();
  });

  it('drop a token that no longer works and send the user to login', async () => {
    const browser = browserSide('stale');
    const scope = forkWith(browser.handlers);
    await allSettled(appStarted, { scope });
    const { value } = await allSettled(routeRulesFx, { scope, params: navigation('/de/cabinet/profile/') });
    expect(value).toMatchObject({ kind: 'redirect', to: '/de/login/', effects: [{ kind: 'delete-token' }] });
    expect(browser.stored).toBeNull();
    expect(scope.getState($token)).toBeNull();
  });

  it('sign a signed-out visitor out on a page that needs a user', async () => {
    const browser = browserSide(null);
    const scope = forkWith(browser.handlers);
    await allSettled(appStarted, { scope });
    const { value } = await allSettled(routeRulesFx, { scope, params: navigation('/cabinet/download/') });
    expect(value).toMatchObject({ kind: 'redirect', to: '/login/?next=%2Fcabinet%2Fdownload%2F' });
    expect(browser.signOut).toHaveBeenCalledOnce();
  });

  it('remember source=app in the browser only', async () => {
    const flagged = vi.fn();
    const browser = browserSide(null);
    const scope = forkWith([...browser.handlers, stub(sourceAppFlaggedFx, flagged)]);
    await allSettled(routeRulesFx, { scope, params: navigation('/servers/?source=app', 'server') });
    expect(flagged).not.toHaveBeenCalled();
    await allSettled(appStarted, { scope });
    await allSettled(routeRulesFx, { scope, params: navigation('/servers/?source=app') });
    expect(flagged).toHaveBeenCalledOnce();
  });

  it('leave nothing of a session in the serialized scope', async () => {
    const browser = browserSide('t-1', { 't-1': freeUser });
    const scope = forkWith(browser.handlers);
    await allSettled(appStarted, { scope });
    await allSettled(routeRulesFx, { scope, params: navigation('/cabinet/profile/') });
    expect(scope.getState($user)).toEqual(freeUser);
    expect(Object.keys(serialize(scope)).filter((sid) => sid.startsWith('session.'))).toEqual([]);
  });
});
