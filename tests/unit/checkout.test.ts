/**
 * Buying in the browser without a browser: the plan table's arithmetic, the order page's model
 * (promo codes, the way to the gateway and its failures) and the pending page's polling with a
 * controlled clock. The API, the storage and the redirect are stood in for at the effects.
 */
import { allSettled } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import type { Order } from '../../generated/api/schemas.ts';
import type { RouteId } from '../../generated/routes.ts';
import { planById } from '../../generated/plans.ts';
import { $signedIn } from '../../src/entities/session/model.ts';
import { affiliateSignUpFx } from '../../src/features/attribution/model.ts';
import { authMessages } from '../../src/features/auth/messages.ts';
import { checkoutMessages as m } from '../../src/features/checkout/messages.ts';
import {
  $gateway,
  $paying,
  $payProblem,
  $percentOff,
  $plan,
  $promo,
  checkEmailFx,
  checkoutFx,
  checkPromoFx,
  createOrderFx,
  emailChanged,
  keepPromoFx,
  leaveForGatewayFx,
  pageRestored,
  payPressed,
  planChosen,
  priceOf,
  storedPromoFx,
} from '../../src/features/checkout/model.ts';
import { $slow, $view, getOrderFx, POLL_DELAYS_MS, SLOW_AFTER_MS, waitFx } from '../../src/features/payment-status/model.ts';
import { trackFx } from '../../src/shared/analytics/index.ts';
import { discounted, monthlyPrice, savingPercent } from '../../src/shared/commerce/pricing.ts';
import { navigateFx, pageStarted, type PageStart } from '../../src/shared/page/index.ts';
import { apiError, browserSide, forkWith, freeUser, stub, type Stub } from './support/session.ts';

const TOKEN = 't'.repeat(43);

function start(route: RouteId, search = '', edition: 'MAIN' | 'RU' = 'MAIN'): PageStart {
  const page = { route, locale: 'en', edition, title: '', description: '', rest: '/', params: {} } as const;
  return { page, search, side: 'client', browser: { userAgent: 'Vitest' } };
}

const order = (over: Partial<Order> = {}): Order => ({
  id: 'o-1',
  plan_id: 'year',
  amount: 57.5,
  currency: 'USD',
  status: 'created',
  created_at: 1,
  ...over,
});

function browser(handlers: readonly Stub[] = [], stored: string | null = null) {
  const side = browserSide(stored, { [TOKEN]: { ...freeUser, email: 'new@example.com' } });
  const leave = vi.fn(async (_url: string) => undefined);
  const track = vi.fn();
  const navigate = vi.fn(async (_to: string) => undefined);
  const kept: Array<string | null> = [];
  const scope = forkWith([
    ...side.handlers,
    stub(leaveForGatewayFx, leave),
    stub(trackFx, track),
    stub(navigateFx, navigate),
    stub(affiliateSignUpFx, async () => undefined),
    stub(storedPromoFx, () => null),
    stub(keepPromoFx, (code: string | null) => void kept.push(code)),
    ...handlers,
  ]);
  return { scope, leave, track, navigate, kept, side };
}

describe('the plan table’s arithmetic', () => {
  it('rounds a discount to the cent, half up', () => {
    expect(discounted(7188, 20)).toBe(5750); // 57.504
    expect(discounted(1199, 20)).toBe(959); // 9.592
    expect(discounted(11976, 20)).toBe(9581); // 95.808
    expect(discounted(1099, 30)).toBe(769); // 7.693
  });

  it('computes the saving of a plan’s length against the monthly plan, never overstated', () => {
    // 71.88 / 12 = 5.99 a month against 11.99: 50.04 % → 50.
    expect(savingPercent(planById.year, 'USD')).toBe(50);
    // 119.76 / 24 = 4.99 against 11.99: 58.38 % → 58.
    expect(savingPercent(planById['two-years'], 'USD')).toBe(58);
    expect(savingPercent(planById.month, 'USD')).toBe(0);
    expect(monthlyPrice(planById.year, 'EUR')).toBeCloseTo(549, 6);
  });
});

describe('the order page', () => {
  it('takes the plan from the URL and the edition’s first gateway, and prices with an applied code', async () => {
    const { scope } = browser([stub(checkPromoFx, async () => ({ valid: true, discount_percent: 30, plan_ids: ['year'] }))]);
    await allSettled(pageStarted, { scope, params: start('order', '?plan=two-years', 'RU') });
    expect(scope.getState($plan)).toBe('two-years');
    expect(scope.getState($gateway)).toBe('aliumpay');
    await allSettled(pageStarted, { scope, params: start('order', '?plan=lifetime') });
    expect(scope.getState($plan)).toBe('year');
    expect(scope.getState($gateway)).toBe('stripe');
  });

  it('applies a stored code at once, and shows why a code is refused', async () => {
    const check = vi.fn(async (code: string) => {
      if (code === 'DEMO20') return { valid: true, discount_percent: 20 };
      if (code === 'EXPIRED10') return { valid: false, reason: 'expired' as const };
      throw apiError(404);
    });
    const { scope, kept } = browser([stub(checkPromoFx, check), stub(storedPromoFx, () => 'DEMO20')]);
    await allSettled(pageStarted, { scope, params: start('order') });
    expect(scope.getState($promo)).toEqual({ kind: 'applied', code: 'DEMO20', percent: 20, planIds: null });
    expect(scope.getState($percentOff)).toBe(20);
    expect(priceOf('year', 'USD', scope.getState($promo))).toEqual({ full: 7188, now: 5750 });
    expect(kept).toEqual(['DEMO20']);
    for (const [code, reason] of [
      ['expired10', 'expired'],
      ['nosuch', 'unknown'],
    ] as const) {
      const { scope: other } = browser([stub(checkPromoFx, check), stub(storedPromoFx, () => code)]);
      await allSettled(pageStarted, { scope: other, params: start('order') });
      expect(other.getState($promo)).toEqual({ kind: 'refused', code: code.toUpperCase(), reason });
      expect(other.getState($percentOff)).toBe(0);
    }
  });

  it('makes an account for a new address, signs in with it and leaves for the gateway', async () => {
    const create = vi.fn(async () => order({ token: TOKEN, new_account: true }));
    const checkout = vi.fn(async () => ({ redirect_url: 'https://pay.example/session' }));
    const { scope, leave, track } = browser([
      stub(checkEmailFx, async () => ({ available: true })),
      stub(createOrderFx, create),
      stub(checkoutFx, checkout),
    ]);
    await allSettled(pageStarted, { scope, params: start('order') });
    await allSettled(planChosen, { scope, params: 'year' });
    await allSettled(emailChanged, { scope, params: ' new@example.com ' });
    await allSettled(payPressed, { scope });
    expect(create).toHaveBeenCalledWith({ plan_id: 'year', email: 'new@example.com' });
    expect(scope.getState($signedIn)).toBe(true);
    expect(checkout).toHaveBeenCalledWith({ gateway: 'stripe', orderId: 'o-1' });
    expect(leave).toHaveBeenCalledWith('https://pay.example/session');
    expect(scope.getState($paying)).toBe(true);
    // Back from the gateway through the back-forward cache: ready to pay again.
    await allSettled(pageRestored, { scope });
    expect(scope.getState($paying)).toBe(false);
    expect(track.mock.calls.map(([e]) => (e as { event: string }).event)).toEqual(['view_item_list', 'sign_up', 'begin_checkout']);
  });

  it('asks an address with an account to sign in, and checks the address first', async () => {
    const create = vi.fn();
    const { scope } = browser([stub(checkEmailFx, async () => ({ available: false })), stub(createOrderFx, create)]);
    await allSettled(pageStarted, { scope, params: start('order') });
    await allSettled(payPressed, { scope });
    expect(scope.getState($payProblem)).toEqual({ kind: 'email', message: authMessages.required });
    await allSettled(emailChanged, { scope, params: 'ann@example.com' });
    await allSettled(payPressed, { scope });
    expect(scope.getState($payProblem)).toEqual({ kind: 'email-taken' });
    expect(create).not.toHaveBeenCalled();
    expect(scope.getState($paying)).toBe(false);
  });

  it('says so when the gateway is not configured, or the connection fails', async () => {
    for (const [error, message] of [
      [{ status: 503, body: { code: 'not_configured' }, reason: 'http' }, m.gatewayUnavailable],
      [apiError(0, 'network'), m.offline],
      [{ status: 422, body: { code: 'promo_invalid' }, reason: 'http' }, m.promoNoLonger],
    ] as const) {
      const { scope, leave } = browser([
        stub(checkEmailFx, async () => ({ available: true })),
        stub(createOrderFx, async () => order({ token: TOKEN })),
        stub(checkoutFx, async () => {
          throw error;
        }),
      ]);
      await allSettled(pageStarted, { scope, params: start('order') });
      await allSettled(emailChanged, { scope, params: 'new@example.com' });
      await allSettled(payPressed, { scope });
      expect(scope.getState($payProblem)).toEqual({ kind: 'message', message });
      expect(leave).not.toHaveBeenCalled();
    }
  });
});

describe('the pending page', () => {
  it('asks again with growing waits, says when it is slow, and moves to the success page once paid', async () => {
    const waits: number[] = [];
    let asked = 0;
    // Pending for the first 20 questions (about 4 minutes of waits), then paid.
    const get = vi.fn(async () => order({ status: ++asked > 20 ? 'paid' : 'pending' }));
    const { scope, navigate } = browser([stub(getOrderFx, get), stub(waitFx, async (ms: number) => void waits.push(ms))], TOKEN);
    // A signed-in tab: the session is there before the page starts.
    const { signInFx } = await import('../../src/entities/session/model.ts');
    await allSettled(signInFx, { scope, params: TOKEN });
    await allSettled(pageStarted, { scope, params: start('payment-pending', '?order=o-1') });
    expect(waits.slice(0, POLL_DELAYS_MS.length)).toEqual([...POLL_DELAYS_MS]);
    expect(waits.slice(POLL_DELAYS_MS.length).every((w) => w === 15_000)).toBe(true);
    expect(waits.reduce((a, b) => a + b, 0)).toBeGreaterThan(SLOW_AFTER_MS);
    expect(scope.getState($slow)).toBe(true);
    expect(navigate).toHaveBeenCalledWith('/payment/success/?order=o-1');
    expect(scope.getState($view)).toMatchObject({ kind: 'loaded' });
  });

  it('shows nothing it cannot know: no order in the URL, or no session', async () => {
    const get = vi.fn();
    const { scope } = browser([stub(getOrderFx, get)]);
    await allSettled(pageStarted, { scope, params: start('payment-success', '?order=o-1') });
    expect(scope.getState($view)).toEqual({ kind: 'unknown' });
    expect(get).not.toHaveBeenCalled();
  });
});
