/**
 * The blog's articles (content/blog/, generated/blog.ts): which exist in a locale, newest first,
 * the pages of the index, and each article's body, a chunk loaded with its page.
 */
import { articles, type ArticleMeta } from '../../../generated/blog.ts';
import { blog } from '../../../generated/constants.ts';
import type { LocalePrefix } from '../../../generated/locales.ts';

export { plainText, type ArticleMeta, type BlogBlock, type BlogInline } from '../../../generated/blog.ts';

export type Article = ArticleMeta<LocalePrefix>;

const bySlug = new Map(articles.map((a) => [a.slug, a]));

/** An article by slug, whatever its locales. */
export function articleBySlug(slug: string): Article | null {
  return bySlug.get(slug) ?? null;
}

/** The locales an article is written in, in the order of the spec's locales. */
export function articleLocales(article: Article): LocalePrefix[] {
  return (Object.keys(article.texts) as LocalePrefix[]).sort();
}

/** The articles written in a locale, newest first. */
export function articlesIn(locale: LocalePrefix): Article[] {
  return articles.filter((a) => a.texts[locale] !== undefined);
}

/** How many index pages a locale's articles fill (at least one, which may say there are none). */
export function indexPageCount(locale: LocalePrefix): number {
  return Math.max(1, Math.ceil(articlesIn(locale).length / blog.perPage));
}

/** The articles on one page of a locale's index (1-based). */
export function indexPage(locale: LocalePrefix, page: number): Article[] {
  return articlesIn(locale).slice((page - 1) * blog.perPage, page * blog.perPage);
}

/** The locales with at least one article, for the index of a locale that has none. */
export function localesWithArticles(): LocalePrefix[] {
  return [...new Set(articles.flatMap((a) => Object.keys(a.texts) as LocalePrefix[]))].sort();
}

export { articleBody, loadArticleBody } from './bodies.ts';
