/**
 * The order page (DECISIONS 14–16): a plan, a promo code checked as it is applied, a web gateway of
 * the edition, and for a signed-out buyer an e-mail address. "Pay" checks the address (an address
 * with an account is asked to sign in), creates the order (a new address gets its account and is
 * signed in with it), starts the gateway's checkout and leaves for the gateway's page. Prices shown
 * are computed from the same plan table the server charges from.
 */
import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import type { MessageDescriptor } from 'react-intl';
import type { Order, PromoCheck } from '../../../generated/api/schemas.ts';
import { commerceByEdition, isPlanId, isWebGateway, planById, plans, type PlanId, type WebGateway } from '../../../generated/plans.ts';
import { $signedIn, $signupEmail, signInFx, signupEmailEntered } from '../../entities/session/index.ts';
import { trackFx, type AnalyticsItem } from '../../shared/analytics/index.ts';
import { createApiFx, type ApiError } from '../../shared/api/index.ts';
import { browserState } from '../../shared/browser/index.ts';
import { discounted, majorUnits } from '../../shared/commerce/pricing.ts';
import { checkEmail } from '../../shared/lib/form-rules.ts';
import { $page, pageStarted } from '../../shared/page/index.ts';
import { affiliateSignUpFx } from '../attribution/index.ts';
import { fieldProblem } from '../auth/errors.ts';
import { checkoutMessages as m } from './messages.ts';

/** GET /v4/promo-codes/check. */
export const checkPromoFx = createApiFx((api, code: string) => api.checkPromoCode({ query: { code } }));
/** GET /v4/email/check. */
export const checkEmailFx = createApiFx((api, email: string) => api.checkEmail({ query: { email } }));
/** POST /v4/orders. */
export const createOrderFx = createApiFx((api, body: { plan_id: PlanId; promo_code?: string; email?: string }) =>
  api.createOrder({ body }),
);
/** POST /v4/checkout/{gateway}. */
export const checkoutFx = createApiFx((api, { gateway, orderId }: { gateway: WebGateway; orderId: string }) =>
  api.checkout({ path: { gateway }, body: { order_id: orderId } }),
);
/** Leaves the site for the gateway's page (or the sandbox's). */
export const leaveForGatewayFx = createEffect((url: string) => window.location.assign(url));

export const storedPromoFx = createEffect(() => browserState().storage.promo.get() ?? null);
export const keepPromoFx = createEffect((code: string | null) =>
  code ? browserState().storage.promo.set(code) : browserState().storage.promo.remove(),
);

/** The best-value plan, else the first. */
export const DEFAULT_PLAN: PlanId = (plans.find((p) => p.bestValue) ?? plans[0]!).id;

export const $plan = createStore<PlanId>(DEFAULT_PLAN, { sid: 'checkout.plan' });
export const planChosen = createEvent<PlanId>();
$plan.on(planChosen, (_, plan) => plan);

export const $gateway = createStore<WebGateway | null>(null, { sid: 'checkout.gateway' });
export const gatewayChosen = createEvent<WebGateway>();
$gateway.on(gatewayChosen, (_, gateway) => gateway);
/** The gateways the page's edition offers, in order. */
export const $gateways = $page.map((page) => (page ? commerceByEdition[page.edition].gateways : []));
export const $currency = $page.map((page) => commerceByEdition[page?.edition ?? 'MAIN'].currency);

export type PromoRefusal = 'unknown' | NonNullable<PromoCheck['reason']> | 'not-for-plan' | 'offline';
export type PromoState =
  | { readonly kind: 'none' }
  | { readonly kind: 'checking'; readonly code: string }
  | { readonly kind: 'applied'; readonly code: string; readonly percent: number; readonly planIds: readonly string[] | null }
  | { readonly kind: 'refused'; readonly code: string; readonly reason: PromoRefusal };

export const $promoInput = createStore('', { sid: 'checkout.promoInput' });
export const promoInputChanged = createEvent<string>();
$promoInput.on(promoInputChanged, (_, value) => value);
export const $promo = createStore<PromoState>({ kind: 'none' }, { sid: 'checkout.promo' });
/** The visitor applies the code in the field. */
export const promoApplied = createEvent();
export const promoRemoved = createEvent();

/** The percent off the chosen plan: a code applied to it, else 0. */
export const $percentOff = combine($promo, $plan, (promo, plan) => (promoAppliesTo(promo, plan) ? promo.percent : 0));
/** Whether a code is applied and applies to a plan. */
export function promoAppliesTo(promo: PromoState, plan: PlanId): promo is Extract<PromoState, { kind: 'applied' }> {
  return promo.kind === 'applied' && (promo.planIds === null || promo.planIds.includes(plan));
}

export const $emailInput = createStore('', { sid: 'checkout.email' });
export const emailChanged = createEvent<string>();
$emailInput.on(emailChanged, (_, value) => value);

export type PayProblem =
  | { readonly kind: 'message'; readonly message: MessageDescriptor }
  | { readonly kind: 'email'; readonly message: MessageDescriptor }
  | { readonly kind: 'email-taken' };
export const $payProblem = createStore<PayProblem | null>(null, { sid: 'checkout.problem' });
export const payPressed = createEvent();

/** What "pay" sends: the choices, and the address when signed out. */
export interface PayRequest {
  readonly plan: PlanId;
  readonly gateway: WebGateway;
  readonly promo: string | null;
  readonly email: string | null;
}

/** Why paying stopped before the gateway. */
export type PayFailure =
  { readonly kind: 'email-taken' } | { readonly kind: 'api'; readonly step: 'order' | 'checkout'; readonly error: ApiError };

/**
 * The way to the gateway: the address, the order, the session of a new account, the checkout.
 * Resolves with the gateway's URL.
 */
export const payFx = createEffect<PayRequest, string, PayFailure>(async (request) => {
  const api = (step: 'order' | 'checkout') => (error: ApiError) => {
    throw { kind: 'api', step, error } satisfies PayFailure;
  };
  if (request.email !== null) {
    const { available } = await checkEmailFx(request.email).catch(api('order'));
    if (!available) throw { kind: 'email-taken' } satisfies PayFailure;
  }
  const order: Order = await createOrderFx({
    plan_id: request.plan,
    ...(request.promo ? { promo_code: request.promo } : {}),
    ...(request.email !== null ? { email: request.email } : {}),
  }).catch(api('order'));
  if (order.token) {
    await signInFx(order.token).catch(api('order'));
    await affiliateSignUpFx();
    await trackFx({ event: 'sign_up', method: 'order' });
  }
  await trackFx({
    event: 'begin_checkout',
    ecommerce: {
      currency: order.currency,
      value: order.amount,
      ...(order.promo_code ? { coupon: order.promo_code } : {}),
      items: [{ item_id: request.plan, item_name: `${planById[request.plan].months}`, price: order.amount }],
    },
  });
  const { redirect_url } = await checkoutFx({ gateway: request.gateway, orderId: order.id }).catch(api('checkout'));
  return redirect_url;
});

/** The message for a failure on the way to the gateway. */
export function payProblemOf(failure: PayFailure): PayProblem {
  if (failure.kind === 'email-taken') return { kind: 'email-taken' };
  const { error, step } = failure;
  const code = (error.body as { code?: string } | null)?.code;
  if (error.status === 409 && step === 'order') return { kind: 'email-taken' };
  if (error.status === 422 && code === 'promo_invalid') return { kind: 'message', message: m.promoNoLonger };
  if (error.status === 503 && code === 'not_configured') return { kind: 'message', message: m.gatewayUnavailable };
  if (error.reason === 'network' || error.status >= 500 || error.status === 0) return { kind: 'message', message: m.offline };
  return { kind: 'message', message: m.failed };
}

const $request = combine({ plan: $plan, gateway: $gateway, promo: $promo, percent: $percentOff, email: $emailInput, signedIn: $signedIn });

const pay = sample({ clock: payPressed, source: $request, filter: payFx.pending.map((pending) => !pending) });
// A signed-out buyer's address is checked first, here.
const emailProblem = sample({
  clock: pay,
  filter: ({ signedIn, email }) => !signedIn && checkEmail(email) !== null,
  fn: ({ email }): PayProblem => ({ kind: 'email', message: fieldProblem(checkEmail(email))! }),
});
sample({ clock: emailProblem, target: $payProblem });
sample({
  clock: pay,
  filter: ({ signedIn, email, gateway }) => gateway !== null && (signedIn || checkEmail(email) === null),
  fn: ({ plan, gateway, promo, percent, email, signedIn }): PayRequest => ({
    plan,
    gateway: gateway!,
    promo: promo.kind === 'applied' && percent > 0 ? promo.code : null,
    email: signedIn ? null : email.trim(),
  }),
  target: payFx,
});
// A well-formed address is kept for the tab as it is typed, so a reload keeps it.
sample({
  clock: emailChanged,
  source: $signedIn,
  filter: (signedIn, email) => !signedIn && checkEmail(email) === null,
  fn: (_, email) => email.trim(),
  target: signupEmailEntered,
});
$payProblem.reset(payFx, planChosen, gatewayChosen, emailChanged).on(payFx.failData, (_, failure) => payProblemOf(failure));
sample({ clock: payFx.doneData, target: leaveForGatewayFx });
/** From "pay" until the browser leaves for the gateway (which keeps the page busy while it goes). */
export const $paying = createStore(false, { sid: 'checkout.paying' })
  .on(payFx, () => true)
  .on(payFx.fail, () => false)
  .on(leaveForGatewayFx.fail, () => false);
/** The browser showed the page again from its back-forward cache (the buyer came back from the gateway). */
export const pageRestored = createEvent();
$paying.reset(pageRestored);

// The promo code: checked when applied, kept for the tab's later visits, removed on request.
const apply = sample({
  clock: promoApplied,
  source: $promoInput,
  fn: (input) => input.trim().toUpperCase(),
  filter: (code: string) => code.length > 0 && code.length <= 64,
});
$promo.on(apply, (_, code) => ({ kind: 'checking', code }));
sample({ clock: apply, target: checkPromoFx });
sample({
  clock: checkPromoFx.done,
  fn: ({ params, result }): PromoState =>
    result.valid
      ? { kind: 'applied', code: params, percent: result.discount_percent ?? 0, planIds: result.plan_ids ?? null }
      : { kind: 'refused', code: params, reason: result.reason ?? 'unknown' },
  target: $promo,
});
sample({
  clock: checkPromoFx.fail,
  fn: ({ params, error }): PromoState => ({ kind: 'refused', code: params, reason: error.status === 404 ? 'unknown' : 'offline' }),
  target: $promo,
});
sample({ clock: checkPromoFx.done, filter: ({ result }) => result.valid, fn: ({ params }) => params, target: keepPromoFx });
sample({ clock: checkPromoFx.fail, filter: ({ error }) => error.status === 404, fn: () => null, target: keepPromoFx });
$promo.on(promoRemoved, () => ({ kind: 'none' }));
$promoInput.on(promoRemoved, () => '');
sample({ clock: promoRemoved, fn: () => null, target: keepPromoFx });

// The page starts: the plan of ?plan=, the edition's first gateway, and in the browser the stored
// promo code (checked at once) and the address a buyer entered before a reload.
const opened = sample({ clock: pageStarted, filter: ({ page }) => page.route === 'order' });
sample({
  clock: opened,
  fn: ({ search }) => {
    const plan = new URLSearchParams(search).get('plan') ?? '';
    return isPlanId(plan) ? plan : DEFAULT_PLAN;
  },
  target: $plan,
});
sample({
  clock: opened,
  fn: ({ page, search }) => {
    const asked = new URLSearchParams(search).get('gateway') ?? '';
    const offered = commerceByEdition[page.edition].gateways;
    return isWebGateway(asked) && offered.includes(asked) ? asked : offered[0]!;
  },
  target: $gateway,
});
sample({ clock: opened, fn: () => null, target: $payProblem });
const inBrowser = sample({ clock: opened, filter: ({ side }) => side === 'client' });
sample({ clock: inBrowser, target: storedPromoFx });
sample({ clock: storedPromoFx.doneData, filter: (code): code is string => code !== null, target: [promoInputChanged, promoApplied] });
sample({ clock: inBrowser, source: $signupEmail, filter: (email): email is string => email !== null, target: $emailInput });

/** The plans as analytics items, in the page's currency. */
export function analyticsItems(currency: keyof (typeof plans)[number]['prices']): AnalyticsItem[] {
  return plans.map((p) => ({ item_id: p.id, item_name: `${p.months}`, price: majorUnits(p.prices[currency], currency) }));
}
sample({
  clock: inBrowser,
  source: $currency,
  fn: (currency) => ({ event: 'view_item_list', ecommerce: { currency, items: analyticsItems(currency) } }) as const,
  target: trackFx,
});

/** A plan's price in the page's currency, with the promo code's percent when it applies to it. */
export function priceOf(plan: PlanId, currency: keyof (typeof plans)[number]['prices'], promo: PromoState): { full: number; now: number } {
  const full = planById[plan].prices[currency];
  return { full, now: promoAppliesTo(promo, plan) ? discounted(full, promo.percent) : full };
}
