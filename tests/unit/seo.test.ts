/**
 * What search engines are told, from spec/routes.yaml: pages marked `index: false` carry noindex
 * and robots.txt disallows them under every locale; every page names its versions with hreflang,
 * and x-default is the edition's default language.
 */
import { describe, expect, it } from 'vitest';
import { pages } from '../../generated/routes.ts';
import { documentHead } from '../../src/app/document-head.ts';
import { robotsTxt } from '../../src/server/robots.ts';

const head = (route: string, rest: string, over: Partial<Parameters<typeof documentHead>[0]> = {}) =>
  documentHead({ title: 't', description: 'd', locale: 'de', edition: 'MAIN', env: null, rest, route, ...over });

describe('indexing', () => {
  it('keeps the cabinet, payment results and e-mail link pages out; sign-in, sign-up, order and content pages in', () => {
    for (const id of ['cabinet', 'cabinet-profile', 'payment-success', 'reset', 'confirm', 'forgot-password', 'zendesk-sso'] as const)
      expect([id, head(id, pages[id].path).indexable]).toEqual([id, false]);
    for (const id of ['main', 'login', 'sign-up', 'order', 'dns-check', 'blog'] as const)
      expect([id, head(id, pages[id].path).indexable]).toEqual([id, true]);
    expect(head('country', '/de/').indexable).toBe(true);
    expect(head('main', '/', { rest: null }).indexable).toBe(false);
  });

  it('disallows exactly those pages in robots.txt, at the bare path and under any locale prefix', () => {
    const robots = robotsTxt('https://fvp.example');
    expect(robots).toMatch(/^User-agent: \*\n/);
    expect(robots).toContain('Disallow: /cabinet/\nDisallow: /*/cabinet/\n');
    expect(robots).toContain('Disallow: /payment/success/\n');
    expect(robots).toContain('Disallow: /_dev/\n');
    const disallowed = [...robots.matchAll(/^Disallow: (\/[^*].*)$/gm)].map((m) => m[1]);
    expect(disallowed.sort()).toEqual(
      [
        ...Object.values(pages)
          .filter((p) => !p.indexed)
          .map((p) => p.path),
        '/_dev/',
      ].sort(),
    );
    expect(robots).not.toContain('/login/');
    expect(robots).toMatch(/\nSitemap: https:\/\/fvp\.example\/sitemap\.xml\n$/);
  });
});

describe('hreflang', () => {
  it('names every locale of the edition and x-default, the default language at the bare path', () => {
    const alternates = head('servers', '/servers/').alternates;
    expect(alternates).toHaveLength(21);
    expect(alternates.at(-1)).toEqual({ hreflang: 'x-default', edition: 'MAIN', path: '/servers/' });
    expect(new Set(alternates.map((a) => a.hreflang)).size).toBe(21);
  });

  it('leaves out the bare-path version of a country landing whose code is a locale prefix (/de/ is German)', () => {
    const alternates = head('country', '/de/', { locale: 'fr' }).alternates;
    expect(alternates.find((a) => a.hreflang === 'fr')).toEqual({ hreflang: 'fr', edition: 'MAIN', path: '/fr/de/' });
    expect(alternates.map((a) => a.hreflang)).not.toContain('en');
    expect(alternates.map((a) => a.hreflang)).not.toContain('x-default');
    expect(alternates).toHaveLength(19);
    // A code that is no locale prefix keeps every version.
    expect(head('country', '/nl/', { locale: 'fr' }).alternates).toHaveLength(21);
  });

  it('gives an article written without the default language no x-default', () => {
    const alternates = head('blog-article', '/blog/x/', { only: { locales: ['de', 'fr'] } }).alternates;
    expect(alternates.map((a) => a.hreflang)).toEqual(['de', 'fr']);
  });
});
