/**
 * Link-preview images (Open Graph, Twitter): one 1200×630 JPEG per indexable page of a fixed path and
 * locale, with the page's title in the locale, and one per blog article from its own picture; made
 * by the build (scripts/og-images.ts) into dist/client/og/. A page of a collection shows its
 * collection's image (a country landing the server list's, an answer the help centre's).
 */
import type { LocalePrefix } from '../../../generated/locales.ts';
import { pages, type PageId, type RouteId } from '../../../generated/routes.ts';

export const SOCIAL_IMAGE = { width: 1200, height: 630, type: 'image/jpeg' } as const;

/** The pages with an image of their own, in every locale. */
export const pagesWithImage: readonly PageId[] = Object.values(pages)
  .filter((page) => page.indexed && !page.path.includes('{'))
  .map((page) => page.id as PageId);

const own = new Set<string>(pagesWithImage);

/** Whose image a page of a collection shows. */
const COLLECTION: Partial<Record<RouteId, PageId>> = { country: 'servers', answer: 'answers', 'blog-page': 'blog' };

export const socialImageOfPage = (page: PageId, locale: LocalePrefix) => `/og/${locale}/${page}.jpg`;
export const socialImageOfArticle = (slug: string) => `/og/blog/${slug}.jpg`;

/** The path of a page's preview image, or null for a page without one (not indexable). */
export function socialImagePath(route: RouteId, locale: LocalePrefix, rest: string): string | null {
  if (route === 'blog-article') {
    const slug = /^\/blog\/([^/]+)\/$/.exec(rest)?.[1];
    return slug ? socialImageOfArticle(slug) : null;
  }
  const page = COLLECTION[route] ?? route;
  return own.has(page) ? socialImageOfPage(page as PageId, locale) : null;
}
