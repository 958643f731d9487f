/**
 * A crawler from the main page of every locale: every internal link answers 200, or redirects
 * (without a loop) to a page that does. Links are read from the server-rendered HTML, as a search
 * engine reads them.
 */
import { expect, test } from '@playwright/test';
import { editions } from '../../generated/editions.ts';
import { articles } from '../../generated/blog.ts';
import { blog } from '../../generated/constants.ts';
import { answerSlugs } from '../../generated/content.ts';
import type { LocalePrefix } from '../../generated/locales.ts';
import { itemPath, pageHref, pages } from '../../generated/routes.ts';

const START = editions.MAIN.locales.map((l) => (l === editions.MAIN.defaultLocale ? '/' : `/${l}/`));

/** Internal page links of an HTML document (no assets, no API, no fragments). */
function linksOf(html: string): string[] {
  const out = new Set<string>();
  for (const [, href] of html.matchAll(/<a\b[^>]*\bhref="([^"]+)"/g)) {
    const decoded = href!.replace(/&amp;/g, '&');
    if (!decoded.startsWith('/') || decoded.startsWith('//')) continue;
    const path = decoded.split('#')[0]!;
    if (path === '' || /^\/(_|api\/|assets\/|images\/)/.test(path)) continue;
    out.add(path);
  }
  return [...out];
}

test('every internal link from the main page of every locale answers 200 or redirects to a page that does', async ({ request }) => {
  test.setTimeout(300_000);
  const seen = new Set<string>(START);
  const queue = [...START];
  const broken: string[] = [];
  const fetched = new Set<string>();
  const visit = async (path: string): Promise<void> => {
    let url = path;
    const chain: string[] = [];
    for (;;) {
      const response = await request.get(url, { maxRedirects: 0 });
      const status = response.status();
      if (status >= 300 && status < 400) {
        const location = response.headers().location ?? '';
        chain.push(`${status} ${url}`);
        if (!location.startsWith('/') || chain.includes(`${status} ${location}`) || chain.length > 3) {
          broken.push(`${path}: redirect chain ${chain.join(' → ')} → ${location}`);
          return;
        }
        url = location;
        continue;
      }
      if (status !== 200) {
        broken.push(`${path}: ${status}${chain.length ? ` after ${chain.join(' → ')}` : ''}`);
        return;
      }
      fetched.add(path);
      if (chain.length === 0)
        for (const link of linksOf(await response.text()))
          if (!seen.has(link)) {
            seen.add(link);
            queue.push(link);
          }
      return;
    }
  };
  while (queue.length > 0) await Promise.all(queue.splice(0, 8).map(visit));
  expect(broken).toEqual([]);
  // Every marketing and service page of every locale is reachable (thanks follows the contact form),
  // and every article in each locale it is written in, and every page of each locale's blog index.
  const href = (rest: string, locale: LocalePrefix) => pageHref(rest, locale, editions.MAIN.defaultLocale);
  const inLocale = (l: LocalePrefix) => articles.filter((a) => a.texts[l]).length;
  const pagesOfIndex = (l: LocalePrefix) =>
    Array.from({ length: Math.max(0, Math.ceil(inLocale(l) / blog.perPage) - 1) }, (_, i) => href(`/blog/page/${i + 2}/`, l));
  const unreached = [
    ...Object.values(pages)
      .filter((p) => p.kind !== 'app' && p.id !== 'thanks' && !p.path.includes('{'))
      .flatMap((p) => editions.MAIN.locales.map((l) => href(p.path, l))),
    ...articles.flatMap((a) => editions.MAIN.locales.filter((l) => a.texts[l]).map((l) => href(itemPath('blog-article', a.slug), l))),
    ...editions.MAIN.locales.flatMap(pagesOfIndex),
    ...[...answerSlugs].flatMap((slug) => editions.MAIN.locales.map((l) => href(itemPath('answer', slug), l))),
  ].filter((h) => !fetched.has(h));
  expect(unreached).toEqual([]);
});
