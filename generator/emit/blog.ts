/**
 * content/blog/ → generated/blog.ts (the articles, newest first, without their bodies) and
 * generated/blog/<slug>.<locale>.ts (each body, a chunk src/shared/blog loads with its page).
 */
import type { Article } from '../blog.ts';
import { literal } from '../literal.ts';
import { constant, printTs } from '../ts-file.ts';
import type { GeneratedFile } from './types.ts';

export function emitBlog(articles: readonly Article[]): GeneratedFile[] {
  const meta = articles.map(({ slug, date, image, texts }) => ({
    slug,
    date,
    image,
    texts: Object.fromEntries(
      Object.entries(texts).map(([locale, { title, description, imageAlt }]) => [locale, { title, description, imageAlt }]),
    ),
  }));
  const index = printTs('blog.ts', 'content/blog/*/*.md', [
    `import type { ArticleMeta } from '../generator/runtime/blog.ts';`,
    `import type { LocalePrefix } from './locales.ts';`,
    `export { plainText, type ArticleMeta, type BlogBlock, type BlogInline } from '../generator/runtime/blog.ts';`,
    constant('articles', literal(meta), {
      type: 'readonly ArticleMeta<LocalePrefix>[]',
      doc: 'Every article, newest first, with its texts in the locales it is written in.',
    }),
  ]);
  const files: GeneratedFile[] = [{ path: 'blog.ts', content: index }];
  for (const article of articles)
    for (const [locale, text] of Object.entries(article.texts))
      files.push({
        path: `blog/${article.slug}.${locale}.ts`,
        content: printTs(`blog/${article.slug}.${locale}.ts`, `content/blog/${article.slug}/${locale}.md`, [
          `import type { BlogBlock } from '../../generator/runtime/blog.ts';`,
          constant('body', literal(text.body), { type: 'readonly BlogBlock[]', doc: `The body of "${text.title}".` }),
        ]),
      });
  return files;
}
