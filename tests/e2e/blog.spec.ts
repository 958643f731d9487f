/**
 * The blog: each locale's index lists its own articles newest first, a page at a time; an article
 * names in hreflang only the locales it is written in; each locale with articles has an Atom feed.
 * Articles are real text: at least 500 words with headings, an image and a date, in every locale.
 */
import type { Page } from '@playwright/test';
import { articles } from '../../generated/blog.ts';
import { blog } from '../../generated/constants.ts';
import { localeByPrefix, localePrefixes, type LocalePrefix } from '../../generated/locales.ts';
import { expect, test } from './fixtures.ts';

const href = (rest: string, locale: LocalePrefix) => (locale === 'en' ? rest : `/${locale}${rest}`);
const inLocale = (locale: LocalePrefix) => articles.filter((a) => a.texts[locale]);

function words(text: string, tag: string): number {
  let n = 0;
  for (const s of new Intl.Segmenter(tag, { granularity: 'word' }).segment(text)) if (s.isWordLike) n++;
  return n;
}

async function cardTitles(page: Page): Promise<string[]> {
  return page.locator('.blog-card h2').allTextContents();
}

test('each locale’s index lists only its own articles, newest first, a page at a time', async ({ page }) => {
  for (const locale of localePrefixes) {
    const own = inLocale(locale);
    await page.goto(href('/blog/', locale));
    if (own.length === 0) {
      // No article in this language: the index says so and links the languages that have some.
      await expect(page.locator('.blog-none a')).not.toHaveCount(0);
      continue;
    }
    const shown = [...(await cardTitles(page))];
    for (let n = 2; n <= Math.ceil(own.length / blog.perPage); n++) {
      await page.goto(href(`/blog/page/${n}/`, locale));
      shown.push(...(await cardTitles(page)));
    }
    expect(shown, locale).toEqual(own.map((a) => a.texts[locale]!.title));
    const dates = own.map((a) => a.date);
    expect(dates, 'newest first').toEqual([...dates].sort().reverse());
  }
});

test('an index page past the last, and page 1 under /page/, are not found', async ({ request }) => {
  const pages = Math.ceil(inLocale('en').length / blog.perPage);
  expect((await request.get(`/blog/page/${pages + 1}/`)).status()).toBe(404);
  expect((await request.get('/blog/page/1/')).status()).toBe(404);
  expect((await request.get('/blog/page/02/')).status()).toBe(404);
});

for (const article of articles) {
  test(`${article.slug}: ≥ 500 words with headings, its image and date in each of its locales, hreflang for those only`, async ({
    page,
  }) => {
    const locales = localePrefixes.filter((l) => article.texts[l]);
    expect(locales.length, 'English and at least five other locales').toBeGreaterThanOrEqual(6);
    for (const locale of locales) {
      const path = href(`/blog/${article.slug}/`, locale);
      await page.goto(path);
      await expect(page.locator('h1')).toHaveText(article.texts[locale]!.title);
      await expect(page.locator(`time[datetime="${article.date}"]`)).toBeVisible();
      await expect(page.locator('.blog-article-image')).toHaveAttribute('alt', article.texts[locale]!.imageAlt);
      expect(await page.locator('.blog-text h2').count(), path).toBeGreaterThanOrEqual(3);
      const text = await page.locator('.blog-text').innerText();
      expect(words(text, localeByPrefix[locale].tag), path).toBeGreaterThanOrEqual(500);
      const hreflangs = await page
        .locator('link[rel="alternate"][hreflang]')
        .evaluateAll((links) => links.map((l) => l.getAttribute('hreflang')));
      // Every locale it is written in, and x-default: the English one, which every article has.
      expect(hreflangs.sort(), path).toEqual([...locales.map((l) => localeByPrefix[l].tag), 'x-default'].sort());
    }
  });
}

test('each locale with articles has an Atom feed of them; the others have none', async ({ request, page }) => {
  for (const locale of localePrefixes) {
    const response = await request.get(href('/blog/feed.xml', locale));
    const own = inLocale(locale);
    if (own.length === 0) {
      expect(response.status(), locale).toBe(404);
      continue;
    }
    expect(response.status(), locale).toBe(200);
    expect(response.headers()['content-type']).toContain('application/atom+xml');
    const xml = await response.text();
    expect(xml).toContain(`xml:lang="${localeByPrefix[locale].tag}"`);
    expect(xml.match(/<entry>/g)?.length, locale).toBe(own.length);
    for (const a of own) expect(xml).toContain(`${href(`/blog/${a.slug}/`, locale)}</id>`);
  }
  // The index names its feed in the head, for feed readers.
  await page.goto('/blog/');
  await expect(page.locator('link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute('href', /\/blog\/feed\.xml$/);
});

test('an article in a locale it is not written in is not found', async ({ request }) => {
  const missing = articles.flatMap((a) => localePrefixes.filter((l) => !a.texts[l]).map((l) => href(`/blog/${a.slug}/`, l)));
  expect(missing.length).toBeGreaterThan(0);
  for (const path of missing.slice(0, 10)) expect((await request.get(path)).status(), path).toBe(404);
});
