/** spec/guards.yaml (the route-rule chain, where order matters) and spec/redirects.yaml. */
import type { GuardsSpec } from '../schema/guards.ts';
import type { RedirectsSpec } from '../schema/redirects.ts';
import type { Change, SpecFiles } from './types.ts';
import { fieldChanges, keyedChanges, movedKeys, placeOf, show } from './values.ts';

type Guard = GuardsSpec['guards'][number];
type Redirect = RedirectsSpec['redirects'][number];

const GUARD_FIELDS = [
  ['runs', (g: Guard) => g.runs],
  ['applies to', (g: Guard) => g.appliesTo],
  ['rule', (g: Guard) => g.rule],
] as const;

const REDIRECT_FIELDS = [
  ['to', (r: Redirect) => r.to],
  ['status', (r: Redirect) => r.status],
  ['every locale', (r: Redirect) => r.everyLocale ?? false],
] as const;

/** Guards by id; a guard whose place in the chain moved says where it now runs. */
export function guardChanges(before: SpecFiles, after: SpecFiles): Change[] {
  const a = before.guards?.guards ?? [];
  const b = after.guards?.guards ?? [];
  const [ids, newIds] = [a.map((g) => g.id), b.map((g) => g.id)];
  const moved = movedKeys(ids, newIds);
  return keyedChanges('guards', a, b, {
    key: (g) => g.id,
    describe: (g) => {
      const list = a.includes(g) ? ids : newIds;
      return `${placeOf(list, g.id)} in the chain, runs ${show(g.runs)}, applies to ${show(g.appliesTo)}: ${g.rule}`;
    },
    compare: (x, y) => [
      ...(moved.has(x.id) ? [`moved: now ${placeOf(newIds, x.id)} (was ${placeOf(ids, x.id)})`] : []),
      ...fieldChanges(x, y, GUARD_FIELDS),
    ],
  });
}

/** Redirect rules by their source path. */
export function redirectChanges(before: SpecFiles, after: SpecFiles): Change[] {
  return keyedChanges('redirects', before.redirects?.redirects ?? [], after.redirects?.redirects ?? [], {
    key: (r) => r.from,
    describe: (r) => `→ ${show(r.to)} (${r.status}${r.everyLocale ? ', every locale' : ''})`,
    compare: (x, y) => fieldChanges(x, y, REDIRECT_FIELDS),
  });
}
