/**
 * Sitemaps, per edition: `/sitemap.xml` is an index of one sitemap per locale the edition serves
 * (`/sitemaps/<locale>.xml`), each listing the locale's indexable pages with their versions in the
 * other locales (`xhtml:link`, the same alternates and x-default as the pages' own hreflang).
 * Listed: every indexable page of spec/routes.yaml, the blog's articles written in the locale, the
 * help centre's answers and the country landings (/{code}/). Not listed: the country × service
 * landings (249 × 17 variations of one text per locale, reached through the country pages' links)
 * and the blog's index pages past the first.
 */
import { answerSlugs } from '../../generated/content.ts';
import { countryCodes } from '../../generated/countries.ts';
import { editions, homeEditionOfLocale, type EditionId, type EnvironmentId } from '../../generated/editions.ts';
import type { LocalePrefix } from '../../generated/locales.ts';
import { pageHref, pages } from '../../generated/routes.ts';
import { documentHead, shadowedAtBarePath } from '../app/document-head.ts';
import { articleLocales, articlesIn } from '../shared/blog/index.ts';
import { hasOwnHost } from '../shared/config/site.ts';

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The locales whose pages an edition serves on its own host in an environment (others redirect away). */
export function sitemapLocales(edition: EditionId, env: EnvironmentId | null): LocalePrefix[] {
  return editions[edition].locales.filter((locale) => {
    const home = homeEditionOfLocale[locale];
    return !(edition === 'MAIN' && home && home !== 'MAIN' && hasOwnHost(home, env));
  });
}

/** The paths below the locale prefix that a locale's sitemap lists, each with the locales it exists in (null: all). */
function entries(locale: LocalePrefix): Array<{ rest: string; only: readonly LocalePrefix[] | null }> {
  const fixed = Object.values(pages)
    .filter((page) => page.indexed && !page.path.includes('{'))
    .map((page) => ({ rest: page.path, only: null }));
  const articles = articlesIn(locale).map((article) => ({ rest: `/blog/${article.slug}/`, only: articleLocales(article) }));
  const answers = [...answerSlugs].sort().map((slug) => ({ rest: `/answers/${slug}/`, only: null }));
  const countries = [...countryCodes].sort().map((code) => ({ rest: `/${code}/`, only: null }));
  return [...fixed, ...articles, ...answers, ...countries];
}

/** The entries of a locale's sitemap, without those its edition's bare paths give to another locale (/de/). */
function listed(edition: EditionId, locale: LocalePrefix) {
  return entries(locale).filter(({ rest }) => !(locale === editions[edition].defaultLocale && shadowedAtBarePath(rest, edition)));
}

export interface SitemapSite {
  readonly env: EnvironmentId | null;
  /** Each edition's public origin. */
  readonly origins: Readonly<Record<EditionId, string>>;
}

/** The sitemap index of an edition. */
export function sitemapIndex(edition: EditionId, site: SitemapSite): string {
  const origin = site.origins[edition];
  const items = sitemapLocales(edition, site.env).map(
    (locale) => `  <sitemap><loc>${escapeXml(`${origin}/sitemaps/${locale}.xml`)}</loc></sitemap>`,
  );
  return `${XML_HEAD}\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`;
}

/** The sitemap of one locale of an edition; null for a locale the edition does not serve. */
export function localeSitemap(edition: EditionId, locale: LocalePrefix, site: SitemapSite): string | null {
  if (!sitemapLocales(edition, site.env).includes(locale)) return null;
  const origin = site.origins[edition];
  const urls = listed(edition, locale).map(({ rest, only }) => {
    const head = documentHead({
      title: '',
      description: '',
      locale,
      edition,
      env: site.env,
      rest,
      ...(only ? { only: { locales: only } } : {}),
    });
    const links = head.alternates.map(
      (a) => `    <xhtml:link rel="alternate" hreflang="${escapeXml(a.hreflang)}" href="${escapeXml(site.origins[a.edition] + a.path)}"/>`,
    );
    const loc = origin + pageHref(rest, locale, editions[edition].defaultLocale);
    return `  <url>\n    <loc>${escapeXml(loc)}</loc>\n${links.join('\n')}\n  </url>`;
  });
  return `${XML_HEAD}\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}
