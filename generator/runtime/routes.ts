/** The runtime of the generated route table and resolver (generated/routes.ts and resolver.ts hold the tables). */

import { pageHref } from './href.ts';

export { pageHref };

/** A page's path and its href under a locale. */
export interface Route<P extends string = string, L extends string = string> {
  readonly id: P;
  readonly path: string;
  href(locale: L, defaultLocale: L): string;
}

/** The route table with each page's href: no hand-typed URLs in components. */
export function routeTable<T extends Record<string, { readonly id: string; readonly path: string }>>(
  paths: T,
): { readonly [K in keyof T]: Route<T[K]['id']> } {
  const out: Record<string, Route> = {};
  for (const [key, { id, path }] of Object.entries(paths)) {
    out[key] = { id, path, href: (locale, defaultLocale) => pageHref(path, locale, defaultLocale) };
  }
  return out as { readonly [K in keyof T]: Route<T[K]['id']> };
}

/** What a path is. The resolver only matches; page validation (guard 1) judges params. */
export type Resolution<R extends string, L extends string> =
  | {
      readonly kind: 'page';
      readonly page: R;
      readonly locale: L;
      /** Whether the path was under a locale prefix. */
      readonly prefixed: boolean;
      /** The path below the locale prefix, with its trailing slash. */
      readonly rest: string;
      /** Country landing params (code and rest-of-path, '' for none), or an item page's slug. */
      readonly params: { readonly code?: string; readonly service?: string; readonly slug?: string };
      /** Whether the path ended with a slash. */
      readonly slashed: boolean;
    }
  | { readonly kind: 'none'; readonly locale: L; readonly prefixed: boolean; readonly rest: string; readonly slashed: boolean };

export interface ResolverTables<P extends string, C extends string, L extends string, E extends string> {
  /** Pages by their path below the locale prefix without the outer slashes. */
  readonly pageByRest: ReadonlyMap<string, P>;
  /** Item pages by their collection's path without the outer slashes: 'blog' for /blog/{slug}/. */
  readonly itemPageByCollection: ReadonlyMap<string, P>;
  /** Locale prefixes each edition serves under a prefix. */
  readonly prefixesByEdition: Readonly<Record<E, ReadonlySet<string>>>;
  /** The locale each edition serves at the bare path. */
  readonly defaultLocaleOf: Readonly<Record<E, L>>;
  /** The id of the country catch-all page. */
  readonly countryPage: C;
}

const COUNTRY_CODE = /^[A-Za-z]{2}$/;
/** An item's slug: what page validation then looks up. */
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Which page a path is, under an edition: locale prefix → page → country catch-all. O(1) map look-ups. */
export function createResolver<P extends string, C extends string, L extends string, E extends string>(
  tables: ResolverTables<P, C, L, E>,
): (pathname: string, edition: E) => Resolution<P | C, L> {
  const { pageByRest, itemPageByCollection, prefixesByEdition, defaultLocaleOf, countryPage } = tables;
  return (pathname, edition) => {
    const slashed = pathname.endsWith('/');
    const inner = pathname.slice(1, slashed ? -1 : undefined);
    const cut = inner.indexOf('/');
    const first = cut < 0 ? inner : inner.slice(0, cut);
    const prefixed = prefixesByEdition[edition].has(first);
    const locale = prefixed ? (first as L) : defaultLocaleOf[edition];
    const below = prefixed ? (cut < 0 ? '' : inner.slice(cut + 1)) : inner;
    const rest = below === '' ? '/' : `/${below}/`;
    const page = pageByRest.get(below);
    if (page !== undefined) return { kind: 'page', page, locale, prefixed, rest, params: {}, slashed };
    // An item page: /{collection}/{slug}/, one segment below its collection.
    const last = below.lastIndexOf('/');
    if (last > 0) {
      const item = itemPageByCollection.get(below.slice(0, last));
      const slug = below.slice(last + 1);
      if (item !== undefined && SLUG.test(slug)) return { kind: 'page', page: item, locale, prefixed, rest, params: { slug }, slashed };
    }
    // The country catch-all: /{code}/ and /{code}/{rest…}/ where code is two letters.
    const slash = below.indexOf('/');
    const code = slash < 0 ? below : below.slice(0, slash);
    if (code.length === 2 && COUNTRY_CODE.test(code)) {
      const service = slash < 0 ? '' : below.slice(slash + 1);
      return { kind: 'page', page: countryPage, locale, prefixed, rest, params: { code, service }, slashed };
    }
    return { kind: 'none', locale, prefixed, rest, slashed };
  };
}
