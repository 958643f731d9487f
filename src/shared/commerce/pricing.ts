/**
 * Prices of spec/plans.yaml, the same on the server (which charges them) and on the order page
 * (which shows them). Amounts are integers in the currency's minor unit (cents).
 */
import { currencyDigits, plans, type Currency, type Plan } from '../../../generated/plans.ts';

/** The amount after a percent off, rounded to the nearest minor unit (half up). */
export function discounted(amount: number, percentOff: number): number {
  return Math.round((amount * (100 - percentOff)) / 100);
}

/** An amount in minor units as the currency's major unit (1199 USD → 11.99). */
export function majorUnits(amount: number, currency: Currency): number {
  return amount / 10 ** currencyDigits[currency];
}

/** The shortest plan: what a month costs when paid month by month, the base of every saving. */
export const BASE_PLAN: Plan = plans.reduce((a, b) => (b.months < a.months ? b : a));

/** What a plan costs per month, in minor units (not rounded: shown with the currency's digits). */
export function monthlyPrice(plan: Plan, currency: Currency, percentOff = 0): number {
  return discounted(plan.prices[currency], percentOff) / plan.months;
}

/**
 * How much cheaper a month of this plan is than a month of the shortest plan, in whole percent
 * (rounded down, so a saving is never overstated); 0 for the shortest plan. It is the saving of the
 * plan's length: a promo code's percent is shown beside it, not counted in.
 */
export function savingPercent(plan: Plan, currency: Currency): number {
  if (plan.id === BASE_PLAN.id) return 0;
  return Math.max(0, Math.floor((1 - monthlyPrice(plan, currency) / monthlyPrice(BASE_PLAN, currency)) * 100 + 1e-9));
}
