/* eslint-disable */
// Generated from spec/plans.yaml by `npm run generate`. Do not edit: change the spec and regenerate.

import type { EditionId } from './editions.ts';

export type PlanId = 'month';

export type Currency = 'USD';

/** Gateways paid on the site. */
export type WebGateway = 'stripe';

/** Store subscriptions bought in the apps. */
export type StoreGateway = never;

/** A plan of Premium. Prices are EXAMPLE values, in minor units (cents). */
export interface Plan {
  readonly id: PlanId;
  readonly months: number;
  readonly prices: Readonly<Record<Currency, number>>;
  readonly bestValue: boolean;
}

/** The plans in the order shown. */
export const plans: readonly Plan[] = [{ bestValue: false, id: 'month', months: 1, prices: { USD: 999 } }];

export const planById = Object.fromEntries(plans.map((plan) => [plan.id, plan])) as Readonly<Record<PlanId, Plan>>;

export function isPlanId(value: string): value is PlanId {
  return Object.hasOwn(planById, value);
}

/** Decimal places of each currency's minor unit: an amount of 1199 in USD is 11.99. */
export const currencyDigits: Readonly<Record<Currency, number>> = { USD: 2 };

export const webGateways: readonly WebGateway[] = ['stripe'];

export function isWebGateway(value: string): value is WebGateway {
  return (webGateways as readonly string[]).includes(value);
}

/** Where a store subscription is managed or cancelled. */
export const storeManageUrls: Readonly<Record<StoreGateway, string>> = {};

/** The currency each edition charges in and the web gateways it offers, in order. */
export const commerceByEdition: Readonly<Record<EditionId, { readonly currency: Currency; readonly gateways: readonly WebGateway[] }>> = {
  AR: { currency: 'USD', gateways: ['stripe'] },
  MAIN: { currency: 'USD', gateways: ['stripe'] },
  RU: { currency: 'USD', gateways: ['stripe'] },
};
