/* eslint-disable */
// Generated from spec/routes.yaml and spec/editions.yaml by `npm run generate`. Do not edit: change the spec and regenerate.

import type { EditionId } from './editions.ts';
import type { LocalePrefix } from './locales.ts';
import type { PageId, RouteId } from './routes.ts';
/** What a path is. The resolver only matches; page validation (guard 1) judges params. */
export type Resolution =
  | {
      readonly kind: 'page';
      readonly page: RouteId;
      readonly locale: LocalePrefix;
      /** Whether the path was under a locale prefix. */
      readonly prefixed: boolean;
      /** The path below the locale prefix, with its trailing slash. */
      readonly rest: string;
      /** Country landing params: code and rest-of-path ('' for none). */
      readonly params: { readonly code?: string; readonly service?: string };
      /** Whether the path ended with a slash. */
      readonly slashed: boolean;
    }
  | { readonly kind: 'none'; readonly locale: LocalePrefix; readonly prefixed: boolean; readonly rest: string; readonly slashed: boolean };
/** Pages by their path below the locale prefix without the outer slashes. */
const pageByRest: ReadonlyMap<string, PageId> = new Map<string, PageId>([
    ['', 'main'],
    ['about-us', 'about-us'],
    ['login', 'login'],
    ['netflix', 'netflix'],
    ['payment/success', 'payment-success'],
  ]);
/** Locale prefixes each edition serves under a prefix. */
const prefixesByEdition: Readonly<Record<EditionId, ReadonlySet<string>>> = {
    AR: new Set<string>([]),
    MAIN: new Set<string>(['ar', 'ru']),
    RU: new Set<string>([]),
  };
const defaultLocaleOf: Readonly<Record<EditionId, LocalePrefix>> = { AR: 'ar', MAIN: 'en', RU: 'ru' };

/** Which page a path is, under an edition: locale prefix → page → country catch-all. O(1) map look-ups. */
export function resolve(pathname: string, edition: EditionId): Resolution {
  const slashed = pathname.endsWith('/');
  const inner = pathname.slice(1, slashed ? -1 : undefined);
  const cut = inner.indexOf('/');
  const first = cut < 0 ? inner : inner.slice(0, cut);
  const prefixed = prefixesByEdition[edition].has(first);
  const locale = prefixed ? (first as LocalePrefix) : defaultLocaleOf[edition];
  const below = prefixed ? (cut < 0 ? '' : inner.slice(cut + 1)) : inner;
  const rest = below === '' ? '/' : `/${below}/`;
  const page = pageByRest.get(below);
  if (page !== undefined) return { kind: 'page', page, locale, prefixed, rest, params: {}, slashed };
  // The country catch-all: /{code}/ and /{code}/{rest…}/ where code is two letters.
  const slash = below.indexOf('/');
  const code = slash < 0 ? below : below.slice(0, slash);
  if (code.length === 2 && /^[A-Za-z]{2}$/.test(code)) {
    const service = slash < 0 ? '' : below.slice(slash + 1);
    return { kind: 'page', page: 'country', locale, prefixed, rest, params: { code, service }, slashed };
  }
  return { kind: 'none', locale, prefixed, rest, slashed };
}
