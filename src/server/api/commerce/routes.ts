/**
 * The API calls of buying Premium: orders, checkout, promo codes, action keys, affiliate events and
 * postbacks, and Stripe's webhook. Prices come from spec/plans.yaml only; every change to an order
 * after its creation goes through `settle`.
 */
import type { Context, Hono } from 'hono';
import * as schemas from '../../../../generated/api/schemas.ts';
import { createCookies, headerCookieJar } from '../../../../generated/cookies.ts';
import type { EditionId } from '../../../../generated/editions.ts';
import { commerceByEdition, currencyDigits, isPlanId, isWebGateway, planById, type Currency } from '../../../../generated/plans.ts';
import type { Logger } from '../../log.ts';
import type { Database, Queryable } from '../db/index.ts';
import { isUniqueViolation } from '../db/index.ts';
import type { SiteLinks } from '../email-tokens.ts';
import { body, fail, localeOf } from '../http.ts';
import { newToken, tokenHash } from '../security.ts';
import { resultUrls, type GatewayAdapter } from './gateways.ts';
import { isPayable } from './order-states.ts';
import {
  addMonths,
  appliesTo,
  findOrder,
  insertOrder,
  orderJson,
  promoEffect,
  queuePostback,
  firstSeen,
  settle,
  type SettleContext,
} from './orders.ts';
import type { StripeGateway } from './stripe.ts';

/** An account a purchase creates has no password until its owner sets one from the mail. */
export const NO_PASSWORD = 'none';

const ACTION_KEY_SECONDS = 300;
const AFFILIATE_EVENTS_PER_CLIENT_HOUR = 120;

export interface CommerceDeps {
  readonly db: Database;
  readonly log: Logger;
  readonly links: SiteLinks;
  readonly now: () => Date;
  readonly gateways: Readonly<Partial<Record<'stripe' | 'aliumpay', GatewayAdapter>>>;
  readonly stripe: StripeGateway | null;
  readonly setPasswordHours: number;
  readonly secureCookies: boolean;
  readonly clientKey: (c: Context) => string;
  readonly sessionUser: (c: Context) => Promise<{ id: string; email: string } | null>;
  readonly newSession: (userId: string, q?: Queryable) => Promise<string>;
  readonly wake: () => void;
}

/** The edition whose configured origin the request came from; MAIN otherwise. */
function editionOf(c: Context, links: SiteLinks): EditionId {
  const origin = c.req.header('origin');
  const found = (Object.keys(links.origins) as EditionId[]).find((id) => links.origins[id] === origin);
  return found ?? 'MAIN';
}

/** The visitor's affiliate cookies, when they hold valid values. */
function attributionOf(c: Context, secure: boolean): { aid: string | null; btag: string | null } {
  const cookies = createCookies(headerCookieJar(c.req.header('cookie'), []), { parentDomain: undefined, secure });
  return { aid: cookies.fvpAAid.get() ?? null, btag: cookies.fvpBtag.get() ?? null };
}

const PROMO_MESSAGES = {
  unknown: 'There is no such promo code',
  'not-started': 'This promo code is not valid yet',
  expired: 'This promo code has expired',
  'used-up': 'This promo code has been used up',
  'not-for-plan': 'This promo code does not apply to this plan',
} as const;

export function mountCommerce(app: Hono, deps: CommerceDeps): void {
  const { db, log, links, now } = deps;
  const settleContext: SettleContext = { links, setPasswordHours: deps.setPasswordHours, now };

  app.post('/v4/orders', async (c) => {
    const input = await body(c, schemas.OrderRequest);
    if (!input.ok) return fail(c, 422, 'invalid_body', 'The request body is not valid', input.fields);
    const { plan_id: planId, promo_code: promoCode, email } = input.value;
    if (!isPlanId(planId)) return fail(c, 422, 'invalid_body', 'There is no such plan', ['plan_id']);
    const plan = planById[planId];
    const at = now();
    let promo: { code: string; percentOff: number } | null = null;
    if (promoCode?.trim()) {
      const effect = await promoEffect(db, promoCode, at);
      if (!appliesTo(effect, planId)) {
        const reason = effect.kind === 'unknown' ? 'unknown' : effect.kind === 'unusable' ? effect.reason : 'not-for-plan';
        return fail(c, 422, 'promo_invalid', PROMO_MESSAGES[reason], ['promo_code']);
      }
      promo = { code: effect.code, percentOff: effect.percentOff };
    }
    const edition = editionOf(c, links);
    const order = {
      plan,
      currency: commerceByEdition[edition].currency,
      promo,
      edition,
      locale: localeOf(c),
      attribution: attributionOf(c, deps.secureCookies),
      at,
    };
    const user = await deps.sessionUser(c);
    if (user) {
      const row = await insertOrder(db, { ...order, userId: user.id, newAccount: false });
      return c.json(orderJson(row), 201);
    }
    if (!email) return fail(c, 422, 'invalid_body', 'An e-mail address is required to buy without signing in', ['email']);
    try {
      // A new address: the account, its session and the order together, or nothing.
      const { row, token } = await db.transaction(async (tx) => {
        const [created] = await tx.query<{ id: string }>(
          'insert into users (email, password_hash, locale) values ($1, $2, $3) returning id',
          [email.trim(), NO_PASSWORD, order.locale],
        );
        const token = await deps.newSession(created!.id, tx);
        return { row: await insertOrder(tx, { ...order, userId: created!.id, newAccount: true }), token };
      });
      return c.json(orderJson(row, token), 201);
    } catch (error) {
      if (isUniqueViolation(error)) return fail(c, 409, 'email_taken', 'An account with this e-mail address exists: sign in first');
      throw error;
    }
  });

  app.get('/v4/orders/:orderId', async (c) => {
    const user = await deps.sessionUser(c);
    if (!user) return fail(c, 401, 'unauthorized', 'Sign in first');
    const order = await findOrder(db, c.req.param('orderId').slice(0, 64), user.id);
    return order ? c.json(orderJson(order), 200, { 'Cache-Control': 'no-store' }) : fail(c, 404, 'not_found', 'No such order');
  });

  app.post('/v4/checkout/:gateway', async (c) => {
    const user = await deps.sessionUser(c);
    if (!user) return fail(c, 401, 'unauthorized', 'Sign in first');
    const gateway = c.req.param('gateway');
    if (!schemas.Gateway.safeParse(gateway).success) return fail(c, 422, 'invalid_body', 'There is no such gateway', ['gateway']);
    if (!isWebGateway(gateway)) return fail(c, 422, 'invalid_body', 'This gateway sells in its app store only', ['gateway']);
    const input = await body(c, schemas.CheckoutRequest);
    if (!input.ok) return fail(c, 422, 'invalid_body', 'The request body is not valid', input.fields);
    // Another user's order is as unknown as a missing one.
    const order = await findOrder(db, input.value.order_id, user.id);
    if (!order) return fail(c, 404, 'not_found', 'No such order');
    if (!commerceByEdition[order.edition].gateways.includes(gateway))
      return fail(c, 422, 'invalid_body', 'This gateway is not offered here', ['gateway']);
    if (!isPayable(order.status)) return fail(c, 409, 'order_settled', `The order is ${order.status} already`);
    const adapter = deps.gateways[gateway];
    if (!adapter) return fail(c, 503, 'not_configured', 'This way of paying is not available right now');
    let started: Awaited<ReturnType<GatewayAdapter['checkout']>>;
    try {
      started = await adapter.checkout({ order, email: user.email, urls: resultUrls(links, order) });
    } catch (error) {
      log.log('error', 'checkout failed', { gateway, order: order.id, error: error instanceof Error ? error.message : String(error) });
      return fail(c, 503, 'unavailable', 'The payment provider did not answer; try again shortly');
    }
    await db.query('update orders set gateway_key = $2, external_id = coalesce($3, external_id), updated_at = $4 where id = $1', [
      order.id,
      gateway,
      started.externalId ?? null,
      now(),
    ]);
    return c.json({ redirect_url: started.redirectUrl } satisfies schemas.Checkout, 200);
  });

  app.get('/v4/promo-codes/check', async (c) => {
    const code = c.req.query('code') ?? '';
    if (!code.trim() || code.length > 64) return fail(c, 422, 'invalid_body', 'A code is required', ['code']);
    const effect = await promoEffect(db, code, now());
    if (effect.kind === 'unknown') return fail(c, 404, 'not_found', PROMO_MESSAGES.unknown);
    const result: schemas.PromoCheck =
      effect.kind === 'unusable'
        ? { valid: false, reason: effect.reason }
        : { valid: true, discount_percent: effect.percentOff, ...(effect.planIds ? { plan_ids: [...effect.planIds] } : {}) };
    return c.json(result, 200);
  });

  app.post('/v4/action-key', async (c) => {
    const user = await deps.sessionUser(c);
    if (!user) return fail(c, 401, 'unauthorized', 'Sign in first');
    const key = newToken();
    const expires = new Date(now().getTime() + ACTION_KEY_SECONDS * 1000);
    await db.query('insert into action_keys (key_hash, user_id, expires_at) values ($1, $2, $3)', [tokenHash(key), user.id, expires]);
    return c.json({ key, expires_at: Math.floor(expires.getTime() / 1000) } satisfies schemas.ActionKey, 200);
  });

  app.post('/v4/action-key/redeem', async (c) => {
    const input = await body(c, schemas.ActionKeyRedeem);
    if (!input.ok) return fail(c, 422, 'invalid_body', 'The request body is not valid', input.fields);
    // Taken in one statement: of two redemptions at once, one gets the row.
    const [taken] = await db.query<{ user_id: string }>(
      'update action_keys set used_at = $2 where key_hash = $1 and used_at is null and expires_at > $2 returning user_id',
      [tokenHash(input.value.key), now()],
    );
    if (!taken) return fail(c, 401, 'invalid_token', 'The key is unknown, used or expired');
    return c.json({ token: await deps.newSession(taken.user_id) } satisfies schemas.TokenResponse, 200);
  });

  app.post('/affiliate/event', async (c) => {
    const input = await body(c, schemas.AffiliateEvent);
    if (!input.ok) return fail(c, 422, 'invalid_body', 'The request body is not valid', input.fields);
    const cookies = attributionOf(c, deps.secureCookies);
    const aid = input.value.aid ?? cookies.aid;
    const btag = input.value.btag ?? cookies.btag;
    const fields = [...(aid && !/^[A-Za-z0-9_-]+$/.test(aid) ? ['aid'] : []), ...(btag && !/^[A-Za-z0-9_.-]+$/.test(btag) ? ['btag'] : [])];
    if (fields.length) return fail(c, 422, 'invalid_body', 'The affiliate id or tag is not valid', fields);
    if (!aid && !btag) return fail(c, 422, 'invalid_body', 'An event needs an affiliate id or tag', ['aid', 'btag']);
    const client = deps.clientKey(c);
    const user = await deps.sessionUser(c);
    const at = now();
    const recorded = await db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`affiliate:${client}`]);
      const [recent] = await tx.query<{ n: string }>('select count(*) as n from affiliate_events where client = $1 and created_at > $2', [
        client,
        new Date(at.getTime() - 3_600_000),
      ]);
      if (Number(recent?.n ?? 0) >= AFFILIATE_EVENTS_PER_CLIENT_HOUR) return false;
      await tx.query('insert into affiliate_events (event, aid, btag, user_id, client, created_at) values ($1, $2, $3, $4, $5, $6)', [
        input.value.event,
        aid,
        btag,
        user?.id ?? null,
        client,
        at,
      ]);
      return true;
    });
    return recorded ? c.body(null, 204) : fail(c, 429, 'too_many_attempts', 'Too many events; try again later');
  });

  app.post('/affiliate-postback', async (c) => {
    const input = await body(c, schemas.AffiliatePostback);
    if (!input.ok) return fail(c, 422, 'invalid_body', 'The request body is not valid', input.fields);
    const order = await findOrder(db, input.value.order_id);
    if (!order) return fail(c, 404, 'not_found', 'No such order');
    if (order.status !== 'paid') return fail(c, 422, 'not_paid', 'The order is not paid');
    if (!order.aid && !order.btag) return fail(c, 422, 'invalid_body', 'The order has no affiliate', ['order_id']);
    // The order's own attribution, once: a replay finds the postback recorded and queues nothing.
    const queued = await db.transaction((tx) => queuePostback(tx, order, now()));
    if (queued) deps.wake();
    return c.body(null, 204);
  });

  app.post('/webhooks/stripe', async (c) => {
    const stripe = deps.stripe;
    if (!stripe) return fail(c, 503, 'not_configured', 'Stripe is not configured');
    const raw = await c.req.text();
    let event: ReturnType<StripeGateway['verify']>;
    try {
      event = stripe.verify(raw, c.req.header('stripe-signature') ?? '');
    } catch {
      return fail(c, 400, 'invalid_signature', 'The signature does not match the body');
    }
    const effect = stripe.effectOf(event);
    if (effect?.kind === 'order') {
      const result = await settle(db, effect.outcome, settleContext);
      if (result.changed) {
        log.log('info', 'order settled', { order: result.order.id, from: result.from, to: result.order.status, gateway: 'stripe' });
        deps.wake();
      }
    } else if (effect?.kind === 'renewal') {
      await renew(db, effect, now());
    } else if (effect?.kind === 'subscription-ended') {
      await db.transaction(async (tx) => {
        if (await firstSeen(tx, 'stripe', effect.eventId, now()))
          await tx.query("update subscriptions set is_canceled = true where gateway_key = 'stripe' and external_id = $1", [
            effect.subscriptionId,
          ]);
      });
    }
    return c.json({ received: true }, 200);
  });
}

/** A renewal invoice paid: the subscription runs one more period and the payment is listed; once per event. */
async function renew(db: Database, effect: Extract<ReturnType<StripeGateway['effectOf']>, { kind: 'renewal' }>, at: Date): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await firstSeen(tx, 'stripe', effect.eventId, at))) return;
    const [sub] = await tx.query<{ user_id: string; plan_id: string | null; expires_at: Date | null }>(
      "select user_id, plan_id, expires_at from subscriptions where gateway_key = 'stripe' and external_id = $1 for update",
      [effect.subscriptionId],
    );
    if (!sub?.plan_id || !isPlanId(sub.plan_id)) return;
    const start = sub.expires_at && new Date(sub.expires_at) > at ? new Date(sub.expires_at) : at;
    await tx.query('update subscriptions set expires_at = $2 where user_id = $1', [
      sub.user_id,
      addMonths(start, planById[sub.plan_id].months),
    ]);
    const digits = effect.currency in currencyDigits ? currencyDigits[effect.currency as Currency] : 2;
    await tx.query(
      `insert into payments (id, user_id, created_at, amount, currency, status, gateway_key, plan_id)
       values ($1, $2, $3, $4, $5, 'success', 'stripe', $6) on conflict (id) do nothing`,
      [`pay-${effect.invoiceId}`, sub.user_id, at, effect.amount / 10 ** digits, effect.currency, sub.plan_id],
    );
  });
}
