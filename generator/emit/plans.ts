/** spec/plans.yaml → generated/plans.ts: plans with prices in minor units, gateways per edition. */
import { currencyDigits } from '../currency.ts';
import { byString, literal } from '../literal.ts';
import { constant, importFrom, printTs, typeAlias } from '../ts-file.ts';
import type { Emitter } from './types.ts';

const union = (values: readonly string[]) =>
  values.length
    ? [...values]
        .sort(byString)
        .map((v) => `'${v}'`)
        .join(' | ')
    : 'never';

export const emitPlans: Emitter = (spec) => {
  const p = spec.plans;
  const currencies = [...new Set(Object.values(p.editions).map((e) => e.currency))].sort(byString);
  const digits = Object.fromEntries(currencies.map((c) => [c, currencyDigits(c)]));
  const plans = p.plans.map((plan) => ({
    id: plan.id,
    months: plan.months,
    prices: Object.fromEntries(currencies.map((c) => [c, Math.round(plan.prices[c]! * 10 ** digits[c]!)])),
    bestValue: plan.bestValue ?? false,
  }));
  const editions = Object.fromEntries(
    Object.keys(p.editions)
      .sort(byString)
      .map((id) => [id, p.editions[id as keyof typeof p.editions]]),
  );
  const content = printTs('plans.ts', 'spec/plans.yaml', [
    importFrom('./editions.ts', ['EditionId'], true),
    typeAlias('PlanId', union(plans.map((x) => x.id))),
    typeAlias('Currency', union(currencies)),
    typeAlias('WebGateway', union(p.gateways.web), 'Gateways paid on the site.'),
    typeAlias('StoreGateway', union(p.gateways.store.map((s) => s.key)), 'Store subscriptions bought in the apps.'),
    `/** A plan of Premium. Prices are EXAMPLE values, in minor units (cents). */\nexport interface Plan {\n  readonly id: PlanId;\n  readonly months: number;\n  readonly prices: Readonly<Record<Currency, number>>;\n  readonly bestValue: boolean;\n}`,
    constant('plans', literal(plans), { type: 'readonly Plan[]', doc: 'The plans in the order shown.' }),
    constant('planById', 'Object.fromEntries(plans.map((plan) => [plan.id, plan])) as Readonly<Record<PlanId, Plan>>'),
    `export function isPlanId(value: string): value is PlanId {\n  return Object.hasOwn(planById, value);\n}`,
    constant('currencyDigits', literal(digits), {
      type: 'Readonly<Record<Currency, number>>',
      doc: "Decimal places of each currency's minor unit: an amount of 1199 in USD is 11.99.",
    }),
    constant('webGateways', literal(p.gateways.web), { type: 'readonly WebGateway[]' }),
    `export function isWebGateway(value: string): value is WebGateway {\n  return (webGateways as readonly string[]).includes(value);\n}`,
    constant('storeManageUrls', literal(Object.fromEntries(p.gateways.store.map((s) => [s.key, s.manageUrl]))), {
      type: 'Readonly<Record<StoreGateway, string>>',
      doc: 'Where a store subscription is managed or cancelled.',
    }),
    constant('commerceByEdition', literal(editions), {
      type: 'Readonly<Record<EditionId, { readonly currency: Currency; readonly gateways: readonly WebGateway[] }>>',
      doc: 'The currency each edition charges in and the web gateways it offers, in order.',
    }),
  ]);
  return [{ path: 'plans.ts', content }];
};
