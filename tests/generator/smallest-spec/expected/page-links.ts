/* eslint-disable */
// Generated from spec/routes.yaml by `npm run generate`. Do not edit: change the spec and regenerate.

import type { ItemPageId, PageBody, PageId, RouteId } from './routes.ts';
export { pageHref } from '../generator/runtime/href.ts';

/** The pages whose path below the locale prefix is not /<id>/. */
const otherPaths: Partial<Record<PageId, string>> = { main: '/' };

/** A page's path below the locale prefix, with its trailing slash. */
export function pagePath(id: PageId): string {
  return otherPaths[id] ?? `/${id}/`;
}

/** The message id of a page's title, also the text of links to it. */
export function pageTitle(id: RouteId): string {
  return `page.${id}.title`;
}

/** The pages whose body is not the generic one. */
const otherBodies: Partial<Record<RouteId, PageBody>> = { country: 'country' };

/** The module of a page's body, src/pages/<body>/ (`body` in routes.yaml, 'generic' where it names none). */
export function pageBody(id: RouteId): PageBody {
  return otherBodies[id] ?? 'generic';
}

/** Every body module a page has. */
export const pageBodyNames: readonly PageBody[] = ['country', 'generic'];

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
