/** spec/locales.yaml, spec/editions.yaml, spec/popups.yaml, spec/constants.yaml and spec/plans.yaml. */
import type { LocalesSpec } from '../schema/locales.ts';
import type { Change, ChangeArea, SpecFiles } from './types.ts';
import { fieldChanges, keyedChanges, show, valueChanges, valueDetail } from './values.ts';

type Locale = LocalesSpec['locales'][number];

const LOCALE_FIELDS = [
  ['tag', (l: Locale) => l.tag],
  ['dir', (l: Locale) => l.dir],
  ['name', (l: Locale) => l.name],
] as const;

export function localeChanges(before: SpecFiles, after: SpecFiles): Change[] {
  return keyedChanges('locales', before.locales?.locales ?? [], after.locales?.locales ?? [], {
    key: (l) => l.prefix,
    describe: (l) => `${l.name}, tag ${show(l.tag)}, ${l.dir}`,
    compare: (x, y) => fieldChanges(x, y, LOCALE_FIELDS),
  });
}

function describeFields(value: unknown): string {
  return Object.entries(value ?? {})
    .map(([k, v]) => `${k} ${show(v)}`)
    .join(', ');
}

/** Editions and environments by name, each with its nested differences in one line. */
export function editionChanges(before: SpecFiles, after: SpecFiles): Change[] {
  const table = <T>(record: Partial<Record<string, T>> | undefined, label: string) =>
    Object.entries(record ?? {}).map(([id, value]) => ({ id: `${id} ${label}`, value }));
  const compare = (a: ReturnType<typeof table>, b: ReturnType<typeof table>) =>
    keyedChanges('editions', a, b, {
      key: (e) => e.id,
      describe: (e) => describeFields(e.value),
      compare: (x, y) => [valueDetail(valueChanges(x.value, y.value))].filter(Boolean),
    });
  return [
    ...compare(table(before.editions?.editions, 'edition'), table(after.editions?.editions, 'edition')),
    ...compare(table(before.editions?.environments, 'environment'), table(after.editions?.environments, 'environment')),
  ];
}

/** Plain settings: every changed value by its dotted path, old → new. */
function settingChanges(area: ChangeArea, before: unknown, after: unknown): Change[] {
  return valueChanges(before, after).map((c) => ({
    area,
    kind: c.kind,
    subject: c.path || area,
    detail: c.detail,
    breaking: false,
  }));
}

export function popupChanges(before: SpecFiles, after: SpecFiles): Change[] {
  return settingChanges('popups', before.popups ?? {}, after.popups ?? {});
}

export function constantChanges(before: SpecFiles, after: SpecFiles): Change[] {
  return settingChanges('constants', before.constants ?? {}, after.constants ?? {});
}

/** Plans by id (a price, a duration, the best-value mark), and the gateways per edition. */
export function planChanges(before: SpecFiles, after: SpecFiles): Change[] {
  const byId = (files: SpecFiles) => ({
    ...files.plans,
    plans: Object.fromEntries((files.plans?.plans ?? []).map((p) => [p.id, p])),
  });
  return settingChanges('plans', byId(before), byId(after));
}
