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
export type PageId = 'about-us' | 'login' | 'main' | 'netflix' | 'payment-success';

/** Item pages: one page for every item of a collection, its path ending in {slug} (/blog/{slug}/). */
export type ItemPageId = never;

/** A page or the country landing page. */
export type RouteId = PageId | 'country';

export type PageKind = 'app' | 'marketing' | 'service' | 'country';

/** Modules of page bodies: src/pages/<body>/index.ts exports Page. */
export type PageBody = 'country' | 'generic';

/** Page validation checks; src/guards implements each. */
export type ValidationName = 'country' | 'has-order';

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
  'about-us': {
    body: 'generic',
    description: 'page.about-us.description',
    guards: [],
    guestOnly: false,
    id: 'about-us',
    indexed: true,
    kind: 'marketing',
    path: '/about-us/',
    query: [],
    title: 'page.about-us.title',
    validation: null,
  },
  login: {
    body: 'generic',
    description: 'page.login.description',
    guards: [],
    guestOnly: true,
    id: 'login',
    indexed: true,
    kind: 'app',
    path: '/login/',
    query: [],
    title: 'page.login.title',
    validation: null,
  },
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
  netflix: {
    body: 'generic',
    description: 'page.netflix.description',
    guards: [],
    guestOnly: false,
    id: 'netflix',
    indexed: true,
    kind: 'service',
    path: '/netflix/',
    query: [],
    title: 'page.netflix.title',
    validation: null,
  },
  'payment-success': {
    body: 'generic',
    description: 'page.payment-success.description',
    guards: [],
    guestOnly: false,
    id: 'payment-success',
    indexed: false,
    kind: 'app',
    path: '/payment/success/',
    query: ['order'],
    title: 'page.payment-success.title',
    validation: 'has-order',
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
  aboutUs: { id: 'about-us', path: '/about-us/' },
  login: { id: 'login', path: '/login/' },
  main: { id: 'main', path: '/' },
  netflix: { id: 'netflix', path: '/netflix/' },
  paymentSuccess: { id: 'payment-success', path: '/payment/success/' },
} as const satisfies Record<string, { readonly id: PageId; readonly path: string }>);
