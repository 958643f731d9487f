/**
 * The payment result pages (product spec §3 payment outcomes). Each reads `?order=` and loads the
 * order with the buyer's session. The pending page asks again with growing waits until the order
 * is paid or failed and then moves to that page by itself; after a few minutes it says that the
 * payment takes longer than usual, and goes on asking. The success page records the purchase for
 * analytics once.
 */
import { attach, createEffect, createEvent, createStore, sample, scopeBind } from 'effector';
import type { Order } from '../../../generated/api/schemas.ts';
import { editions } from '../../../generated/editions.ts';
import { pageHref, pages, type PageId, type RouteId } from '../../../generated/routes.ts';
import { $signedIn } from '../../entities/session/index.ts';
import { trackFx } from '../../shared/analytics/index.ts';
import { createApiFx, type ApiError } from '../../shared/api/index.ts';
import { $page, navigateFx, pageStarted } from '../../shared/page/index.ts';

export const PAYMENT_ROUTES: ReadonlySet<RouteId> = new Set<RouteId>(['payment-pending', 'payment-success', 'payment-failed']);

/** Waits between the pending page's questions (ms): quick at first, then every 15 s. */
export const POLL_DELAYS_MS = [1_000, 2_000, 3_000, 5_000, 8_000, 13_000, 15_000] as const;
/** After this long the pending page says the payment takes longer than usual (ms). */
export const SLOW_AFTER_MS = 3 * 60_000;

/** GET /v4/orders/{orderId}. */
export const getOrderFx = createApiFx((api, orderId: string) => api.getOrder({ path: { orderId } }));

export type OrderView =
  | { readonly kind: 'loading' }
  /** No order in the URL, or no session to ask with (another browser). */
  | { readonly kind: 'unknown' }
  | { readonly kind: 'loaded'; readonly order: Order }
  | { readonly kind: 'error'; readonly offline: boolean };

export const $orderId = createStore<string | null>(null, { sid: 'payment.orderId' });
export const $view = createStore<OrderView>({ kind: 'loading' }, { sid: 'payment.view', serialize: 'ignore' });
/** The pending page has waited long enough to say so. */
export const $slow = createStore(false, { sid: 'payment.slow', serialize: 'ignore' });
/** Whether the failed page's buyer left the gateway's page (?reason=canceled). */
export const $canceled = createStore(false, { sid: 'payment.canceled' });
export const retried = createEvent();

/** A timer as an effect: tests run it with a controlled clock. */
export const waitFx = createEffect((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));

const opened = sample({ clock: pageStarted, filter: ({ page }) => PAYMENT_ROUTES.has(page.route) });
sample({ clock: opened, fn: ({ search }) => new URLSearchParams(search).get('order')?.slice(0, 64) || null, target: $orderId });
sample({ clock: opened, fn: ({ search }) => new URLSearchParams(search).get('reason') === 'canceled', target: $canceled });
sample({ clock: opened, fn: (): OrderView => ({ kind: 'loading' }), target: $view });
sample({ clock: opened, fn: () => false, target: $slow });

// In the browser, with the session restored by the route rules: ask for the order.
const inBrowser = sample({ clock: opened, filter: ({ side }) => side === 'client' });
const ask = sample({ clock: inBrowser, source: { id: $orderId, signedIn: $signedIn } });
sample({
  clock: ask,
  filter: ({ id, signedIn }) => id === null || !signedIn,
  fn: (): OrderView => ({ kind: 'unknown' }),
  target: $view,
});
sample({ clock: ask, filter: ({ id, signedIn }) => id !== null && signedIn, fn: ({ id }) => id!, target: getOrderFx });
sample({ clock: retried, source: $orderId, filter: (id): id is string => id !== null, target: getOrderFx });

/** Answers for another page than the one shown (a navigation went on meanwhile) are dropped. */
const answered = sample({
  clock: getOrderFx.done,
  source: $orderId,
  filter: (id, { params }) => id === params,
  fn: (_, { result }) => result,
});
sample({ clock: answered, fn: (order): OrderView => ({ kind: 'loaded', order }), target: $view });
sample({
  clock: getOrderFx.fail,
  source: $view,
  // A failed question while polling keeps what is shown; the next one may get through.
  filter: (view) => view.kind !== 'loaded',
  fn: (_, { error }: { error: ApiError }): OrderView =>
    error.status === 404 || error.status === 401 ? { kind: 'unknown' } : { kind: 'error', offline: true },
  target: $view,
});

const slowNoticed = createEvent();
$slow.on(slowNoticed, () => true);
/** The order the pending page shows now; null once another page shows. */
const currentOrderIdFx = attach({
  source: { id: $orderId, page: $page },
  effect: ({ id, page }) => (page?.route === 'payment-pending' ? id : null),
});

/**
 * The pending page's polling: started when the page opens in the browser, it asks until the
 * order is settled or the page changes. The clock is the scope's (tests use a fake one).
 */
export const pollFx = createEffect(async (orderId: string) => {
  const wait = scopeBind(waitFx, { safe: true });
  const get = scopeBind(getOrderFx, { safe: true });
  const slow = scopeBind(slowNoticed, { safe: true });
  const current = scopeBind(currentOrderIdFx, { safe: true });
  let waited = 0;
  for (let i = 0; ; i++) {
    const delay = POLL_DELAYS_MS[Math.min(i, POLL_DELAYS_MS.length - 1)]!;
    await wait(delay);
    waited += delay;
    if (waited >= SLOW_AFTER_MS) slow();
    if ((await current()) !== orderId) return null;
    const order = await get(orderId).catch(() => null);
    if (order && order.status !== 'pending' && order.status !== 'created') return order;
  }
});

// The first answer starts the polling; the answers the polling gets itself do not start another.
const $polling = createStore(false, { sid: 'payment.polling', serialize: 'ignore' })
  .on(pollFx, () => true)
  .on(pollFx.finally, () => false);
const pendingOpened = sample({
  clock: answered,
  source: { page: $page, polling: $polling },
  filter: ({ page, polling }, order) =>
    !polling && page?.route === 'payment-pending' && (order.status === 'pending' || order.status === 'created'),
});
sample({ clock: pendingOpened, source: $orderId, filter: (id): id is string => id !== null, target: pollFx });

/** The payment page an order's state belongs on. */
export function pageFor(status: Order['status']): PageId {
  return status === 'paid' || status === 'refunded' ? 'payment-success' : status === 'failed' ? 'payment-failed' : 'payment-pending';
}
const moveTo = sample({
  clock: answered,
  source: $page,
  filter: (page, order) => page !== null && PAYMENT_ROUTES.has(page.route) && pageFor(order.status) !== page.route,
  fn: (page, order) =>
    `${pageHref(pages[pageFor(order.status)].path, page!.locale, editions[page!.edition].defaultLocale)}?order=${encodeURIComponent(order.id)}`,
});
sample({ clock: moveTo, target: navigateFx });

// A paid order shown on the success page is a purchase (counted once per order by the analytics module).
sample({
  clock: answered,
  source: $page,
  filter: (page, order) => page?.route === 'payment-success' && order.status === 'paid',
  fn: (_, order) =>
    ({
      event: 'purchase',
      ecommerce: {
        transaction_id: order.id,
        currency: order.currency,
        value: order.amount,
        ...(order.promo_code ? { coupon: order.promo_code } : {}),
        items: [{ item_id: order.plan_id }],
      },
    }) as const,
  target: trackFx,
});
