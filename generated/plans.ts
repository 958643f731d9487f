/* eslint-disable */
// Generated from spec/plans.yaml by `npm run generate`. Do not edit: change the spec and regenerate.

import type { EditionId } from './editions.ts';

export type PlanId = 'month' | 'two-years' | 'year';

export type Currency = 'EUR' | 'USD';

/** Gateways paid on the site. */
export type WebGateway = 'aliumpay' | 'stripe';

/** Store subscriptions bought in the apps. */
export type StoreGateway = 'amazon' | 'huawei' | 'ios' | 'play';

/** A plan of Premium. Prices are EXAMPLE values, in minor units (cents). */
export interface Plan {
  readonly id: PlanId;
  readonly months: number;
  readonly prices: Readonly<Record<Currency, number>>;
  readonly bestValue: boolean;
}

/** The plans in the order shown. */
export const plans: readonly Plan[] = [
  { bestValue: false, id: 'month', months: 1, prices: { EUR: 1099, USD: 1199 } },
  { bestValue: true, id: 'year', months: 12, prices: { EUR: 6588, USD: 7188 } },
  { bestValue: false, id: 'two-years', months: 24, prices: { EUR: 10776, USD: 11976 } },
];

export const planById = Object.fromEntries(plans.map((plan) => [plan.id, plan])) as Readonly<Record<PlanId, Plan>>;

export function isPlanId(value: string): value is PlanId {
  return Object.hasOwn(planById, value);
}

/** Decimal places of each currency's minor unit: an amount of 1199 in USD is 11.99. */
export const currencyDigits: Readonly<Record<Currency, number>> = { EUR: 2, USD: 2 };

export const webGateways: readonly WebGateway[] = ['stripe', 'aliumpay'];

export function isWebGateway(value: string): value is WebGateway {
  return (webGateways as readonly string[]).includes(value);
}

/** Where a store subscription is managed or cancelled. */
export const storeManageUrls: Readonly<Record<StoreGateway, string>> = {
  amazon: 'https://www.amazon.com/yourmembershipsandsubscriptions',
  huawei: 'https://appgallery.huawei.com/',
  ios: 'https://apps.apple.com/account/subscriptions',
  play: 'https://play.google.com/store/account/subscriptions',
};

/** The currency each edition charges in and the web gateways it offers, in order. */
export const commerceByEdition: Readonly<Record<EditionId, { readonly currency: Currency; readonly gateways: readonly WebGateway[] }>> = {
  AR: { currency: 'USD', gateways: ['stripe', 'aliumpay'] },
  MAIN: { currency: 'USD', gateways: ['stripe', 'aliumpay'] },
  RU: { currency: 'EUR', gateways: ['aliumpay'] },
};
