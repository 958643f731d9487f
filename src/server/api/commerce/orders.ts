/**
 * Orders on the database: promo codes, creating an order at the server's price, and settling it
 * with what a gateway reported. Everything an outcome changes (the order, its payment row, the
 * subscription, the promo code's uses, the affiliate postback, the set-password mail) changes in
 * one transaction under the order's row lock, so a duplicate or concurrent callback changes nothing.
 */
import { randomUUID } from 'node:crypto';
import type * as schemas from '../../../../generated/api/schemas.ts';
import type { EditionId } from '../../../../generated/editions.ts';
import { isLocalePrefix } from '../../../../generated/locales.ts';
import type { Currency, Plan } from '../../../../generated/plans.ts';
import { discounted, majorUnits } from '../../../shared/commerce/pricing.ts';
import type { Queryable, Database } from '../db/index.ts';
import { newEmailToken, storeEmailToken, type SiteLinks } from '../email-tokens.ts';
import { enqueue } from '../mail.ts';
import { canMove, PAYMENT_STATUS, type OrderStatus } from './order-states.ts';

export interface OrderRow {
  readonly id: string;
  readonly user_id: string;
  readonly plan_id: string;
  readonly months: number;
  /** Minor units, discount applied. */
  readonly amount: number;
  readonly full_amount: number;
  readonly currency: Currency;
  readonly promo_code: string | null;
  readonly discount_percent: number;
  readonly status: OrderStatus;
  readonly gateway_key: schemas.Gateway | null;
  readonly external_id: string | null;
  readonly edition: EditionId;
  readonly locale: string;
  readonly aid: string | null;
  readonly btag: string | null;
  readonly new_account: boolean;
  readonly created_at: Date;
  readonly paid_at: Date | null;
}

/** A promo code as the database has it. */
interface PromoRow {
  code: string;
  percent_off: number;
  valid_from: Date | null;
  valid_until: Date | null;
  max_uses: number | null;
  uses: number;
  plan_ids: string[] | null;
}

export type PromoEffect =
  | { readonly kind: 'unknown' }
  | { readonly kind: 'unusable'; readonly reason: NonNullable<schemas.PromoCheck['reason']> }
  | { readonly kind: 'usable'; readonly code: string; readonly percentOff: number; readonly planIds: readonly string[] | null };

/** Codes are compared without case and surrounding space. */
export function normalizePromoCode(code: string): string {
  return code.trim().toUpperCase();
}

/** What a code does now: unknown, known but not usable (and why), or its percent off and plans. */
export async function promoEffect(q: Queryable, code: string, at: Date): Promise<PromoEffect> {
  const [row] = await q.query<PromoRow>('select * from promo_codes where code = $1', [normalizePromoCode(code)]);
  if (!row) return { kind: 'unknown' };
  if (row.valid_from && new Date(row.valid_from) > at) return { kind: 'unusable', reason: 'not-started' };
  if (row.valid_until && new Date(row.valid_until) <= at) return { kind: 'unusable', reason: 'expired' };
  if (row.max_uses !== null && Number(row.uses) >= Number(row.max_uses)) return { kind: 'unusable', reason: 'used-up' };
  return { kind: 'usable', code: row.code, percentOff: Number(row.percent_off), planIds: row.plan_ids };
}

export function appliesTo(effect: PromoEffect, planId: string): effect is Extract<PromoEffect, { kind: 'usable' }> {
  return effect.kind === 'usable' && (effect.planIds === null || effect.planIds.includes(planId));
}

export interface NewOrder {
  readonly userId: string;
  readonly plan: Plan;
  readonly currency: Currency;
  readonly promo: { readonly code: string; readonly percentOff: number } | null;
  readonly edition: EditionId;
  readonly locale: string;
  readonly attribution: { readonly aid: string | null; readonly btag: string | null };
  readonly newAccount: boolean;
  readonly at: Date;
}

/** Inserts an order at the plan table's price, less the promo code's percent. */
export async function insertOrder(q: Queryable, order: NewOrder): Promise<OrderRow> {
  const full = order.plan.prices[order.currency];
  const percent = order.promo?.percentOff ?? 0;
  const [row] = await q.query<OrderRow>(
    `insert into orders (id, user_id, plan_id, months, amount, full_amount, currency, promo_code, discount_percent, edition, locale,
       aid, btag, new_account, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $15) returning *`,
    [
      randomUUID(),
      order.userId,
      order.plan.id,
      order.plan.months,
      discounted(full, percent),
      full,
      order.currency,
      order.promo?.code ?? null,
      percent,
      order.edition,
      order.locale,
      order.attribution.aid,
      order.attribution.btag,
      order.newAccount,
      order.at,
    ],
  );
  return row!;
}

export async function findOrder(q: Queryable, id: string, userId?: string): Promise<OrderRow | null> {
  const rows = await q.query<OrderRow>('select * from orders where id = $1 and ($2::bigint is null or user_id = $2)', [id, userId ?? null]);
  return rows[0] ?? null;
}

/** The API's view of an order (major units). */
export function orderJson(row: OrderRow, token?: string): schemas.Order {
  return {
    id: row.id,
    plan_id: row.plan_id,
    amount: majorUnits(Number(row.amount), row.currency),
    currency: row.currency,
    status: row.status,
    created_at: Math.floor(new Date(row.created_at).getTime() / 1000),
    ...(row.discount_percent
      ? {
          full_amount: majorUnits(Number(row.full_amount), row.currency),
          discount_percent: Number(row.discount_percent),
          promo_code: row.promo_code ?? '',
        }
      : {}),
    ...(row.gateway_key ? { gateway_key: row.gateway_key } : {}),
    ...(row.new_account ? { new_account: true } : {}),
    ...(token ? { token } : {}),
  };
}

/** A month added the way a calendar does (31 January + 1 month = 28 or 29 February, UTC). */
export function addMonths(from: Date, months: number): Date {
  const d = new Date(from);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}

/** What a gateway reported about an order. */
export interface Outcome {
  readonly orderId: string;
  readonly status: Exclude<OrderStatus, 'created'>;
  readonly gateway: schemas.Gateway;
  /** The gateway's id of the payment (a Checkout Session), kept on the order. */
  readonly externalId?: string;
  /** The gateway's id of the recurring subscription, kept on the subscription. */
  readonly subscriptionId?: string;
  /** The gateway's event id: an event seen before changes nothing. */
  readonly eventId?: string;
}

export interface SettleContext {
  readonly links: SiteLinks;
  /** Hours a set-password link stays valid. */
  readonly setPasswordHours: number;
  readonly now: () => Date;
}

export type SettleResult =
  | { readonly changed: true; readonly order: OrderRow; readonly from: OrderStatus }
  | {
      readonly changed: false;
      readonly order: OrderRow | null;
      readonly reason: 'duplicate-event' | 'unknown-order' | 'same-state' | 'not-allowed';
    };

/** Records a gateway's event id in the caller's transaction: false when it was seen before. */
export async function firstSeen(tx: Queryable, gateway: schemas.Gateway, eventId: string, at: Date): Promise<boolean> {
  const fresh = await tx.query(
    'insert into gateway_events (gateway_key, event_id, received_at) values ($1, $2, $3) on conflict do nothing returning 1',
    [gateway, eventId, at],
  );
  return fresh.length > 0;
}

/**
 * Applies an outcome once. The event id is recorded in the same transaction, so a replayed event,
 * a second callback for the same state, and a late callback against a final state change nothing.
 */
export async function settle(db: Database, outcome: Outcome, context: SettleContext): Promise<SettleResult> {
  const at = context.now();
  return db.transaction(async (tx): Promise<SettleResult> => {
    if (outcome.eventId && !(await firstSeen(tx, outcome.gateway, outcome.eventId, at)))
      return { changed: false, order: null, reason: 'duplicate-event' };
    const [order] = await tx.query<OrderRow>('select * from orders where id = $1 for update', [outcome.orderId]);
    if (!order) return { changed: false, order: null, reason: 'unknown-order' };
    if (order.status === outcome.status) return { changed: false, order, reason: 'same-state' };
    if (!canMove(order.status, outcome.status)) return { changed: false, order, reason: 'not-allowed' };
    const [updated] = await tx.query<OrderRow>(
      `update orders set status = $2, gateway_key = $3, external_id = coalesce($4, external_id), updated_at = $5,
         paid_at = case when $2 = 'paid' then $5 else paid_at end
       where id = $1 returning *`,
      [order.id, outcome.status, outcome.gateway, outcome.externalId ?? null, at],
    );
    await tx.query(
      `insert into payments (id, user_id, created_at, amount, currency, status, gateway_key, order_id, plan_id)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       on conflict (order_id) do update set status = excluded.status, gateway_key = excluded.gateway_key`,
      [
        `pay-${order.id}`,
        order.user_id,
        at,
        majorUnits(Number(order.amount), order.currency),
        order.currency,
        PAYMENT_STATUS[outcome.status],
        outcome.gateway,
        order.id,
        order.plan_id,
      ],
    );
    if (outcome.status === 'paid') await onPaid(tx, updated!, outcome, context, at);
    if (outcome.status === 'refunded') {
      // The refunded period ends now.
      await tx.query('update subscriptions set expires_at = $2, is_canceled = true where user_id = $1 and gateway_key = $3', [
        order.user_id,
        at,
        outcome.gateway,
      ]);
    }
    return { changed: true, order: updated!, from: order.status };
  });
}

async function onPaid(tx: Queryable, order: OrderRow, outcome: Outcome, context: SettleContext, at: Date): Promise<void> {
  // Premium runs from the end of a running period, else from now.
  const [current] = await tx.query<{ expires_at: Date | null }>('select expires_at from subscriptions where user_id = $1 for update', [
    order.user_id,
  ]);
  const start = current?.expires_at && new Date(current.expires_at) > at ? new Date(current.expires_at) : at;
  await tx.query(
    `insert into subscriptions (user_id, gateway_key, is_canceled, expires_at, plan_id, external_id) values ($1, $2, false, $3, $4, $5)
     on conflict (user_id) do update set gateway_key = excluded.gateway_key, is_canceled = false, expires_at = excluded.expires_at,
       plan_id = excluded.plan_id, external_id = excluded.external_id`,
    [order.user_id, outcome.gateway, addMonths(start, order.months), order.plan_id, outcome.subscriptionId ?? null],
  );
  await tx.query('update users set allow_config_page = true where id = $1', [order.user_id]);
  if (order.promo_code) await tx.query('update promo_codes set uses = uses + 1 where code = $1', [order.promo_code]);
  if (order.aid || order.btag) {
    await tx.query(
      `insert into affiliate_events (event, aid, btag, user_id, order_id, client, created_at) values ('purchase', $1, $2, $3, $4, 'server', $5)`,
      [order.aid, order.btag, order.user_id, order.id, at],
    );
    await queuePostback(tx, order, at);
  }
  if (order.new_account) {
    const [user] = await tx.query<{ email: string }>('select email from users where id = $1', [order.user_id]);
    const locale = isLocalePrefix(order.locale) ? order.locale : 'en';
    const mail = await newEmailToken(user!.email, 'set-password', locale, context.links, context.setPasswordHours);
    await storeEmailToken(tx, order.user_id, mail, at);
  }
}

/** What the outbox delivers to the affiliate network for a paid order. */
export interface PostbackPayload {
  readonly order_id: string;
  readonly aid: string;
  readonly btag: string;
  /** Major units. */
  readonly amount: number;
  readonly currency: string;
}

/** Queues the order's postback unless it has one: true when this call queued it. */
export async function queuePostback(tx: Queryable, order: OrderRow, at: Date): Promise<boolean> {
  const fresh = await tx.query(
    'insert into affiliate_postbacks (order_id, aid, btag, created_at) values ($1, $2, $3, $4) on conflict do nothing returning 1',
    [order.id, order.aid, order.btag, at],
  );
  if (!fresh.length) return false;
  const payload: PostbackPayload = {
    order_id: order.id,
    aid: order.aid ?? '',
    btag: order.btag ?? '',
    amount: majorUnits(Number(order.amount), order.currency),
    currency: order.currency,
  };
  await enqueue(tx, 'affiliate-postback', payload, at);
  return true;
}
