/* eslint-disable */
// Generated from spec/routes.yaml by `npm run generate`. Do not edit: change the spec and regenerate.

import { routeTable, type Route as RuntimeRoute } from '../generator/runtime/routes.ts';
import type { LocalePrefix } from './locales.ts';
export { pageHref } from '../generator/runtime/routes.ts';
export {
  countryServiceMessages,
  errorPage,
  itemPages,
  itemPath,
  navigation,
  pageBody,
  pageBodyNames,
  pagePath,
  pageTitle,
  serviceBySlug,
} from './page-links.ts';

/** The stable id of a page. */
export type PageId = 'main';

/** Item pages: one page for every item of a collection, its path ending in {slug} (/blog/{slug}/). */
export type ItemPageId = never;

/** A page or the country landing page. */
export type RouteId = PageId | 'country';

export type PageKind = 'app' | 'marketing' | 'service' | 'country';

/** Modules of page bodies: src/pages/<body>/index.ts exports Page. */
export type PageBody = 'country' | 'generic';

/** Page validation checks; src/guards implements each. */
export type ValidationName = 'country';

/** Guards a page opts into (appliesTo: listed). */
export type PageGuardId = never;

/** A page of routes.yaml. */
export interface PageSpec {
  readonly id: RouteId;
  /** The path below the locale prefix, with its trailing slash. */
  readonly path: string;
  readonly kind: PageKind;
  /** Message ids of the page's title (also its heading) and meta description. */
  readonly title: string;
  readonly description: string;
  readonly guards: readonly PageGuardId[];
  readonly validation: ValidationName | null;
  /** A signed-in user opening this page goes to the profile. */
  readonly guestOnly: boolean;
  /** Whether search engines may index it (else noindex, and robots.txt disallows it). */
  readonly indexed: boolean;
  /** Query parameters the page's render reads: a URL with one renders for itself, any other query is the browser's. */
  readonly query: readonly string[];
  /** The module of the page's body: src/pages/<body>/. */
  readonly body: PageBody;
}

/** Every page, by id. */
export const pages: Readonly<Record<PageId, PageSpec>> = {
  main: {
    body: 'generic',
    description: 'page.main.description',
    guards: [],
    guestOnly: false,
    id: 'main',
    indexed: true,
    kind: 'marketing',
    path: '/',
    query: [],
    title: 'page.main.title',
    validation: null,
  },
};

/** The country landing: /{code}/ and /{code}/{service}/ (DECISIONS 5). */
export const countryPage: PageSpec = {
  body: 'country',
  description: 'page.country.description',
  guards: [],
  guestOnly: false,
  id: 'country',
  indexed: true,
  kind: 'country',
  path: '/{code}/',
  query: [],
  title: 'page.country.title',
  validation: 'country',
};

/** A page's path and its href under a locale. */
export type Route = RuntimeRoute<PageId, LocalePrefix>;

/** Every page but the item pages as { path, href }: no hand-typed URLs in components. */
export const routes = routeTable({
  main: { id: 'main', path: '/' },
} as const satisfies Record<string, { readonly id: PageId; readonly path: string }>);
