/** spec/routes.yaml → generated/routes.ts (page table, hrefs, navigation) and generated/resolver.ts. */
import { byString, camel, literal, quote } from '../literal.ts';
import type { Spec } from '../schema/index.ts';
import { constant, func, importFrom, printTs, typeAlias } from '../ts-file.ts';
import type { Emitter } from './types.ts';

const SOURCE = 'spec/routes.yaml';

function routesFile(spec: Spec): string {
  const { pages, country, error, navigation } = spec.routes;
  const sorted = [...pages].sort((a, b) => byString(a.id, b.id));
  const table = Object.fromEntries(
    sorted.map((p) => [
      p.id,
      {
        id: p.id,
        path: p.path,
        kind: p.kind,
        title: p.title,
        description: p.description,
        guards: p.guards ?? [],
        validation: p.validation ?? null,
        guestOnly: p.guestOnly ?? false,
      },
    ]),
  );
  const validations = [...new Set([...pages.flatMap((p) => (p.validation ? [p.validation] : [])), country.validation])].sort(byString);
  const listed = spec.guards.guards.filter((g) => g.appliesTo === 'listed').map((g) => g.id);
  const services = sorted.filter((p) => p.kind === 'service').map((p) => [p.path.slice(1, -1), p.id]);
  return printTs('routes.ts', SOURCE, [
    importFrom('./locales.ts', ['LocalePrefix'], true),
    typeAlias('PageId', sorted.map((p) => quote(p.id)).join(' | '), 'The stable id of a page.'),
    typeAlias('RouteId', `PageId | ${quote(country.id)}`, 'A page or the country landing page.'),
    typeAlias('PageKind', `'app' | 'marketing' | 'service' | 'country'`),
    typeAlias('ValidationName', validations.map(quote).join(' | '), 'Page validation checks; src/guards implements each.'),
    typeAlias('PageGuardId', listed.map(quote).join(' | ') || 'never', 'Guards a page opts into (appliesTo: listed).'),
    `/** A page of routes.yaml. */\nexport interface PageSpec {\n  readonly id: RouteId;\n  /** The path below the locale prefix, with its trailing slash. */\n  readonly path: string;\n  readonly kind: PageKind;\n  /** Message ids of the page's title (also its heading) and meta description. */\n  readonly title: string;\n  readonly description: string;\n  readonly guards: readonly PageGuardId[];\n  readonly validation: ValidationName | null;\n  /** A signed-in user opening this page goes to the profile. */\n  readonly guestOnly: boolean;\n}`,
    constant('pages', literal(table), { type: 'Readonly<Record<PageId, PageSpec>>', doc: 'Every page, by id.' }),
    constant(
      'countryPage',
      literal({
        id: country.id,
        path: '/{code}/',
        kind: 'country',
        title: country.title,
        description: country.description,
        guards: [],
        validation: country.validation,
        guestOnly: false,
      }),
      { type: 'PageSpec', doc: 'The country landing: /{code}/ and /{code}/{service}/ (DECISIONS 5).' },
    ),
    constant('countryServiceMessages', literal({ title: country.serviceTitle, description: country.serviceDescription }), {
      doc: 'Title and description of a service × country landing.',
    }),
    constant('serviceBySlug', `new Map<string, PageId>(${literal(services)})`, {
      type: 'ReadonlyMap<string, PageId>',
      doc: 'Service pages by slug: the rest-of-path a country landing accepts.',
    }),
    constant('errorPage', literal(error), { doc: 'The error page (product spec §2).' }),
    constant(
      'navigation',
      `${literal(navigation)} as const satisfies { header: readonly PageId[]; footer: Record<string, readonly PageId[]> }`,
      {
        doc: 'Links of the shared layout.',
      },
    ),
    func(
      'pageHref',
      [
        { name: 'path', type: 'string' },
        { name: 'locale', type: 'LocalePrefix' },
        { name: 'defaultLocale', type: 'LocalePrefix' },
      ],
      'string',
      'return locale === defaultLocale ? path : `/${locale}${path}`;',
      'A path under a locale: the default locale has no prefix.',
    ),
    `/** A page's path and its href under a locale. */\nexport interface Route {\n  readonly id: PageId;\n  readonly path: string;\n  href(locale: LocalePrefix, defaultLocale: LocalePrefix): string;\n}`,
    constant(
      'routes',
      `{\n${sorted.map((p) => `  ${camel(p.id)}: { id: ${quote(p.id)}, path: ${quote(p.path)}, href: (locale, defaultLocale) => pageHref(${quote(p.path)}, locale, defaultLocale) },`).join('\n')}\n}`,
      {
        type: `{ readonly [K in ${sorted.map((p) => quote(camel(p.id))).join(' | ')}]: Route }`,
        doc: 'Every page as { path, href }: no hand-typed URLs in components.',
      },
    ),
  ]);
}

function resolverFile(spec: Spec): string {
  const byRest = [...spec.routes.pages].sort((a, b) => byString(a.path, b.path)).map((p) => [p.path.slice(1, -1), p.id]);
  const ids = Object.keys(spec.editions.editions).sort(byString) as Array<keyof typeof spec.editions.editions>;
  const prefixes = Object.fromEntries(
    ids.map((id) => {
      const e = spec.editions.editions[id]!;
      return [id, e.locales.filter((l) => l !== e.defaultLocale).sort(byString)];
    }),
  );
  const defaults = Object.fromEntries(ids.map((id) => [id, spec.editions.editions[id]!.defaultLocale]));
  const countryId = spec.routes.country.id;
  return printTs('resolver.ts', `${SOURCE} and spec/editions.yaml`, [
    importFrom('./editions.ts', ['EditionId'], true),
    importFrom('./locales.ts', ['LocalePrefix'], true),
    importFrom('./routes.ts', ['PageId', 'RouteId'], true),
    `/** What a path is. The resolver only matches; page validation (guard 1) judges params. */\nexport type Resolution =\n  | {\n      readonly kind: 'page';\n      readonly page: RouteId;\n      readonly locale: LocalePrefix;\n      /** Whether the path was under a locale prefix. */\n      readonly prefixed: boolean;\n      /** The path below the locale prefix, with its trailing slash. */\n      readonly rest: string;\n      /** Country landing params: code and rest-of-path ('' for none). */\n      readonly params: { readonly code?: string; readonly service?: string };\n      /** Whether the path ended with a slash. */\n      readonly slashed: boolean;\n    }\n  | { readonly kind: 'none'; readonly locale: LocalePrefix; readonly prefixed: boolean; readonly rest: string; readonly slashed: boolean };`,
    constant('pageByRest', `new Map<string, PageId>(${literal(byRest, '')})`, {
      type: 'ReadonlyMap<string, PageId>',
      exported: false,
      doc: 'Pages by their path below the locale prefix without the outer slashes.',
    }),
    constant('prefixesByEdition', `{\n${ids.map((id) => `  ${id}: new Set<string>(${literal(prefixes[id])}),`).join('\n')}\n}`, {
      type: 'Readonly<Record<EditionId, ReadonlySet<string>>>',
      exported: false,
      doc: 'Locale prefixes each edition serves under a prefix.',
    }),
    constant('defaultLocaleOf', literal(defaults), { type: 'Readonly<Record<EditionId, LocalePrefix>>', exported: false }),
    func(
      'resolve',
      [
        { name: 'pathname', type: 'string' },
        { name: 'edition', type: 'EditionId' },
      ],
      'Resolution',
      [
        "const slashed = pathname.endsWith('/');",
        'const inner = pathname.slice(1, slashed ? -1 : undefined);',
        "const cut = inner.indexOf('/');",
        'const first = cut < 0 ? inner : inner.slice(0, cut);',
        'const prefixed = prefixesByEdition[edition].has(first);',
        'const locale = prefixed ? (first as LocalePrefix) : defaultLocaleOf[edition];',
        "const below = prefixed ? (cut < 0 ? '' : inner.slice(cut + 1)) : inner;",
        "const rest = below === '' ? '/' : `/${below}/`;",
        'const page = pageByRest.get(below);',
        "if (page !== undefined) return { kind: 'page', page, locale, prefixed, rest, params: {}, slashed };",
        '// The country catch-all: /{code}/ and /{code}/{rest…}/ where code is two letters.',
        "const slash = below.indexOf('/');",
        'const code = slash < 0 ? below : below.slice(0, slash);',
        'if (code.length === 2 && /^[A-Za-z]{2}$/.test(code)) {',
        `  const service = slash < 0 ? '' : below.slice(slash + 1);`,
        `  return { kind: 'page', page: ${quote(countryId)}, locale, prefixed, rest, params: { code, service }, slashed };`,
        '}',
        "return { kind: 'none', locale, prefixed, rest, slashed };",
      ].join('\n'),
      'Which page a path is, under an edition: locale prefix → page → country catch-all. O(1) map look-ups.',
    ),
  ]);
}

export const emitRoutes: Emitter = (spec) => [
  { path: 'routes.ts', content: routesFile(spec) },
  { path: 'resolver.ts', content: resolverFile(spec) },
];
