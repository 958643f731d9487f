/**
 * Pseudo-localization: every kind of page, its text made 40 % longer with accented letters (as a
 * long translation would be), and again mirrored right to left, at a phone's width. No text may
 * overflow its box and the page may not scroll sideways. The pseudo text is written into the
 * hydrated page's DOM, so the layout under test is the real one, with the real build's CSS.
 */
import type { Page } from '@playwright/test';
import { articles } from '../../generated/blog.ts';
import { answerSlugs } from '../../generated/content.ts';
import { expect, test } from './fixtures.ts';

/** One page of each kind the site has. */
const PAGES = [
  ['main', '/'],
  ['feature', '/gaming/'],
  ['service', '/roblox/'],
  ['legal with tables', '/cookies/'],
  ['download', '/download/'],
  ['platform', '/windows/'],
  ['server list', '/servers/'],
  ['country landing', '/us/'],
  ['service in a country', '/us/netflix/'],
  ['contact form', '/contact-us/'],
  ['comparison', '/vpn-comparison/'],
  ['blog index', '/blog/'],
  ['blog article', `/blog/${articles[0]!.slug}/`],
  ['help centre', '/answers/'],
  ['answer', `/answers/${[...answerSlugs][0]}/`],
  ['sign-in', '/login/'],
  ['sign-up', '/sign-up/'],
  ['order', '/order/?promo=DEMO20'],
  ['payment result', '/payment/failed/'],
  ['not found', '/no-such-page/'],
] as const;

/** Rewrites every text of the page: accented letters, each word 40 % longer; `mirror` sets rtl. */
async function pseudoLocalize(page: Page, mirror: boolean): Promise<number> {
  return page.evaluate((rtl) => {
    const ACCENTS: Record<string, string> = {
      a: 'á',
      e: 'é',
      i: 'í',
      o: 'ö',
      u: 'ü',
      c: 'ç',
      n: 'ñ',
      s: 'š',
      y: 'ý',
      z: 'ž',
      A: 'Å',
      E: 'É',
      I: 'Î',
      O: 'Ö',
      U: 'Ü',
      C: 'Ç',
      N: 'Ñ',
      S: 'Š',
      Y: 'Ý',
      Z: 'Ž',
    };
    const longer = (word: string) => {
      const accented = [...word].map((ch) => ACCENTS[ch] ?? ch).join('');
      const extra = Math.ceil(word.length * 0.4);
      // Lengthen with the word's own letters, so a word stays one unbreakable run, as in German.
      return accented + accented.repeat(Math.ceil(extra / Math.max(1, accented.length))).slice(0, extra);
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
      acceptNode: (node) =>
        node.parentElement?.closest('script, style, code, noscript') || !/\p{L}/u.test(node.nodeValue ?? '')
          ? NodeFilter.FILTER_REJECT
          : NodeFilter.FILTER_ACCEPT,
    });
    let count = 0;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      node.nodeValue = (node.nodeValue ?? '').replace(/\p{L}+/gu, longer);
      count++;
    }
    if (rtl) document.documentElement.dir = 'rtl';
    return count;
  }, mirror);
}

/** Visible block boxes whose text runs past their edge, and whether the page scrolls sideways. */
async function overflows(page: Page) {
  return page.evaluate(() => {
    const found: string[] = [];
    const selector = 'h1, h2, h3, h4, p, li, dt, dd, summary, label, button, .button, legend, figcaption, blockquote';
    for (const el of document.querySelectorAll<HTMLElement>(selector)) {
      const style = getComputedStyle(el);
      if (style.display === 'inline' || style.display === 'none' || el.clientWidth === 0) continue;
      // A region built to scroll sideways (a wide table) is allowed to.
      if (el.closest('.block-table-scroll')) continue;
      if (el.scrollWidth > el.clientWidth + 1)
        found.push(
          `${el.tagName.toLowerCase()}.${el.className || '-'}: ${el.scrollWidth} > ${el.clientWidth} "${el.textContent?.slice(0, 40)}"`,
        );
    }
    // What sticks out past the viewport: the innermost such elements, to name in a failure.
    const outside = [...document.body.querySelectorAll<HTMLElement>('*')]
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.width > 0 && (box.right > window.innerWidth + 1 || box.left < -1) && !el.closest('.block-table-scroll');
      })
      .filter((el, _, all) => !all.some((other) => other !== el && el.contains(other)))
      .map((el) => `${el.tagName.toLowerCase()}.${el.className || '-'} "${el.textContent?.slice(0, 30)}"`);
    return { found, outside, pageWidth: document.documentElement.scrollWidth, viewport: window.innerWidth };
  });
}

test.use({ viewport: { width: 375, height: 800 } });

for (const mirror of [false, true]) {
  for (const [kind, path] of PAGES) {
    test(`${mirror ? 'mirrored ' : ''}pseudo-locale: the ${kind} page keeps its text inside its boxes`, async ({ page }) => {
      await page.goto(path);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      await page.waitForLoadState('networkidle');
      expect(await pseudoLocalize(page, mirror)).toBeGreaterThan(10);
      // Open the closed parts (FAQ answers, the phone menu stays as it is) so their text is laid out too.
      await page.evaluate(() => document.querySelectorAll('details').forEach((d) => (d.open = true)));
      const result = await overflows(page);
      expect(result.found, 'text overflowing its box').toEqual([]);
      expect(result.pageWidth, `the page scrolls sideways: ${result.outside.join('; ')}`).toBeLessThanOrEqual(result.viewport);
    });
  }
}
