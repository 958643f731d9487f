import { describe, expect, it } from 'vitest';
import { countryCodes } from '../../generated/countries.ts';
import { localePrefixes } from '../../generated/locales.ts';
import { resolve } from '../../generated/resolver.ts';
import { pages } from '../../generated/routes.ts';

describe('resolve', () => {
  const cases: Array<[string, { path: string; edition?: 'MAIN' | 'RU' | 'AR'; want: Record<string, unknown> }]> = [
    [
      'the main page without a prefix is English',
      { path: '/', want: { kind: 'page', page: 'main', locale: 'en', prefixed: false, rest: '/', slashed: true } },
    ],
    [
      'a locale prefix alone is its main page',
      { path: '/de/', want: { kind: 'page', page: 'main', locale: 'de', prefixed: true, rest: '/' } },
    ],
    [
      'a prefix without its slash still resolves, marked unslashed',
      { path: '/de', want: { kind: 'page', page: 'main', locale: 'de', slashed: false } },
    ],
    [
      'a nested application path',
      { path: '/fr/payment/success/', want: { kind: 'page', page: 'payment-success', locale: 'fr', rest: '/payment/success/' } },
    ],
    ['an unslashed page keeps its match', { path: '/de/login', want: { kind: 'page', page: 'login', slashed: false, rest: '/login/' } }],
    [
      'a country code without a locale',
      { path: '/us/', want: { kind: 'page', page: 'country', locale: 'en', params: { code: 'us', service: '' } } },
    ],
    [
      'a country code under a locale',
      { path: '/de/fr/', want: { kind: 'page', page: 'country', locale: 'de', params: { code: 'fr', service: '' } } },
    ],
    ['a locale wins over the same country code', { path: '/ua/', want: { kind: 'page', page: 'main', locale: 'ua' } }],
    [
      'a service under a country',
      { path: '/es/us/netflix/', want: { kind: 'page', page: 'country', locale: 'es', params: { code: 'us', service: 'netflix' } } },
    ],
    [
      'any two letters are a country candidate (validation judges them)',
      { path: '/zz/', want: { kind: 'page', page: 'country', params: { code: 'zz', service: '' } } },
    ],
    [
      'an unknown path is no match, in the locale of its prefix',
      { path: '/it/nothing-here/', want: { kind: 'none', locale: 'it', prefixed: true } },
    ],
    ['a double slash is no match', { path: '//login/', want: { kind: 'none' } }],
    [
      'on the RU edition Russian is the bare path',
      { path: '/login/', edition: 'RU', want: { kind: 'page', page: 'login', locale: 'ru', prefixed: false } },
    ],
    [
      'on the RU edition /de/ is not a locale',
      { path: '/de/', edition: 'RU', want: { kind: 'page', page: 'country', locale: 'ru', params: { code: 'de', service: '' } } },
    ],
    [
      'on the AR edition Arabic is the bare path',
      { path: '/servers/', edition: 'AR', want: { kind: 'page', page: 'servers', locale: 'ar' } },
    ],
  ];
  it.each(cases)('%s', (_name, { path, edition = 'MAIN', want }) => {
    expect(resolve(path, edition)).toMatchObject(want);
  });

  it('resolves every page under every locale of MAIN', () => {
    for (const locale of localePrefixes) {
      for (const page of Object.values(pages)) {
        // An item page is each of its items: /blog/{slug}/ resolves with the slug.
        const rest = page.path.replace('{slug}', 'an-item');
        const path = locale === 'en' ? rest : `/${locale}${rest}`;
        expect(resolve(path, 'MAIN'), path).toMatchObject({ kind: 'page', page: page.id, locale });
      }
    }
  });

  it('resolves every locale × country pair to the country page', () => {
    for (const locale of localePrefixes) {
      for (const code of countryCodes) {
        const path = locale === 'en' ? `/${code}/` : `/${locale}/${code}/`;
        const r = resolve(path, 'MAIN');
        // Where a code is also a locale prefix, the bare path is that locale's main page.
        if (locale === 'en' && (localePrefixes as readonly string[]).includes(code))
          expect(r, path).toMatchObject({ page: 'main', locale: code });
        else expect(r, path).toMatchObject({ kind: 'page', page: 'country', locale, params: { code } });
      }
    }
  });
});

describe('page bodies', () => {
  it('every body spec/routes.yaml names has its module in src/pages/', async () => {
    const { missingPageBodies } = await import('../../src/app/page-loaders.ts');
    expect(missingPageBodies()).toEqual([]);
  });
});
