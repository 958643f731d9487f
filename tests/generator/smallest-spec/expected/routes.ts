/* eslint-disable */
// Generated from spec/routes.yaml by `npm run generate`. Do not edit: change the spec and regenerate.

import { routeTable, type Route as RuntimeRoute } from '../generator/runtime/routes.ts';
import type { LocalePrefix } from './locales.ts';
export { pageHref } from '../generator/runtime/routes.ts';

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

/** Title and description of a service × country landing. */
export const countryServiceMessages = { description: 'page.country-service.description', title: 'page.country-service.title' };

/** Service pages by slug: the rest-of-path a country landing accepts. */
export const serviceBySlug: ReadonlyMap<string, PageId> = new Map<string, PageId>([]);

/** The error page (product spec §2): its image and message ids. */
export const errorPage = {
  description: 'error.description',
  heading: 'error.heading',
  id: 'error',
  image: { height: 226, src: '/images/rocket.svg', width: 285 },
  link: 'error.link',
  serverError: {
    description: 'error.server.description',
    heading: 'error.server.heading',
    title: 'error.server.title',
  },
  title: 'error.title',
};

/** Links of the shared layout. */
export const navigation = { footer: {}, header: ['main'] } as const satisfies {
  header: readonly PageId[];
  footer: Record<string, readonly PageId[]>;
};

/** Each item page's collection path: /blog/ for /blog/{slug}/. */
export const itemPages: Readonly<Record<ItemPageId, string>> = {};

/** The path of one item of an item page (/blog/{slug}/ with its slug), below the locale prefix. */
export function itemPath(page: ItemPageId, slug: string): string {
  return `${itemPages[page]}${slug}/`;
}

/** A page's path and its href under a locale. */
export type Route = RuntimeRoute<PageId, LocalePrefix>;

/** Every page but the item pages as { path, href }: no hand-typed URLs in components. */
export const routes = routeTable({
  main: { id: 'main', path: '/' },
} as const satisfies Record<string, { readonly id: PageId; readonly path: string }>);
