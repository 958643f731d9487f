/** The runtime under the generated route table, resolver, guard chain and redirects, on tiny tables. */
import { describe, expect, it } from 'vitest';
import { composeChain, createRedirectFinder, selectGuards } from '../../generator/runtime/rules.ts';
import { createResolver, pageHref, routeTable } from '../../generator/runtime/routes.ts';

describe('routes runtime', () => {
  it('prefixes a path with any locale but the default', () => {
    expect(pageHref('/login/', 'de', 'en')).toBe('/de/login/');
    expect(pageHref('/login/', 'en', 'en')).toBe('/login/');
  });

  it('gives every route its href', () => {
    const routes = routeTable({ login: { id: 'login', path: '/login/' } });
    expect(routes.login.href('ru', 'ru')).toBe('/login/');
    expect(routes.login.href('de', 'en')).toBe('/de/login/');
  });

  const resolve = createResolver({
    pageByRest: new Map([
      ['', 'main'],
      ['login', 'login'],
      ['blog', 'blog'],
    ]),
    itemPageByCollection: new Map([
      ['blog', 'blog-article'],
      ['blog/page', 'blog-page'],
    ]),
    prefixesByEdition: { MAIN: new Set(['de']), RU: new Set<string>() },
    defaultLocaleOf: { MAIN: 'en', RU: 'ru' },
    countryPage: 'country',
  });
  it.each([
    ['/', 'MAIN', { kind: 'page', page: 'main', locale: 'en', prefixed: false, rest: '/', params: {}, slashed: true }],
    ['/de/login/', 'MAIN', { kind: 'page', page: 'login', locale: 'de', prefixed: true, rest: '/login/', params: {}, slashed: true }],
    ['/de/login', 'MAIN', { kind: 'page', page: 'login', locale: 'de', prefixed: true, rest: '/login/', params: {}, slashed: false }],
    [
      '/de/',
      'RU',
      { kind: 'page', page: 'country', locale: 'ru', prefixed: false, rest: '/de/', params: { code: 'de', service: '' }, slashed: true },
    ],
    [
      '/us/netflix/',
      'MAIN',
      {
        kind: 'page',
        page: 'country',
        locale: 'en',
        prefixed: false,
        rest: '/us/netflix/',
        params: { code: 'us', service: 'netflix' },
        slashed: true,
      },
    ],
    ['/blog/', 'MAIN', { kind: 'page', page: 'blog', locale: 'en', prefixed: false, rest: '/blog/', params: {}, slashed: true }],
    [
      '/de/blog/wifi-safety/',
      'MAIN',
      {
        kind: 'page',
        page: 'blog-article',
        locale: 'de',
        prefixed: true,
        rest: '/blog/wifi-safety/',
        params: { slug: 'wifi-safety' },
        slashed: true,
      },
    ],
    [
      '/blog/page/2/',
      'MAIN',
      { kind: 'page', page: 'blog-page', locale: 'en', prefixed: false, rest: '/blog/page/2/', params: { slug: '2' }, slashed: true },
    ],
    // Not a slug: upper case, or a path two levels below the collection.
    ['/blog/Wifi/', 'MAIN', { kind: 'none', locale: 'en', prefixed: false, rest: '/blog/Wifi/', slashed: true }],
    ['/blog/a/b/c/', 'MAIN', { kind: 'none', locale: 'en', prefixed: false, rest: '/blog/a/b/c/', slashed: true }],
    ['/nowhere/', 'MAIN', { kind: 'none', locale: 'en', prefixed: false, rest: '/nowhere/', slashed: true }],
    ['/1x/', 'MAIN', { kind: 'none', locale: 'en', prefixed: false, rest: '/1x/', slashed: true }],
  ] as const)('resolves %s on %s', (path, edition, want) => {
    expect(resolve(path, edition)).toEqual(want);
  });
});

describe('rules runtime', () => {
  const table = [
    { id: 'a', runs: 'both', appliesTo: 'all' },
    { id: 'b', runs: 'server', appliesTo: 'all' },
    { id: 'c', runs: 'client', appliesTo: 'listed' },
  ] as const;
  const chain = composeChain(table, { a: 1, b: 2, c: 3 });

  it('composes the implementations in the spec order', () => {
    expect(chain.map((g) => [g.id, g.guard])).toEqual([
      ['a', 1],
      ['b', 2],
      ['c', 3],
    ]);
  });

  it.each([
    ['server', null, ['a', 'b']],
    ['client', null, ['a']],
    ['client', ['c'], ['a', 'c']],
    ['server', ['c'], ['a', 'b']],
  ] as const)('selects on the %s for a page listing %j', (side, listed, want) => {
    expect(selectGuards(chain, side, listed).map((g) => g.id)).toEqual(want);
  });

  it('finds a redirect rule, under a prefix only when it applies to every locale', () => {
    const find = createRedirectFinder(
      new Map([
        ['/premium/', { to: '/order/', everyLocale: true }],
        ['/help/', { to: 'https://help.example/', everyLocale: false }],
      ]),
    );
    expect(find('/premium/', true)?.to).toBe('/order/');
    expect(find('/help/', false)?.to).toBe('https://help.example/');
    expect(find('/help/', true)).toBeUndefined();
    expect(find('/nothing/', false)).toBeUndefined();
  });
});

describe('the page links of the generated route table (generated/page-links.ts)', async () => {
  const { countryPage, pages } = await import('../../generated/routes.ts');
  const { pageBody, pageBodyNames, pagePath, pageTitle } = await import('../../generated/page-links.ts');
  const all = Object.values(pages);

  it("give every page the path, title and body of its full entry, the country landing's body too", () => {
    for (const page of all) {
      expect(pagePath(page.id as never), page.id).toBe(page.path);
      expect(pageTitle(page.id), page.id).toBe(page.title);
      expect(pageBody(page.id), page.id).toBe(page.body);
    }
    expect(pageBody('country')).toBe(countryPage.body);
    expect([...pageBodyNames].sort()).toEqual([...new Set([...all.map((p) => p.body), countryPage.body])].sort());
  });
});
