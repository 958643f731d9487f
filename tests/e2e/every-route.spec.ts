import { expect, test } from '@playwright/test';
import { localeByPrefix, localePrefixes } from '../../generated/locales.ts';
import { articles } from '../../generated/blog.ts';
import { itemPath, pages } from '../../generated/routes.ts';

/** Every page with a path of its own; an item page (/blog/{slug}/) is each of its items. */
const all = Object.values(pages).filter((p) => !p.path.includes('{'));

for (const locale of localePrefixes) {
  const { tag, dir } = localeByPrefix[locale];
  test(`every page answers 200 under /${locale === 'en' ? '' : `${locale}/`} with lang=${tag} dir=${dir}`, async ({ request }) => {
    for (const page of all) {
      const path = locale === 'en' ? page.path : `/${locale}${page.path}`;
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      expect(html, path).toContain(`<html lang="${tag}" dir="${dir}">`);
      expect(html, path).toMatch(/<title>[^<]+<\/title>/);
    }
  });
}

test('every article answers 200 in each locale it is written in, and 404 in the others', async ({ request }) => {
  for (const article of articles)
    for (const locale of localePrefixes) {
      const rest = itemPath('blog-article', article.slug);
      const path = locale === 'en' ? rest : `/${locale}${rest}`;
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(article.texts[locale] ? 200 : 404);
    }
});
