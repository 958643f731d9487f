/** specDiff: what changed between two states of the spec, in product terms. */
import { byString } from '../literal.ts';
import { apiChanges } from './api.ts';
import { cookieChanges, storageChanges } from './browser-state.ts';
import { pageChanges } from './pages.ts';
import { guardChanges, redirectChanges } from './route-rules.ts';
import { constantChanges, editionChanges, localeChanges, planChanges, popupChanges } from './settings.ts';
import { AREAS, type Change, type SpecFiles } from './types.ts';

export type { Change, ChangeArea, ChangeKind, SpecFiles } from './types.ts';

const areaDiffs: ReadonlyArray<(before: SpecFiles, after: SpecFiles) => Change[]> = [
  pageChanges,
  guardChanges,
  redirectChanges,
  apiChanges,
  cookieChanges,
  storageChanges,
  localeChanges,
  editionChanges,
  popupChanges,
  constantChanges,
  planChanges,
];

const KIND_ORDER = { removed: 0, changed: 1, added: 2 } as const;

/** Area order, then subject, kind and detail: the same specs always give the same list. */
function byReadingOrder(a: Change, b: Change): number {
  return (
    AREAS.indexOf(a.area) - AREAS.indexOf(b.area) ||
    byString(a.subject, b.subject) ||
    KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
    byString(a.detail, b.detail)
  );
}

/** Every change from `before` to `after`; a spec file absent on a side counts as empty. */
export function specDiff(before: SpecFiles, after: SpecFiles): Change[] {
  return areaDiffs.flatMap((diff) => diff(before, after)).sort(byReadingOrder);
}
