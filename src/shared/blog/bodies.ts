/**
 * Each article's body in each of its locales, a chunk of its own loaded with its page. Apart from
 * the articles' metadata (index.ts), so that the first load of a page other than the blog's does
 * not carry the metadata of every article.
 */
import type { BlogBlock } from '../../../generated/blog.ts';
import type { LocalePrefix } from '../../../generated/locales.ts';

const articleBodies = import.meta.glob<readonly BlogBlock[]>('../../../generated/blog/*.ts', { import: 'body' });
const loaded = new Map<string, readonly BlogBlock[]>();
const key = (slug: string, locale: LocalePrefix) => `../../../generated/blog/${slug}.${locale}.ts`;

/** Loads an article's body in a locale (a no-op when it is loaded or does not exist). */
export async function loadArticleBody(slug: string, locale: LocalePrefix): Promise<void> {
  const load = articleBodies[key(slug, locale)];
  if (!load || loaded.has(key(slug, locale))) return;
  loaded.set(key(slug, locale), await load());
}

/** An article's body once loaded, or null. */
export function articleBody(slug: string, locale: LocalePrefix): readonly BlogBlock[] | null {
  return loaded.get(key(slug, locale)) ?? null;
}
