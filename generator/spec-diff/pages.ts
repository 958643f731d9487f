/** spec/routes.yaml and spec/countries.yaml: pages, the country catch-all, the error page, navigation. */
import { byString } from '../literal.ts';
import type { RoutesSpec } from '../schema/routes.ts';
import type { Change, SpecFiles } from './types.ts';
import { fieldChanges, keyedChanges, listChanges, show, valueChanges, valueDetail } from './values.ts';

type Page = RoutesSpec['pages'][number];

const PAGE_FIELDS = [
  ['path', (p: Page) => p.path],
  ['kind', (p: Page) => p.kind],
  ['guards', (p: Page) => p.guards ?? []],
  ['validation', (p: Page) => p.validation],
  ['guest only', (p: Page) => p.guestOnly ?? false],
  ['indexed', (p: Page) => p.index ?? true],
  ['query', (p: Page) => p.query ?? []],
  ['title', (p: Page) => p.title],
  ['description', (p: Page) => p.description],
  ['body', (p: Page) => p.body ?? 'generic'],
] as const;

function describePage(p: Page): string {
  const extras = [
    p.guards?.length ? `guards ${show(p.guards)}` : '',
    p.validation ? `validation ${show(p.validation)}` : '',
    p.guestOnly ? 'guest only' : '',
    p.index === false ? 'not indexed' : '',
    p.query?.length ? `reads ${show(p.query)} from the query` : '',
  ].filter(Boolean);
  return [`${show(p.path)}, ${p.kind}, title ${show(p.title)}`, ...extras].join(', ');
}

/** A part of routes.yaml there is one of: added or removed with its file, else changed in place. */
function single<T>(
  subject: string,
  before: T | undefined,
  after: T | undefined,
  options: { compare?: (a: T, b: T) => string[]; more?: string[] } = {},
): Change[] {
  const compare = options.compare ?? ((a: T, b: T) => [valueDetail(valueChanges(a, b))]);
  const kind = before === undefined ? (after === undefined ? 'changed' : 'added') : after === undefined ? 'removed' : 'changed';
  const own = before !== undefined && after !== undefined ? compare(before, after) : [describe(before ?? after)];
  const detail = [...own, ...(options.more ?? [])].filter(Boolean).join('; ');
  return detail ? [{ area: 'pages', kind, subject, detail, breaking: false }] : [];
}

function describe(value: unknown): string {
  if (Array.isArray(value)) return show(value);
  return Object.entries(value ?? {})
    .map(([k, v]) => `${k} ${show(v)}`)
    .join(', ');
}

function navigationChanges(before: RoutesSpec['navigation'] | undefined, after: RoutesSpec['navigation'] | undefined): Change[] {
  const header = single('header navigation', before?.header, after?.header, { compare: listChanges });
  const groups = keyedChanges('pages', Object.entries(before?.footer ?? {}), Object.entries(after?.footer ?? {}), {
    key: ([group]) => `footer navigation: ${group}`,
    describe: ([, ids]) => show(ids),
    compare: ([, a], [, b]) => listChanges(a, b),
  });
  return [...header, ...groups];
}

/** Pages by id; the catch-all, error page and navigation as single subjects. */
export function pageChanges(before: SpecFiles, after: SpecFiles): Change[] {
  const [a, b] = [before.routes, after.routes];
  const pages = keyedChanges('pages', a?.pages ?? [], b?.pages ?? [], {
    key: (p) => p.id,
    describe: describePage,
    compare: (x, y) => fieldChanges(x, y, PAGE_FIELDS),
  });
  // The list's order means nothing: only codes accepted or no longer accepted matter.
  const codes = (s: SpecFiles) => [...(s.countries?.countries ?? [])].sort(byString);
  const countries = listChanges(codes(before), codes(after)).map((d) => `countries ${d}`);
  return [
    ...pages,
    ...single('country catch-all', a?.country, b?.country, { more: countries }),
    ...single('error page', a?.error, b?.error),
    ...navigationChanges(a?.navigation, b?.navigation),
  ];
}
