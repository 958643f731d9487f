/** spec/routes.yaml → generated/routes.ts (page table, hrefs, navigation) and generated/resolver.ts. */
import { byString, camel, literal, quote } from '../literal.ts';
import type { Spec } from '../schema/index.ts';
import { constant, importFrom, printTs, typeAlias } from '../ts-file.ts';
import { errorMessageIds, pageMessageIds } from './messages.ts';
import type { Emitter } from './types.ts';

const SOURCE = 'spec/routes.yaml';
/** An item page's path ends with this segment: /blog/{slug}/ is one page for every article. */
const isItemPath = (path: string) => path.endsWith('/{slug}/');

/** The body of a page that names none. */
const DEFAULT_BODY = 'generic';

function routesFile(spec: Spec): string {
  const { pages, country } = spec.routes;
  const sorted = [...pages].sort((a, b) => byString(a.id, b.id));
  const table = Object.fromEntries(
    sorted.map((p) => [
      p.id,
      {
        id: p.id,
        path: p.path,
        kind: p.kind,
        ...pageMessageIds(p.id),
        guards: p.guards ?? [],
        validation: p.validation ?? null,
        guestOnly: p.guestOnly ?? false,
        indexed: p.index ?? true,
        query: p.query ?? [],
        body: p.body ?? DEFAULT_BODY,
      },
    ]),
  );
  const bodies = [...new Set([...pages.map((p) => p.body ?? DEFAULT_BODY), country.body])].sort(byString);
  const validations = [...new Set([...pages.flatMap((p) => (p.validation ? [p.validation] : [])), country.validation])].sort(byString);
  const listed = spec.guards.guards.filter((g) => g.appliesTo === 'listed').map((g) => g.id);
  const items = sorted.filter((p) => isItemPath(p.path));
  const linkable = sorted.filter((p) => !isItemPath(p.path));
  return printTs('routes.ts', SOURCE, [
    importFrom('../generator/runtime/routes.ts', ['routeTable', 'type Route as RuntimeRoute']),
    importFrom('./locales.ts', ['LocalePrefix'], true),
    `export { pageHref } from '../generator/runtime/routes.ts';`,
    `export {\n  countryServiceMessages,\n  errorPage,\n  itemPages,\n  itemPath,\n  navigation,\n  pageBody,\n  pageBodyNames,\n  pagePath,\n  pageTitle,\n  serviceBySlug,\n} from './page-links.ts';`,
    typeAlias('PageId', sorted.map((p) => quote(p.id)).join(' | '), 'The stable id of a page.'),
    typeAlias(
      'ItemPageId',
      items.map((p) => quote(p.id)).join(' | ') || 'never',
      'Item pages: one page for every item of a collection, its path ending in {slug} (/blog/{slug}/).',
    ),
    typeAlias('RouteId', `PageId | ${quote(country.id)}`, 'A page or the country landing page.'),
    typeAlias('PageKind', `'app' | 'marketing' | 'service' | 'country'`),
    typeAlias('PageBody', bodies.map(quote).join(' | '), 'Modules of page bodies: src/pages/<body>/index.ts exports Page.'),
    typeAlias('ValidationName', validations.map(quote).join(' | '), 'Page validation checks; src/guards implements each.'),
    typeAlias('PageGuardId', listed.map(quote).join(' | ') || 'never', 'Guards a page opts into (appliesTo: listed).'),
    `/** A page of routes.yaml. */\nexport interface PageSpec {\n  readonly id: RouteId;\n  /** The path below the locale prefix, with its trailing slash. */\n  readonly path: string;\n  readonly kind: PageKind;\n  /** Message ids of the page's title (also its heading) and meta description. */\n  readonly title: string;\n  readonly description: string;\n  readonly guards: readonly PageGuardId[];\n  readonly validation: ValidationName | null;\n  /** A signed-in user opening this page goes to the profile. */\n  readonly guestOnly: boolean;\n  /** Whether search engines may index it (else noindex, and robots.txt disallows it). */\n  readonly indexed: boolean;\n  /** Query parameters the page's render reads: a URL with one renders for itself, any other query is the browser's. */\n  readonly query: readonly string[];\n  /** The module of the page's body: src/pages/<body>/. */\n  readonly body: PageBody;\n}`,
    constant('pages', literal(table), { type: 'Readonly<Record<PageId, PageSpec>>', doc: 'Every page, by id.' }),
    constant(
      'countryPage',
      literal({
        id: country.id,
        path: '/{code}/',
        kind: 'country',
        ...pageMessageIds(country.id),
        guards: [],
        validation: country.validation,
        guestOnly: false,
        indexed: true,
        query: [],
        body: country.body,
      }),
      { type: 'PageSpec', doc: 'The country landing: /{code}/ and /{code}/{service}/ (DECISIONS 5).' },
    ),
    `/** A page's path and its href under a locale. */\nexport type Route = RuntimeRoute<PageId, LocalePrefix>;`,
    constant(
      'routes',
      `routeTable({\n${linkable.map((p) => `  ${camel(p.id)}: { id: ${quote(p.id)}, path: ${quote(p.path)} },`).join('\n')}\n} as const satisfies Record<string, { readonly id: PageId; readonly path: string }>)`,
      { doc: 'Every page but the item pages as { path, href }: no hand-typed URLs in components.' },
    ),
  ]);
}

/**
 * generated/page-links.ts: the part of the route table a rendered page needs (its links, the body
 * module of each page, the layout's navigation), apart from the rest, which only the router and
 * the server read: the first load of a page carries this alone.
 */
function pageLinksFile(spec: Spec): string {
  const { pages, country, error, navigation } = spec.routes;
  const sorted = [...pages].sort((a, b) => byString(a.id, b.id));
  const services = sorted.filter((p) => p.kind === 'service').map((p) => [p.path.slice(1, -1), p.id]);
  const items = sorted.filter((p) => isItemPath(p.path));
  const otherPaths = Object.fromEntries(sorted.filter((p) => p.path !== `/${p.id}/`).map((p) => [p.id, p.path]));
  const routeBodies = [...sorted.map((p) => [p.id, p.body ?? DEFAULT_BODY] as const), [country.id, country.body] as const];
  const otherBodies = Object.fromEntries(routeBodies.filter(([, body]) => body !== DEFAULT_BODY).sort((a, b) => byString(a[0], b[0])));
  const bodyNames = [...new Set([DEFAULT_BODY, ...routeBodies.map(([, body]) => body)])].sort(byString);
  // The title's message id for any id, from the one convention (messages.ts), as a template literal.
  const titleTemplate = pageMessageIds('\u0000').title.replace('\u0000', '${id}');
  return printTs('page-links.ts', SOURCE, [
    importFrom('./routes.ts', ['ItemPageId', 'PageBody', 'PageId', 'RouteId'], true),
    `export { pageHref } from '../generator/runtime/href.ts';`,
    constant('otherPaths', literal(otherPaths), {
      type: 'Partial<Record<PageId, string>>',
      doc: 'The pages whose path below the locale prefix is not /<id>/.',
      exported: false,
    }),
    `/** A page's path below the locale prefix, with its trailing slash. */\nexport function pagePath(id: PageId): string {\n  return otherPaths[id] ?? \`/\${id}/\`;\n}`,
    `/** The message id of a page's title, also the text of links to it. */\nexport function pageTitle(id: RouteId): string {\n  return \`${titleTemplate}\`;\n}`,
    constant('otherBodies', literal(otherBodies), {
      type: 'Partial<Record<RouteId, PageBody>>',
      doc: `The pages whose body is not the ${DEFAULT_BODY} one.`,
      exported: false,
    }),
    `/** The module of a page's body, src/pages/<body>/ (\`body\` in routes.yaml, ${quote(DEFAULT_BODY)} where it names none). */\nexport function pageBody(id: RouteId): PageBody {\n  return otherBodies[id] ?? ${quote(DEFAULT_BODY)};\n}`,
    constant('pageBodyNames', literal(bodyNames), { type: 'readonly PageBody[]', doc: 'Every body module a page has.' }),
    constant('countryServiceMessages', literal(pageMessageIds(`${country.id}-service`)), {
      doc: 'Title and description of a service × country landing.',
    }),
    constant('serviceBySlug', `new Map<string, PageId>(${literal(services)})`, {
      type: 'ReadonlyMap<string, PageId>',
      doc: 'Service pages by slug: the rest-of-path a country landing accepts.',
    }),
    constant('errorPage', literal({ id: error.id, image: error.image, ...errorMessageIds(error.id) }), {
      doc: 'The error page (product spec §2): its image and message ids.',
    }),
    constant(
      'navigation',
      `${literal(navigation)} as const satisfies { header: readonly PageId[]; footer: Record<string, readonly PageId[]> }`,
      {
        doc: 'Links of the shared layout.',
      },
    ),
    constant('itemPages', literal(Object.fromEntries(items.map((p) => [p.id, p.path.slice(0, -'{slug}/'.length)]))), {
      type: 'Readonly<Record<ItemPageId, string>>',
      doc: "Each item page's collection path: /blog/ for /blog/{slug}/.",
    }),
    `/** The path of one item of an item page (/blog/{slug}/ with its slug), below the locale prefix. */\nexport function itemPath(page: ItemPageId, slug: string): string {\n  return \`\${itemPages[page]}\${slug}/\`;\n}`,
  ]);
}

function resolverFile(spec: Spec): string {
  const byPath = [...spec.routes.pages].sort((a, b) => byString(a.path, b.path));
  const byRest = byPath.filter((p) => !isItemPath(p.path)).map((p) => [p.path.slice(1, -1), p.id]);
  const byCollection = byPath.filter((p) => isItemPath(p.path)).map((p) => [p.path.slice(1, -'/{slug}/'.length), p.id]);
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
    importFrom('../generator/runtime/routes.ts', ['createResolver', 'type Resolution as RuntimeResolution']),
    importFrom('./editions.ts', ['EditionId'], true),
    importFrom('./locales.ts', ['LocalePrefix'], true),
    importFrom('./routes.ts', ['PageId', 'RouteId'], true),
    `/** What a path is. The resolver only matches; page validation (guard 1) judges params. */\nexport type Resolution = RuntimeResolution<RouteId, LocalePrefix>;`,
    constant(
      'resolve',
      `createResolver<PageId, ${quote(countryId)}, LocalePrefix, EditionId>({\n  pageByRest: new Map<string, PageId>(${literal(byRest, '')}),\n  itemPageByCollection: new Map<string, PageId>(${literal(byCollection)}),\n  prefixesByEdition: {\n${ids
        .map((id) => `    ${id}: new Set<string>(${literal(prefixes[id])}),`)
        .join('\n')}\n  },\n  defaultLocaleOf: ${literal(defaults)},\n  countryPage: ${quote(countryId)},\n})`,
      { doc: 'Which page a path is, under an edition: locale prefix → page → item page → country catch-all. O(1) map look-ups.' },
    ),
  ]);
}

export const emitRoutes: Emitter = (spec) => [
  { path: 'routes.ts', content: routesFile(spec) },
  { path: 'page-links.ts', content: pageLinksFile(spec) },
  { path: 'resolver.ts', content: resolverFile(spec) },
];
