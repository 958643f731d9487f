import { describe, expect, it } from 'vitest';
import { createCookies, headerCookieJar, parseCookieHeader, serializeCookie } from '../../generated/cookies.ts';
import { createStorage, memoryStorageArea, type StorageArea } from '../../generated/storage.ts';
import { mayReload } from '../../src/app/stale-chunk.ts';
import { randomRuId } from '../../src/shared/lib/random-id.ts';

describe('cookie accessors', () => {
  it('write the spec lifetime on the shared parent domain with path /', () => {
    const out: string[] = [];
    const cookies = createCookies(headerCookieJar('', out), { parentDomain: '.fvp.example', secure: true });
    cookies.fvpIsLoggedIn.set('true');
    cookies.fvpNeedsRefresh.remove();
    cookies.i18nRedirected.set('de');
    expect(out).toEqual([
      'fvp_is_logged_in=true; Max-Age=63113851; Domain=.fvp.example; Path=/; Secure; SameSite=Lax',
      'fvp_needs_refresh=; Max-Age=0; Domain=.fvp.example; Path=/; Secure; SameSite=Lax',
      'i18n_redirected=de; Max-Age=31536000; Path=/; Secure; SameSite=Lax',
    ]);
  });

  it('read typed values and treat malformed ones as absent', () => {
    const cookies = createCookies(
      headerCookieJar(
        'fvp_user_access=gold; i18n_redirected=xx; country-code=US; show_free_locations_modal=false; fvp_a_aid=a%ZZ; fvp_btag=ok',
      ),
      { parentDomain: undefined, secure: false },
    );
    expect(cookies.fvpUserAccess.get()).toBeUndefined();
    expect(cookies.i18nRedirected.get()).toBeUndefined();
    expect(cookies.countryCode.get()).toBe('US');
    expect(cookies.showFreeLocationsModal.get()).toBe(false);
    expect(cookies.fvpAAid.get()).toBeUndefined();
    expect(cookies.fvpBtag.get()).toBe('ok');
  });

  it('parse a Cookie header: first value wins, quotes are removed, junk is skipped', () => {
    expect([...parseCookieHeader('a=1; a=2; b="x y"; =v; c')]).toEqual([
      ['a', '1'],
      ['b', 'x y'],
    ]);
    expect(serializeCookie('n', 'a b', { maxAge: 1, path: '/', sameSite: 'Lax', secure: false })).toBe(
      'n=a%20b; Max-Age=1; Path=/; SameSite=Lax',
    );
  });
});

describe('storage accessors', () => {
  it('round-trip typed values and reject malformed JSON or shapes', () => {
    const local = memoryStorageArea();
    const storage = createStorage({ local, session: memoryStorageArea() });
    expect(storage.viewedNotifications.set([1, 2])).toBe(true);
    expect(storage.viewedNotifications.get()).toEqual([1, 2]);
    local.setItem('viewedNotifications', '[1, "x"]');
    expect(storage.viewedNotifications.get()).toBeUndefined();
    local.setItem('servicePopupData', '{not json');
    expect(storage.servicePopupData.get()).toBeUndefined();
    storage.servicePopupData.set({ popups: [], popupUpdate: 5 });
    expect(storage.servicePopupData.get()).toEqual({ popups: [], popupUpdate: 5 });
    storage.isSourceApp.set(true);
    expect(storage.isSourceApp.get()).toBe(true);
  });

  it('survive storage that throws (blocked or full) without losing the page', () => {
    const broken: StorageArea = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    const storage = createStorage({ local: broken, session: null });
    expect(storage.authToken.get()).toBeUndefined();
    expect(storage.authToken.set('t')).toBe(false);
    expect(() => storage.authToken.remove()).not.toThrow();
    expect(storage.isSourceApp.set(true)).toBe(false);
  });
});

describe('stale chunk reload guard', () => {
  it('allows one reload per path per 10 seconds', () => {
    expect(mayReload(undefined, '/a/', 1000)).toBe(true);
    expect(mayReload('1000 /a/', '/a/', 5000)).toBe(false);
    expect(mayReload('1000 /a/', '/a/', 11_000)).toBe(true);
    expect(mayReload('1000 /a/', '/b/', 2000)).toBe(true);
  });
});

describe('RU edition random id', () => {
  it("is 'u' plus 20 digits", () => {
    for (let i = 0; i < 50; i++) expect(randomRuId()).toMatch(/^u[0-9]{20}$/);
  });
  it('rejects biased bytes so every digit is equally likely', () => {
    const feed = [255, 250, 3, ...Array.from({ length: 40 }, () => 7)];
    let at = 0;
    const id = randomRuId((bytes) => {
      for (let i = 0; i < bytes.length; i++) bytes[i] = feed[at++ % feed.length]!;
    });
    expect(id.startsWith('u37')).toBe(true);
  });
});
