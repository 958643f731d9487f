/** spec/constants.yaml → generated/constants.ts: business constants and limits (product spec §9). */
import { byString, literal } from '../literal.ts';
import { constant, printTs } from '../ts-file.ts';
import type { Emitter } from './types.ts';

export const emitConstants: Emitter = (spec) => {
  const c = spec.constants;
  const statements = Object.keys(c)
    .sort(byString)
    .map((key) => constant(key, `${literal(c[key as keyof typeof c])} as const`));
  const gatewayNames = Object.fromEntries(c.gateways.map((g) => [g.key, g.name]));
  statements.push(constant('gatewayNames', `${literal(gatewayNames)} as const`, { doc: 'Display names by gateway key.' }));
  return [{ path: 'constants.ts', content: printTs('constants.ts', 'spec/constants.yaml', statements) }];
};
