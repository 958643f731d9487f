import { expect, test } from '@playwright/test';
import { localeByPrefix, localePrefixes } from '../../generated/locales.ts';
import { pages } from '../../generated/routes.ts';

const all = Object.values(pages);

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
