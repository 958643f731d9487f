/**
 * Content pages (spec/content/) in every locale: real text in <main> (at least 150 words, counted
 * with the locale's own word segmentation), translated (not the English text), rendered on the
 * server and hydrated without a missing message.
 */
import { expect, test } from '@playwright/test';
import { pagesWithContent } from '../../generated/content.ts';
import { localeByPrefix, localePrefixes } from '../../generated/locales.ts';
import { pages, type RouteId } from '../../generated/routes.ts';
import { mayEqualEnglish } from '../../scripts/i18n-same.ts';

const hrefOf = (path: string, locale: string) => (locale === 'en' ? path : `/${locale}${path}`);

/** A content page's path; the country landing's for the United States (a country the demo data has locations in). */
const pathOf = (route: RouteId) => (route === 'country' ? '/us/' : pages[route].path);

/** Words of a text as the locale segments them (Japanese and Thai have no spaces). */
function wordCount(text: string, tag: string): number {
  const segmenter = new Intl.Segmenter(tag, { granularity: 'word' });
  let words = 0;
  for (const s of segmenter.segment(text)) if (s.isWordLike) words++;
  return words;
}

for (const page of pagesWithContent) {
  test(`${page}: at least 150 words of its own text in <main> in every locale`, async ({ page: browser }) => {
    const english = new Set<string>();
    for (const locale of localePrefixes) {
      await browser.goto(hrefOf(pathOf(page), locale));
      // The page's own prose: app cards, platform lists and server lists are data (product, country and city names, versions);
      // the help centre's questions are list items.
      const paragraphs = await browser
        .locator('main p, main h1, main h2, main h3, main summary, main .block-answers li')
        .evaluateAll((elements) =>
          elements.filter((e) => !e.closest('.block-app, .block-platforms, .block-servers')).map((e) => (e as HTMLElement).innerText),
        );
      const text = paragraphs.join(' ');
      const where = `${locale}: ${pathOf(page)}`;
      expect(wordCount(text, localeByPrefix[locale].tag), where).toBeGreaterThanOrEqual(150);
      if (locale === 'en') for (const p of paragraphs) english.add(p);
      else {
        const same = paragraphs.filter((p) => english.has(p) && /\p{L}{4,}/u.test(p) && !mayEqualEnglish(locale, p));
        expect(same, `${where} shows English text`).toEqual([]);
      }
    }
  });
}

test('a content page hydrates without missing messages in ar, ja and th', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') errors.push(m.text());
  });
  for (const locale of ['ar', 'ja', 'th']) {
    await page.goto(`/${locale}/`);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    // A client-side navigation to another page and back loads its catalogue again from the cache.
    await page.locator('main a[href$="/download/"]').first().click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/download/$`));
    await page.goBack();
    await expect(page.locator('main h1')).toBeVisible();
  }
  expect(errors.filter((e) => /MISSING_TRANSLATION|Missing message/.test(e))).toEqual([]);
});

test('the hero image comes through the image route at the screen’s density, sized before it loads', async ({ page }) => {
  await page.goto('/');
  const image = page.locator('main img').first();
  await expect(image).toHaveAttribute('width', /\d+/);
  await expect(image).toHaveAttribute('height', /\d+/);
  await expect(image).toHaveAttribute('fetchpriority', 'high');
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/_ipx\/f_webp,s_\d+x\d+\/images\//);
});

/** Three-word shingles of a text, lower case. */
function shingles(text: string): Set<string> {
  const words = text.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? [];
  const out = new Set<string>();
  for (let i = 0; i + 2 < words.length; i++) out.add(`${words[i]} ${words[i + 1]} ${words[i + 2]}`);
  return out;
}

test('every content page says something of its own: less than half of its text is shared with any other page', async ({ page }) => {
  const texts = new Map<string, Set<string>>();
  for (const id of pagesWithContent) {
    await page.goto(pathOf(id));
    texts.set(id, shingles((await page.locator('main').innerText()).replace(/\s+/g, ' ')));
  }
  const overlaps: string[] = [];
  for (const [a, sa] of texts)
    for (const [b, sb] of texts) {
      if (a >= b) continue;
      const shared = [...sa].filter((s) => sb.has(s)).length;
      const ratio = shared / Math.min(sa.size, sb.size);
      if (ratio >= 0.5) overlaps.push(`${a} × ${b}: ${(ratio * 100).toFixed(0)} %`);
    }
  expect(overlaps).toEqual([]);
});
