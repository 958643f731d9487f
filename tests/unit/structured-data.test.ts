/** The schema.org JSON-LD of rendered pages (src/app/structured-data.ts), from real renders. */
import { describe, expect, it } from 'vitest';
import { apps, brand } from '../../generated/constants.ts';
import { renderPage, type ServerRenderResult } from '../../src/app/entry-server.tsx';
import { articlesIn } from '../../src/shared/blog/index.ts';
import de from '../../locales/pages/android/de.json' with { type: 'json' };

const ORIGIN = 'https://fvp.example';

async function render(path: string): Promise<Extract<ServerRenderResult, { kind: 'page' }>> {
  const result = await renderPage({
    request: new Request(`http://localhost${path}`),
    edition: 'MAIN',
    env: null,
    helpDeskUrl: null,
    origin: ORIGIN,
  });
  if (result.kind !== 'page') throw new Error(`${path} answered ${result.response.status}`);
  // What the page carries is JSON: what a search engine parses.
  return { ...result, structuredData: JSON.parse(JSON.stringify(result.structuredData)) as object[] };
}

type Thing = Record<string, unknown> & { '@type': string };
const of = (result: { structuredData: readonly object[] }, type: string) =>
  (result.structuredData as Thing[]).find((thing) => thing['@type'] === type);

describe('structured data', () => {
  it('names the organization and the site on the main page', async () => {
    const main = await render('/');
    expect(of(main, 'Organization')).toMatchObject({
      '@context': 'https://schema.org',
      name: brand,
      url: `${ORIGIN}/`,
      logo: `${ORIGIN}/favicon.svg`,
    });
    expect(of(main, 'WebSite')).toMatchObject({ name: brand, url: `${ORIGIN}/`, inLanguage: 'en' });
    expect(of(main, 'BreadcrumbList')).toBeUndefined();
  });

  it('gives a platform page its trail, its questions and its app, in the page’s language', async () => {
    const android = await render('/de/android/');
    const trail = of(android, 'BreadcrumbList')!.itemListElement as Array<Record<string, unknown>>;
    expect(trail.map((c) => [c.position, c.item])).toEqual([
      [1, `${ORIGIN}/de/`],
      [2, `${ORIGIN}/de/android/`],
    ]);
    const faq = of(android, 'FAQPage')!;
    const questions = faq.mainEntity as Array<{ name: string; acceptedAnswer: { text: string } }>;
    expect(questions.length).toBeGreaterThanOrEqual(3);
    expect(questions[0]!.name).toBe((de as Record<string, string>)['faq.noPlay.question']);
    expect(questions.every((q) => q.acceptedAnswer.text.length > 20)).toBe(true);
    const app = apps.find((a) => a.page === 'android')!;
    expect(of(android, 'SoftwareApplication')).toMatchObject({
      softwareVersion: 'version' in app ? app.version : '',
      url: `${ORIGIN}/de/android/`,
    });
  });

  it('describes a blog article, under the blog in its trail', async () => {
    const article = articlesIn('en')[0]!;
    const page = await render(`/blog/${article.slug}/`);
    expect(of(page, 'Article')).toMatchObject({
      headline: article.texts.en!.title,
      datePublished: article.date,
      image: `${ORIGIN}${article.image.src}`,
      mainEntityOfPage: `${ORIGIN}/blog/${article.slug}/`,
    });
    const trail = of(page, 'BreadcrumbList')!.itemListElement as Array<Record<string, unknown>>;
    expect(trail.map((c) => c.item)).toEqual([`${ORIGIN}/`, `${ORIGIN}/blog/`, `${ORIGIN}/blog/${article.slug}/`]);
  });

  it('states nothing on a page kept out of search engines, and no rating anywhere', async () => {
    expect((await render('/forgot-password/')).structuredData).toEqual([]);
    const keysAndTypes = (value: unknown): string[] =>
      Array.isArray(value)
        ? value.flatMap(keysAndTypes)
        : value && typeof value === 'object'
          ? Object.entries(value).flatMap(([key, inner]) => [key, ...(key === '@type' ? [String(inner)] : []), ...keysAndTypes(inner)])
          : [];
    for (const path of ['/', '/android/', '/windows/', '/servers/']) {
      const named = keysAndTypes((await render(path)).structuredData);
      expect(
        named.filter((name) => /^(aggregateRating|AggregateRating|Rating|review|reviews|Review|ratingValue|reviewCount)$/.test(name)),
        path,
      ).toEqual([]);
    }
  });
});
