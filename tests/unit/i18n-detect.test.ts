import { describe, expect, it } from 'vitest';
import { detectLocale, firstVisitLocale } from '../../src/shared/i18n/detect.ts';
import { pickEncoding, preferredLanguages } from '../../src/server/negotiate.ts';
import { localeSwitchTarget } from '../../src/features/locale-switcher/model.ts';
import { editionHostRedirect, rootLocaleRedirect } from '../../src/server/edition-rules.ts';
import { editions } from '../../generated/editions.ts';
import { documentHead } from '../../src/app/document-head.ts';
import { loadConfig } from '../../src/server/config.ts';

const main = editions.MAIN.locales;

describe('detectLocale', () => {
  const cases: Array<[string, { cookie?: 'de' | 'en' | 'ru'; languages: string[]; want: { locale: string; source: string } }]> = [
    ['the cookie comes first', { cookie: 'de', languages: ['fr-FR'], want: { locale: 'de', source: 'cookie' } }],
    ['then the exact browser tag', { languages: ['pt-BR', 'en'], want: { locale: 'pt', source: 'browser' } }],
    ['a BCP 47 tag finds its prefix (uk → ua, fil → ph)', { languages: ['uk-UA'], want: { locale: 'ua', source: 'browser' } }],
    ['fil finds ph', { languages: ['fil'], want: { locale: 'ph', source: 'browser' } }],
    ['an unknown language falls through to the next', { languages: ['zz', 'it'], want: { locale: 'it', source: 'browser' } }],
    ['nothing known gives the default', { languages: ['zz'], want: { locale: 'en', source: 'default' } }],
  ];
  it.each(cases)('%s', (_name, { cookie, languages, want }) => {
    expect(detectLocale({ cookie, languages, available: main, fallback: 'en' })).toEqual(want);
  });

  it('ignores a cookie locale the edition does not serve', () => {
    expect(detectLocale({ cookie: 'de', languages: [], available: ['ru'], fallback: 'ru' })).toEqual({ locale: 'ru', source: 'default' });
  });
});

describe('content negotiation', () => {
  it('orders languages by q and drops malformed, wildcard or zero-weight parts', () => {
    expect(preferredLanguages('fr;q=0.5, de-DE, en;q=0.8, *;q=0.1, ;q=1, x y, es;q=0')).toEqual(['de-DE', 'en', 'fr']);
    expect(preferredLanguages(undefined)).toEqual([]);
  });

  it.each([
    ['gzip, deflate, br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0', null],
    ['gzip;q=0.9, br;q=0.5', 'gzip'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['identity', null],
    ['', null],
    [undefined, null],
  ])('Accept-Encoding %s gives %s', (header, want) => {
    expect(pickEncoding(header)).toBe(want);
  });
});

const API = 'https://account.fvp.example/api';
const PROD = loadConfig({ NODE_ENV: 'production', SITE_ENV: 'PROD', PUBLIC_ORIGIN: 'https://fvp.example', API_BASE_URL: API }).origins;
const DEV = loadConfig({ SITE_ENV: 'DEV', PUBLIC_ORIGIN: 'https://dev.fvp.example', API_BASE_URL: API }).origins;
const LOCAL = loadConfig({}).origins;

describe('first-load locale redirect at the root', () => {
  const url = (path: string) => new URL(path, 'http://localhost:3000');
  it('sends a German browser from / to /de/, keeping the query, and remembers the choice', () => {
    expect(
      rootLocaleRedirect({
        url: url('/?a=1'),
        edition: 'MAIN',
        env: null,
        origins: LOCAL,
        cookie: undefined,
        acceptLanguage: 'de-DE,de;q=0.9',
      }),
    ).toEqual({
      kind: 'redirect',
      status: 302,
      location: '/de/?a=1',
      vary: 'Cookie, Accept-Language',
      setLocaleCookie: 'de',
    });
  });
  it('never moves a visitor whose cookie says the default, nor any path but the root', () => {
    expect(rootLocaleRedirect({ url: url('/'), edition: 'MAIN', env: null, origins: LOCAL, cookie: 'en', acceptLanguage: 'de' })).toEqual({
      kind: 'continue',
    });
    expect(
      rootLocaleRedirect({ url: url('/servers/'), edition: 'MAIN', env: null, origins: LOCAL, cookie: undefined, acceptLanguage: 'de' }),
    ).toEqual({
      kind: 'continue',
    });
  });
  it('sends a Russian browser to the RU host where the environment has one', () => {
    expect(
      rootLocaleRedirect({
        url: new URL('https://fvp.example/'),
        edition: 'MAIN',
        env: 'PROD',
        origins: PROD,
        cookie: undefined,
        acceptLanguage: 'ru',
      }),
    ).toMatchObject({
      kind: 'redirect',
      location: 'https://fvp-ru.example/',
    });
  });
});

describe('edition hosts', () => {
  it('moves /ru/… on MAIN to the RU host in production, with the same page and query', () => {
    expect(editionHostRedirect(new URL('https://fvp.example/ru/login/?x=1'), 'MAIN', 'PROD', PROD)).toEqual({
      kind: 'redirect',
      status: 301,
      location: 'https://fvp-ru.example/login/?x=1',
    });
    expect(editionHostRedirect(new URL('https://dev.fvp.example/ar/'), 'MAIN', 'DEV', DEV)).toMatchObject({
      location: 'https://dev.fvp-ar.example/',
    });
  });
  it('builds the target from the configured origin, never from the request', () => {
    expect(editionHostRedirect(new URL('http://evil.example:8080/ru/login/'), 'MAIN', 'PROD', PROD)).toMatchObject({
      location: 'https://fvp-ru.example/login/',
    });
  });
  it('serves /ru/… itself locally, where no edition host is configured', () => {
    expect(editionHostRedirect(new URL('http://localhost:3000/ru/login/'), 'MAIN', null, LOCAL)).toEqual({ kind: 'continue' });
  });
});

describe('localeSwitchTarget', () => {
  const place = (over: Partial<Parameters<typeof localeSwitchTarget>[0]> = {}) => ({
    locale: 'en' as const,
    edition: 'MAIN' as const,
    env: null,
    rest: '/servers/',
    search: '?ref=x',
    helpDeskUrl: null,
    ...over,
  });
  it('re-prefixes the same page on the same host, keeping the query', () => {
    expect(localeSwitchTarget(place(), 'fr', new URL('http://localhost:3000/servers/'))).toEqual({
      kind: 'navigate',
      path: '/fr/servers/?ref=x',
    });
    expect(localeSwitchTarget(place({ locale: 'fr' }), 'en', new URL('http://localhost:3000/fr/servers/'))).toEqual({
      kind: 'navigate',
      path: '/servers/?ref=x',
    });
  });
  it('goes to the collection in a locale the page is not written in (an article)', () => {
    const article = place({ rest: '/blog/wifi/', search: '', only: { locales: ['en', 'de'], elsewhere: '/blog/' } });
    expect(localeSwitchTarget(article, 'de', new URL('http://localhost:3000/blog/wifi/'))).toEqual({
      kind: 'navigate',
      path: '/de/blog/wifi/',
    });
    expect(localeSwitchTarget(article, 'ja', new URL('http://localhost:3000/blog/wifi/'))).toEqual({ kind: 'navigate', path: '/ja/blog/' });
  });
  it('moves to the RU host in production, where Russian is the bare path', () => {
    expect(localeSwitchTarget(place({ env: 'PROD' }), 'ru', new URL('https://fvp.example/servers/'))).toEqual({
      kind: 'load',
      url: 'https://fvp-ru.example/servers/?ref=x',
    });
  });
  it('moves from the local RU host back to MAIN for another locale', () => {
    expect(localeSwitchTarget(place({ edition: 'RU', locale: 'ru' }), 'de', new URL('http://ru.localhost:3000/servers/'))).toEqual({
      kind: 'load',
      url: 'http://localhost:3000/de/servers/?ref=x',
    });
  });
});

describe('hreflang alternates', () => {
  const head = (env: 'PROD' | null) =>
    documentHead({ title: 't', description: 'd', locale: 'de', edition: 'MAIN', env, rest: '/servers/' }).alternates;
  it('point to the edition host that serves a locale where the environment has one', () => {
    const alternates = head('PROD');
    expect(alternates.find((a) => a.hreflang === 'ru')).toEqual({ hreflang: 'ru', edition: 'RU', path: '/servers/' });
    expect(alternates.find((a) => a.hreflang === 'ar')).toEqual({ hreflang: 'ar', edition: 'AR', path: '/servers/' });
    expect(alternates.find((a) => a.hreflang === 'de')).toEqual({ hreflang: 'de', edition: 'MAIN', path: '/de/servers/' });
  });
  it('stay on MAIN locally, where MAIN serves every locale itself', () => {
    expect(head(null).find((a) => a.hreflang === 'ru')).toEqual({ hreflang: 'ru', edition: 'MAIN', path: '/ru/servers/' });
  });
});

describe('first-visit detection in the browser', () => {
  const visit = (over: Partial<Parameters<typeof firstVisitLocale>[0]>) =>
    firstVisitLocale({ pathname: '/', search: '', edition: 'MAIN', cookie: undefined, languages: [], ...over });
  it('sends a browser whose languages prefer German from the root to /de/, keeping the query', () => {
    expect(visit({ languages: ['de-AT', 'en'], search: '?a=1' })).toEqual({ remember: 'de', go: '/de/?a=1' });
  });
  it('tries each language in order, exact tag then base language', () => {
    expect(visit({ languages: ['xx', 'fil-PH'] })).toEqual({ remember: 'ph', go: '/ph/' });
    expect(visit({ languages: ['uk'] })).toEqual({ remember: 'ua', go: '/ua/' });
  });
  it('stays on the default and remembers it when no language matches', () => {
    expect(visit({ languages: ['xx-YY'] })).toEqual({ remember: 'en', go: null });
    expect(visit({ languages: ['en-GB', 'de'] })).toEqual({ remember: 'en', go: null });
  });
  it('does nothing once the cookie is set, nor on any path but the root', () => {
    expect(visit({ cookie: 'en', languages: ['de'] })).toBeNull();
    expect(visit({ pathname: '/servers/', languages: ['de'] })).toBeNull();
  });
  it('keeps to the locales of the edition', () => {
    expect(visit({ edition: 'RU', languages: ['de', 'en'] })).toMatchObject({ go: null });
  });
});

describe('the server leaves an undecided first visit to the browser', () => {
  it('sets no cookie when Accept-Language names no locale', () => {
    const url = new URL('http://localhost:3000/');
    expect(rootLocaleRedirect({ url, edition: 'MAIN', env: null, origins: LOCAL, cookie: undefined, acceptLanguage: null })).toEqual({
      kind: 'continue',
    });
    expect(rootLocaleRedirect({ url, edition: 'MAIN', env: null, origins: LOCAL, cookie: undefined, acceptLanguage: 'en-US' })).toEqual({
      kind: 'continue',
      setLocaleCookie: 'en',
    });
  });
});
