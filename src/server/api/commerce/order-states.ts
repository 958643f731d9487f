/**
 * Order states and the moves between them, in one place. An order is `created` when the buyer picks
 * a plan, `pending` once a gateway has it but has not settled it (a bank transfer, a 3-D Secure
 * check), then `paid` or `failed`; a paid order can be `refunded`. `failed` and `refunded` are
 * final: trying again makes a new order.
 */
import type * as schemas from '../../../../generated/api/schemas.ts';

export type OrderStatus = schemas.OrderStatus;

export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  created: ['pending', 'paid', 'failed'],
  pending: ['paid', 'failed'],
  paid: ['refunded'],
  failed: [],
  refunded: [],
};

export function canMove(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

/** The payment row an order's state shows as (the cabinet's list); a created order has none. */
export const PAYMENT_STATUS: Readonly<Record<Exclude<OrderStatus, 'created'>, schemas.Payment['status']>> = {
  pending: 'pending',
  paid: 'success',
  failed: 'failed',
  refunded: 'refunded',
};

/** Whether the buyer can still be sent to a gateway: nothing settled yet. */
export function isPayable(status: OrderStatus): boolean {
  return status === 'created' || status === 'pending';
}
