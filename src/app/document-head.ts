/** The document's head for a page: title, description, lang and dir, canonical and alternates. */
import { brand } from '../../generated/constants.ts';
import { editions, homeEditionOfLocale, type EditionId, type EnvironmentId } from '../../generated/editions.ts';
import { localeByPrefix, type LocalePrefix } from '../../generated/locales.ts';
import { pageHref, pages, type PageId, type RouteId } from '../../generated/routes.ts';
import { hasOwnHost } from '../shared/config/site.ts';
import { socialImagePath } from '../shared/seo/social-image.ts';

export interface DocumentHead {
  readonly title: string;
  readonly description: string;
  readonly lang: string;
  readonly dir: 'ltr' | 'rtl';
  /**
   * This page under each locale of the edition (hreflang alternates): the edition that serves the
   * locale (its own host where the environment has one) and the path there.
   */
  readonly alternates: ReadonlyArray<{ readonly hreflang: string; readonly edition: EditionId; readonly path: string }>;
  readonly canonicalPath: string | null;
  readonly indexable: boolean;
  /** The path of the Atom feed of the page's locale (blog pages of a locale with articles), or null. */
  readonly feedPath: string | null;
  /** The page's link-preview image (Open Graph, Twitter) below the origin, or null (not indexable). */
  readonly socialImage: string | null;
  /** The Open Graph type: an article for a blog article, else a website. */
  readonly kind: 'website' | 'article';
}

/** Pages that name the blog's feed. */
const BLOG_PAGES = new Set<string>(['blog', 'blog-page', 'blog-article']);

/** The blog's Atom feed of a locale, below the locale prefix (the server answers it). */
export const FEED_REST = '/blog/feed.xml';

export function documentHead(input: {
  title: string;
  description: string;
  locale: LocalePrefix;
  edition: EditionId;
  /** The environment: where it gives an edition its own host, that locale's alternate is there. */
  env?: EnvironmentId | null;
  /** The path below the locale prefix, or null for an error page. */
  rest: string | null;
  /** The page, for the blog's feed link. */
  route?: string;
  /** Whether the locale has articles, so that its blog pages name the feed (a server-side fact). */
  feed?: boolean;
  /** Where the page exists in only some locales (an article): those. */
  only?: { readonly locales: readonly LocalePrefix[] };
}): DocumentHead {
  const info = localeByPrefix[input.locale];
  const edition = editions[input.edition];
  const rest = input.rest;
  const locales = edition.locales.filter((l) => !input.only || input.only.locales.includes(l));
  // Search engines show the edition's default language to searchers whose language has no version.
  const fallback =
    locales.includes(edition.defaultLocale) && !(rest !== null && shadowedAtBarePath(rest, input.edition))
      ? [{ hreflang: 'x-default', edition: input.edition, path: pageHref(rest ?? '/', edition.defaultLocale, edition.defaultLocale) }]
      : [];
  const page = input.route !== undefined && input.route in pages ? pages[input.route as PageId] : null;
  const indexable = rest !== null && (page?.indexed ?? true);
  return {
    title: `${input.title} | ${brand}`,
    description: input.description,
    lang: info.tag,
    dir: info.dir,
    alternates:
      rest === null
        ? []
        : [
            ...locales.flatMap((l) => {
              const home = homeEditionOfLocale[l];
              const serving = input.edition === 'MAIN' && home && hasOwnHost(home, input.env ?? null) ? home : input.edition;
              const defaultLocale = editions[serving].defaultLocale;
              if (l === defaultLocale && shadowedAtBarePath(rest, serving)) return [];
              return [{ hreflang: localeByPrefix[l].tag, edition: serving, path: pageHref(rest, l, defaultLocale) }];
            }),
            ...fallback,
          ],
    canonicalPath: rest === null ? null : pageHref(rest, input.locale, edition.defaultLocale),
    // Error pages and the pages of routes.yaml marked `index: false` (the cabinet, payment results …).
    indexable,
    socialImage: indexable && input.route ? socialImagePath(input.route as RouteId, input.locale, rest) : null,
    kind: input.route === 'blog-article' ? 'article' : 'website',
    feedPath:
      rest !== null && input.route && BLOG_PAGES.has(input.route) && input.feed === true
        ? pageHref(FEED_REST, input.locale, edition.defaultLocale)
        : null,
  };
}

/**
 * Whether a page's path below the locale prefix starts with a locale prefix the edition serves
 * (the country landing /de/): at the bare path of the default locale that is the other locale's
 * page, so this page has no version there.
 */
export function shadowedAtBarePath(rest: string, edition: EditionId): boolean {
  const first = rest.split('/')[1] ?? '';
  return (editions[edition].locales as readonly string[]).includes(first);
}

/** Applies a head to the live document after a client-side navigation. */
export function applyDocumentHead(head: DocumentHead): void {
  document.title = head.title;
  document.documentElement.lang = head.lang;
  document.documentElement.dir = head.dir;
  document.querySelector('meta[name="description"]')?.setAttribute('content', head.description);
  const canonical = document.querySelector('link[rel="canonical"]');
  if (canonical && head.canonicalPath) canonical.setAttribute('href', new URL(head.canonicalPath, location.href).href);
}
