/**
 * What search engines read, from the real server: robots.txt names the sitemap index; the index
 * names a sitemap per locale; every URL of every sitemap answers 200 with itself as canonical and
 * the same hreflang versions as the sitemap says; the hreflang clusters are symmetric (each version
 * names the others and x-default alike); pages kept out of search engines are in no sitemap; every
 * page's structured data parses and places it (the organization and the site on a main page, a
 * breadcrumb trail ending at the page elsewhere); every page has Open Graph and Twitter tags whose
 * image is there, a 1200×630 JPEG.
 */
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { isLocalePrefix } from '../../generated/locales.ts';
import { pages } from '../../generated/routes.ts';
import { raw } from './support/raw-http.ts';

interface Entry {
  readonly loc: string;
  /** hreflang → href */
  readonly alternates: ReadonlyMap<string, string>;
}

const locOf = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));

function entriesOf(xml: string): Entry[] {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => ({
    loc: locOf(m[1]!)[0]!,
    alternates: new Map([...m[1]!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((a) => [a[1]!, a[2]!.replace(/&amp;/g, '&')])),
  }));
}

test('robots.txt names the sitemap index, which names a sitemap for each locale', async ({ request, baseURL }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  const index = await request.get('/sitemap.xml');
  expect(index.headers()['content-type']).toContain('application/xml');
  const sitemaps = locOf(await index.text());
  expect(sitemaps).toHaveLength(20);
  expect(sitemaps).toContain(`${baseURL}/sitemaps/ar.xml`);
  expect((await request.get('/sitemaps/xx.xml')).status()).toBe(404);
  // The RU edition's host serves Russian only.
  const port = Number(new URL(baseURL!).port);
  const ru = await raw({ port, path: '/sitemap.xml', headers: { Host: `ru.localhost:${port}` } });
  expect(locOf(ru.body)).toEqual([`http://ru.localhost:${port}/sitemaps/ru.xml`]);
});

test('every sitemap URL answers 200 as its own canonical, with symmetric hreflang clusters', async ({ request, baseURL }) => {
  test.setTimeout(240_000);
  const sitemaps = locOf(await (await request.get('/sitemap.xml')).text());
  const all: Entry[] = [];
  for (const sitemap of sitemaps) all.push(...entriesOf(await (await request.get(sitemap)).text()));
  const byLoc = new Map(all.map((e) => [e.loc, e]));
  expect(byLoc.size).toBe(all.length);
  expect(all.length).toBeGreaterThan(20 * 300);

  // Symmetric: every version a URL names is listed too and names the same versions. (Plain
  // comparisons collected, one assertion: thousands of expect() calls would take minutes.)
  const asymmetric: string[] = [];
  const key = (entry: Entry) => JSON.stringify([...entry.alternates].sort());
  for (const entry of all) {
    // x-default is the English version, where there is one (/de/ in English is the German main page).
    if (entry.alternates.get('x-default') !== entry.alternates.get('en')) asymmetric.push(`${entry.loc}: x-default`);
    if (![...entry.alternates.values()].includes(entry.loc)) asymmetric.push(`${entry.loc}: does not name itself`);
    for (const [hreflang, href] of entry.alternates) {
      if (hreflang === 'x-default') continue;
      const other = byLoc.get(href);
      if (!other) asymmetric.push(`${entry.loc} names ${href}, which no sitemap lists`);
      else if (key(other) !== key(entry)) asymmetric.push(`${entry.loc} and ${href} name different versions`);
    }
  }
  expect(asymmetric).toEqual([]);

  // Nothing kept out of search engines is listed.
  const hidden = new Set(
    Object.values(pages)
      .filter((p) => !p.indexed)
      .map((p) => p.path),
  );
  const isHidden = (pathname: string) => hidden.has(pathname) || (/^\/[a-z]{2}\//.test(pathname) && hidden.has(pathname.slice(3)));
  expect(all.filter((entry) => isHidden(new URL(entry.loc).pathname)).map((e) => e.loc)).toEqual([]);

  // Every URL answers 200, names itself canonical and the sitemap's versions as hreflang.
  const queue = [...all];
  const failures: string[] = [];
  const images = new Set<string>();
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let entry = queue.shift(); entry; entry = queue.shift()) {
        // Node's fetch: Playwright's request context is several times slower over thousands of requests.
        const response = await fetch(entry.loc, { redirect: 'manual' });
        const html = await response.text();
        const canonical = /<link rel="canonical" href="([^"]+)">/.exec(html)?.[1]?.replace(/&amp;/g, '&');
        const hreflang = Object.fromEntries(
          [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((m) => [m[1], m[2]!.replace(/&amp;/g, '&')]),
        );
        if (
          response.status !== 200 ||
          canonical !== entry.loc ||
          JSON.stringify(hreflang) !== JSON.stringify(Object.fromEntries(entry.alternates))
        )
          failures.push(`${entry.loc}: ${response.status}, canonical ${canonical}`);
        // Structured data parses, names schema.org and a type, and places the page: a main page
        // names the organization and the site, every other page its breadcrumb trail ending at itself.
        const things = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) => {
          try {
            return JSON.parse(m[1]!) as { '@context'?: string; '@type'?: string; itemListElement?: Array<{ item: string }> };
          } catch {
            return null;
          }
        });
        const types = things.map((thing) => thing?.['@type']);
        // A main page: / or a locale's /xx/ (a two-letter path that is no locale is a country's landing).
        const pathname = new URL(entry.loc).pathname;
        const root = pathname === '/' || isLocalePrefix(pathname.slice(1, -1));
        const trail = things.find((thing) => thing?.['@type'] === 'BreadcrumbList')?.itemListElement;
        // A shared link shows the page: Open Graph's title, URL and image, and Twitter's large card.
        const og = Object.fromEntries([...html.matchAll(/<meta property="(og:[a-z:_]+)" content="([^"]*)">/g)].map((m) => [m[1], m[2]]));
        if (
          !og['og:title'] ||
          og['og:url']?.replace(/&amp;/g, '&') !== entry.loc ||
          !og['og:image'] ||
          !html.includes('<meta name="twitter:card" content="summary_large_image">')
        )
          failures.push(`${entry.loc}: open graph ${JSON.stringify(og)}`);
        else images.add(og['og:image']);
        if (
          things.some((thing) => !thing || thing['@context'] !== 'https://schema.org' || !thing['@type']) ||
          (root ? !(types.includes('Organization') && types.includes('WebSite')) : trail?.at(-1)?.item !== entry.loc)
        )
          failures.push(`${entry.loc}: structured data ${JSON.stringify(types)}`);
      }
    }),
  );
  expect(failures).toEqual([]);
  // Every preview image the pages name is there: a 1200×630 JPEG (one per page and locale, one per article).
  const imageQueue = [...images];
  expect(imageQueue.length).toBeGreaterThan(1000);
  const missing: string[] = [];
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let image = imageQueue.shift(); image; image = imageQueue.shift()) {
        const response = await fetch(image, { method: 'HEAD' });
        if (response.status !== 200 || response.headers.get('content-type') !== 'image/jpeg') missing.push(`${image}: ${response.status}`);
      }
    }),
  );
  expect(missing).toEqual([]);
  for (const image of [...images].filter((i) => /\/og\/(en\/main|ar\/android|ja\/servers|blog\/[^/]+)\.jpg$/.test(i)).slice(0, 4)) {
    const { width, height, format } = await sharp(Buffer.from(await (await fetch(image)).arrayBuffer())).metadata();
    expect({ width, height, format }, image).toEqual({ width: 1200, height: 630, format: 'jpeg' });
  }
  expect(baseURL).toBeTruthy();
});
