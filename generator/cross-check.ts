/** Checks that span spec files: every reference names something that exists, every schema compiles as written. */
import { parse } from '@formatjs/icu-messageformat-parser';
import { operationsOf, success } from './emit/api.ts';
import { zodDialect } from './emit/api-zod.ts';
import { checkDialect, componentsNeeded } from './emit/json-check.ts';
import { specMessages } from './emit/messages.ts';
import { currencyDigits } from './currency.ts';
import { schemaCycles, schemaIssues, type SchemaIssue } from './json-schema-subset.ts';
import type { LoadedFile, SpecProblem } from './load.ts';
import { keyOf, problemAt } from './load.ts';
import type { Spec, SpecFile } from './schema/index.ts';

/** `onKey`: the problem is the key itself (a keyword that is not supported), so point at the key. */
type Report = (file: SpecFile, keyPath: PropertyKey[], message: string, onKey?: boolean) => void;

function duplicates<T>(items: readonly T[], key: (t: T) => string, report: (index: number, value: string) => void): void {
  const seen = new Set<string>();
  items.forEach((item, i) => {
    const k = key(item);
    if (seen.has(k)) report(i, k);
    seen.add(k);
  });
}

function checkLocalesAndEditions(spec: Spec, report: Report): Set<string> {
  const prefixes = new Set(spec.locales.locales.map((l) => l.prefix));
  duplicates(
    spec.locales.locales,
    (l) => l.prefix,
    (i, v) => report('locales', ['locales', i, 'prefix'], `duplicate locale prefix "${v}"`),
  );
  if (!spec.editions.editions.MAIN) report('editions', ['editions'], 'expected a MAIN edition');
  for (const [id, ed] of Object.entries(spec.editions.editions)) {
    ed.locales.forEach((l, i) => {
      if (!prefixes.has(l)) report('editions', ['editions', id, 'locales', i], `unknown locale "${l}"; expected one of locales.yaml`);
    });
    if (!ed.locales.includes(ed.defaultLocale))
      report('editions', ['editions', id, 'defaultLocale'], `default locale "${ed.defaultLocale}" is not among the edition's locales`);
  }
  return prefixes;
}

/** The last segment of an item page's path: /blog/{slug}/ is one page for every article. */
const ITEM_SEGMENT = '/{slug}/';
const isItemPath = (path: string) => path.endsWith(ITEM_SEGMENT);

function checkRoutes(spec: Spec, report: Report, prefixes: Set<string>): void {
  const { pages } = spec.routes;
  const guards = new Map(spec.guards.guards.map((g) => [g.id, g]));
  const ids = new Set(pages.map((p) => p.id));
  duplicates(
    pages,
    (p) => p.id,
    (i, v) => report('routes', ['pages', i, 'id'], `duplicate page id "${v}"`),
  );
  duplicates(
    pages,
    (p) => p.path,
    (i, v) => report('routes', ['pages', i, 'path'], `duplicate path "${v}"`),
  );
  pages.forEach((p, i) => {
    const first = p.path.split('/')[1] ?? '';
    if (prefixes.has(first)) report('routes', ['pages', i, 'path'], `path "${p.path}" starts with the locale prefix "${first}"`);
    if (/^[a-z]{2}$/.test(first))
      report('routes', ['pages', i, 'path'], `path "${p.path}" starts with a two-letter segment, which is the country catch-all's`);
    if (isItemPath(p.path)) {
      if (p.path === ITEM_SEGMENT)
        report('routes', ['pages', i, 'path'], 'an item page needs a path of its own before {slug}, such as /blog/{slug}/');
      if (!p.validation) report('routes', ['pages', i], 'an item page needs a `validation` that knows its slugs');
      if (p.kind !== 'marketing') report('routes', ['pages', i, 'kind'], 'an item page is a marketing page');
    }
    p.guards?.forEach((g, j) => {
      const guard = guards.get(g);
      if (!guard)
        report('routes', ['pages', i, 'guards', j], `unknown guard "${g}"; expected one of guards.yaml: ${[...guards.keys()].join(', ')}`);
      else if (guard.appliesTo !== 'listed')
        report('routes', ['pages', i, 'guards', j], `guard "${g}" applies to all pages; only appliesTo: listed guards are named per page`);
    });
  });
  const { country, navigation } = spec.routes;
  if (ids.has(country.id)) report('routes', ['country', 'id'], `id "${country.id}" is also a page id`);
  for (const m of specMessages(spec)) {
    try {
      parse(m.text);
    } catch (e) {
      report('routes', m.at, `not a valid ICU message (${(e as Error).message}); write literal braces as '{' and '}'`);
    }
  }
  const items = new Set(pages.filter((p) => isItemPath(p.path)).map((p) => p.id));
  const checkLink = (id: string, at: PropertyKey[]) => {
    if (!ids.has(id)) report('routes', at, `unknown page id "${id}"`);
    else if (items.has(id)) report('routes', at, `"${id}" is an item page (its path has {slug}); link its collection instead`);
  };
  navigation.header.forEach((id, i) => checkLink(id, ['navigation', 'header', i]));
  for (const [group, list] of Object.entries(navigation.footer)) list.forEach((id, i) => checkLink(id, ['navigation', 'footer', group, i]));
  duplicates(
    spec.guards.guards,
    (g) => g.id,
    (i, v) => report('guards', ['guards', i, 'id'], `duplicate guard id "${v}"`),
  );
  const paths = new Set(pages.map((p) => p.path));
  spec.redirects.redirects.forEach((r, i) => {
    if (paths.has(r.from)) report('redirects', ['redirects', i, 'from'], `"${r.from}" is a page's path; the redirect would hide the page`);
  });
  duplicates(
    spec.redirects.redirects,
    (r) => r.from,
    (i, v) => report('redirects', ['redirects', i, 'from'], `duplicate rule for "${v}"`),
  );
}

/** Every "$ref" inside a value, with its key path. */
function refsIn(value: unknown, at: PropertyKey[], out: Array<{ ref: string; at: PropertyKey[] }>): void {
  if (Array.isArray(value)) value.forEach((v, i) => refsIn(v, [...at, i], out));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k === '$ref' && typeof v === 'string') out.push({ ref: v, at: [...at, k] });
      else refsIn(v, [...at, k], out);
    }
  }
}

function checkApi(spec: Spec, report: Report): Set<string> {
  const { api } = spec;
  const refs: Array<{ ref: string; at: PropertyKey[] }> = [];
  refsIn(api, [], refs);
  for (const { ref, at } of refs) {
    const [, section, name] = /^#\/components\/(\w+)\/([^/]+)$/.exec(ref) ?? [];
    const table = section ? (api.components as Record<string, Record<string, unknown> | undefined>)[section] : undefined;
    if (!table || !name || !(name in table)) report('api', at, `unresolved reference "${ref}"`);
  }
  const opIds: Array<{ id: string; at: PropertyKey[] }> = [];
  for (const [p, item] of Object.entries(api.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (op) opIds.push({ id: op.operationId, at: ['paths', p, method, 'operationId'] });
    }
  }
  duplicates(
    opIds,
    (o) => o.id,
    (i, v) => report('api', opIds[i]!.at, `duplicate operationId "${v}"`),
  );
  if (opIds.some((o) => o.id === api['x-generic-get']))
    report('api', ['x-generic-get'], 'the generic GET function name is also an operationId');
  api['x-default-headers'].forEach((h, i) => {
    if (!(h in api.components.parameters))
      report('api', ['x-default-headers', i], `unknown parameter "${h}"; expected one of components.parameters`);
  });
  return new Set(Object.keys(api.components.schemas));
}

function checkBrowserState(spec: Spec, report: Report, schemas: Set<string>, prefixes: Set<string>): void {
  duplicates(
    spec.cookies.cookies,
    (c) => c.name,
    (i, v) => report('cookies', ['cookies', i, 'name'], `duplicate cookie "${v}"`),
  );
  duplicates(
    spec.storage.keys,
    (k) => k.key,
    (i, v) => report('storage', ['keys', i, 'key'], `duplicate storage key "${v}"`),
  );
  spec.storage.keys.forEach((k, i) => {
    if (k.type.kind === 'schema' && !schemas.has(k.type.schema))
      report('storage', ['keys', i, 'type', 'schema'], `unknown schema "${k.type.schema}"; expected one of api.yaml components.schemas`);
  });
  if (!prefixes.has(spec.popups.fallbackLocale)) report('popups', ['fallbackLocale'], `unknown locale "${spec.popups.fallbackLocale}"`);
  duplicates(
    spec.countries.countries,
    (c) => c,
    (i, v) => report('countries', ['countries', i], `duplicate country "${v}"`),
  );
}

function checkConstants(spec: Spec, report: Report, prefixes: Set<string>): void {
  const { constants } = spec;
  for (const l of Object.keys(constants.chat.localeMap)) {
    if (!prefixes.has(l)) report('constants', ['chat', 'localeMap', l], `unknown locale "${l}"`);
  }
  const pageIds = new Set(spec.routes.pages.map((p) => p.id));
  duplicates(
    constants.apps,
    (a) => a.id,
    (i, v) => report('constants', ['apps', i, 'id'], `duplicate app id "${v}"`),
  );
  constants.apps.forEach((app, i) => {
    if (!pageIds.has(app.page)) report('constants', ['apps', i, 'page'], `unknown page id "${app.page}"`);
    if (app.get.includes('direct') !== (app.file !== undefined))
      report(
        'constants',
        ['apps', i, app.file ? 'file' : 'get'],
        'a direct download needs its `file`, and a `file` needs `direct` in `get`',
      );
  });
  const byLocale = constants.stores.appStore.countryByLocale;
  for (const l of Object.keys(byLocale)) {
    if (!prefixes.has(l)) report('constants', ['stores', 'appStore', 'countryByLocale', l], `unknown locale "${l}"`);
  }
  for (const l of prefixes) {
    if (!(l in byLocale)) report('constants', ['stores', 'appStore', 'countryByLocale'], `no App Store country for locale "${l}"`);
  }
  const gateway = spec.api.components.schemas.Gateway as { enum?: unknown[] } | undefined;
  const keys = constants.gateways.map((g) => g.key);
  if (!gateway || JSON.stringify([...(gateway.enum ?? [])].sort()) !== JSON.stringify([...keys].sort()))
    report('constants', ['gateways'], `gateway keys must equal the Gateway enum of api.yaml (${(gateway?.enum ?? []).join(', ')})`);
}

function checkPlans(spec: Spec, report: Report): void {
  const { plans } = spec;
  const gateway = spec.api.components.schemas.Gateway as { enum?: unknown[] } | undefined;
  const known = new Set((gateway?.enum ?? []).map(String));
  const web = new Set(plans.gateways.web);
  const store = plans.gateways.store.map((s) => s.key);
  plans.gateways.web.forEach((key, i) => {
    if (!known.has(key)) report('plans', ['gateways', 'web', i], `unknown gateway "${key}"; expected one of the Gateway enum of api.yaml`);
  });
  store.forEach((key, i) => {
    if (!known.has(key))
      report('plans', ['gateways', 'store', i, 'key'], `unknown gateway "${key}"; expected one of the Gateway enum of api.yaml`);
    else if (web.has(key)) report('plans', ['gateways', 'store', i, 'key'], `gateway "${key}" is both a web and a store gateway`);
  });
  const missing = [...known].filter((k) => !web.has(k) && !store.includes(k));
  if (missing.length) report('plans', ['gateways'], `every gateway is web or store; not placed: ${missing.join(', ')}`);
  for (const id of Object.keys(spec.editions.editions)) {
    if (!(id in plans.editions)) report('plans', ['editions'], `no currency and gateways for edition "${id}"`);
  }
  const currencies = new Set<string>();
  for (const [id, edition] of Object.entries(plans.editions)) {
    if (!(id in spec.editions.editions)) report('plans', ['editions', id], `unknown edition "${id}"`, true);
    currencies.add(edition.currency);
    edition.gateways.forEach((key, i) => {
      if (!web.has(key)) report('plans', ['editions', id, 'gateways', i], `"${key}" is not a web gateway (gateways.web)`);
    });
  }
  duplicates(
    plans.plans,
    (p) => p.id,
    (i, v) => report('plans', ['plans', i, 'id'], `duplicate plan id "${v}"`),
  );
  const best = plans.plans.flatMap((p, i) => (p.bestValue ? [i] : []));
  for (const i of best.slice(1)) report('plans', ['plans', i, 'bestValue'], 'at most one plan is the best value');
  plans.plans.forEach((plan, i) => {
    for (const c of currencies) {
      if (!(c in plan.prices)) report('plans', ['plans', i, 'prices'], `no price in ${c}, which an edition charges in`);
    }
    for (const [c, amount] of Object.entries(plan.prices)) {
      if (!currencies.has(c)) report('plans', ['plans', i, 'prices', c], `no edition charges in ${c}`, true);
      else if (!Number.isInteger(Math.round(amount * 10 ** currencyDigits(c) * 1e6) / 1e6))
        report('plans', ['plans', i, 'prices', c], `${c} has ${currencyDigits(c)} decimal places; ${amount} has more`);
    }
  });
}

/** "A", "A or B", "A, B or C". */
function either(names: readonly string[]): string {
  return names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} or ${names.at(-1)!}`;
}

/**
 * The schemas of api.yaml as the two compilers will see them: every component and each operation's
 * JSON success body (zod/mini), and the components a storage key's value reaches (storage checks). A
 * keyword both refuse at one place is one problem naming both.
 */
function checkCompiledSchemas(spec: Spec, report: Report): void {
  const schemas = spec.api.components.schemas;
  const cycles = schemaCycles(schemas);
  for (const { at, cycle } of cycles) {
    report(
      'api',
      ['components', 'schemas', ...at],
      `"$ref" closes the cycle ${cycle.join(' → ')}: recursive schemas are not supported (each schema is emitted after the schemas it refers to)`,
      true,
    );
  }
  const issues: Array<SchemaIssue & { by: string }> = [];
  const add = (found: SchemaIssue[], by: string) => issues.push(...found.map((issue) => ({ ...issue, by })));
  const zod = 'the zod/mini compiler';
  for (const [name, schema] of Object.entries(schemas)) add(schemaIssues(schema, ['components', 'schemas', name], zodDialect), zod);
  for (const operation of operationsOf(spec.api)) {
    const ok = success(spec.api, operation);
    if (ok?.media.includes('json')) add(schemaIssues(ok.schema, ok.at, zodDialect), zod);
  }
  // componentsNeeded orders by dependency, which a cycle makes impossible; the cycle is reported above.
  if (cycles.length === 0) {
    for (const { key, type } of spec.storage.keys) {
      if (type.kind !== 'schema' || !(type.schema in schemas)) continue;
      for (const name of componentsNeeded(schemas, [type.schema])) {
        add(schemaIssues(schemas[name], ['components', 'schemas', name], checkDialect), `the storage check of "${key}"`);
      }
    }
  }
  const merged = new Map<string, SchemaIssue & { by: string[] }>();
  for (const { by, ...issue } of issues) {
    const id = `${keyOf(issue.at)}\0${issue.message}`;
    const seen = merged.get(id);
    if (!seen) merged.set(id, { ...issue, by: [by] });
    else if (!seen.by.includes(by)) seen.by.push(by);
  }
  for (const { at, message, unsupported, onKey, by } of merged.values()) {
    report('api', [...at], unsupported ? `keyword "${unsupported}" is not supported by ${either(by)}` : message, onKey);
  }
}

/** Runs every cross-file check; positions point into the file that holds the reference. */
export function crossCheck(spec: Spec, files: Map<SpecFile, LoadedFile>): SpecProblem[] {
  const problems: SpecProblem[] = [];
  const report: Report = (file, keyPath, message, onKey) => problems.push(problemAt(files.get(file)!, keyPath, message, onKey));
  const prefixes = checkLocalesAndEditions(spec, report);
  checkRoutes(spec, report, prefixes);
  const schemas = checkApi(spec, report);
  checkBrowserState(spec, report, schemas, prefixes);
  checkCompiledSchemas(spec, report);
  checkConstants(spec, report, prefixes);
  checkPlans(spec, report);
  return problems;
}
