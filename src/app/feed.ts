/**
 * The blog's Atom feed (RFC 4287) of one locale: its articles, newest first, each with its title,
 * summary, published date and link, all absolute URLs on the edition's origin.
 */
import { brand } from '../../generated/constants.ts';
import { editions, type EditionId } from '../../generated/editions.ts';
import { localeByPrefix, type LocalePrefix } from '../../generated/locales.ts';
import { itemPath, pageHref } from '../../generated/routes.ts';
import { articlesIn } from '../shared/blog/index.ts';

export interface FeedInput {
  readonly locale: LocalePrefix;
  readonly edition: EditionId;
  /** The edition's public origin, e.g. https://fvp.example. */
  readonly origin: string;
  /** The blog's title in the locale. */
  readonly title: string;
  readonly description: string;
}

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/** The feed, or null when the locale has no article (its index says so; there is nothing to follow). */
export function atomFeed({ locale, edition, origin, title, description }: FeedInput): string | null {
  const articles = articlesIn(locale);
  const newest = articles[0];
  if (!newest) return null;
  const url = (rest: string) => `${origin}${pageHref(rest, locale, editions[edition].defaultLocale)}`;
  const day = (date: string) => `${date}T00:00:00Z`;
  const entries = articles.map((article) => {
    const text = article.texts[locale]!;
    const link = url(itemPath('blog-article', article.slug));
    return [
      '  <entry>',
      `    <id>${escapeXml(link)}</id>`,
      `    <title>${escapeXml(text.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(link)}"/>`,
      `    <published>${day(article.date)}</published>`,
      `    <updated>${day(article.date)}</updated>`,
      `    <summary>${escapeXml(text.description)}</summary>`,
      '  </entry>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${localeByPrefix[locale].tag}">`,
    `  <id>${escapeXml(url('/blog/'))}</id>`,
    `  <title>${escapeXml(`${title} | ${brand}`)}</title>`,
    `  <subtitle>${escapeXml(description)}</subtitle>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(url('/blog/'))}"/>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(url('/blog/feed.xml'))}"/>`,
    `  <author><name>${escapeXml(brand)}</name></author>`,
    `  <updated>${day(newest.date)}</updated>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}
