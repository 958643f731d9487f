/** spec/popups.yaml → generated/popups.ts: popup codes, eligibility rules, order and timings. */
import { literal } from '../literal.ts';
import { constant, printTs, typeAlias } from '../ts-file.ts';
import type { Emitter } from './types.ts';

export const emitPopups: Emitter = (spec) => {
  const p = spec.popups;
  const content = printTs('popups.ts', 'spec/popups.yaml', [
    constant('popupProductId', literal(p.productId), { doc: 'The product id whose list the CDN serves (DECISIONS 10).' }),
    constant('popupTimings', `${literal(p.timings)} as const`, { doc: 'Delay after mount and cache lifetime (product spec §9).' }),
    constant('popupCodes', `${literal(p.codes)} as const`, { doc: 'Field codes of the popup list (product spec §3).' }),
    typeAlias('PopupRuleId', p.eligibility.map((r) => `'${r.id}'`).join(' | ')),
    constant('popupEligibility', `${literal(p.eligibility)} as const`, {
      doc: 'Every rule must hold for an entry to be kept (product spec §5).',
    }),
    constant('popupForceAlways', `${literal(p.forceAlwaysFor)} as const`, { doc: 'Popup types always displayed, whatever display_type.' }),
    constant('popupOrder', `${literal(p.order)} as const`, { doc: 'Sort keys in order of precedence; ties keep list order.' }),
    constant('popupRequiredTranslation', `${literal(p.requireTranslation)} as const`),
    constant('popupFallbackLocale', literal(p.fallbackLocale)),
  ]);
  return [{ path: 'popups.ts', content }];
};
