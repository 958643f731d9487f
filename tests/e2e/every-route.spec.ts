import { expect, test } from '@playwright/test';
import { localeByPrefix, localePrefixes } from '../../generated/locales.ts';
import { pages } from '../../generated/routes.ts';

const appPaths = Object.values(pages).filter((p) => p.kind === 'app' || p.id === 'main');

test('every application path answers 200 under every locale, with its lang and dir', async ({ request }) => {
  for (const locale of localePrefixes) {
    const { tag, dir } = localeByPrefix[locale];
    for (const page of appPaths) {
      const path = locale === 'en' ? page.path : `/${locale}${page.path}`;
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      expect(html, path).toContain(`<html lang="${tag}" dir="${dir}">`);
      expect(html, path).toMatch(/<title>[^<]+<\/title>/);
    }
  }
});

test('every marketing and service page answers 200 under every locale', async ({ request }) => {
  const others = Object.values(pages).filter((p) => p.kind !== 'app' && p.id !== 'main');
  for (const locale of localePrefixes) {
    for (const page of others) {
      const path = locale === 'en' ? page.path : `/${locale}${page.path}`;
      expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(200);
    }
  }
});
