/**
 * The service popups' flow (product spec §4) in a scope, with a controlled clock: the 3 s delay,
 * the cache and its 300 s lifetime, the fetch, filtering and order, the text's locale, closing, the
 * once-only and blocker rules, and the chat launcher's shift. The CDN is stood in for by the
 * effect's handler; storage and cookies are in memory.
 */
import { allSettled, fork, type Scope } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCookies, headerCookieJar } from '../../generated/cookies.ts';
import type { Popup, User } from '../../generated/api/schemas.ts';
import { createStorage, memoryStorageArea, type BrowserStorage } from '../../generated/storage.ts';
import { $restoreFailed, $token, $tokenRead, $user } from '../../src/entities/session/index.ts';
import { $chatShifted, $popup, fetchPopupsFx, popupClosed, popupsStarted } from '../../src/features/service-popups/model.ts';
import { setBrowserState } from '../../src/shared/browser/index.ts';
import { freeUser } from './support/session.ts';

const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);
const LATER = Math.floor(NOW / 1000) + 86_400;

function popup(id: number, over: Partial<Popup> = {}): Popup {
  return {
    id,
    type: 0,
    country: 'DF',
    popup_type: 0,
    display_type: 0,
    expired_at: LATER,
    translate: { en: { title: `Title ${id}`, description: `Text ${id}` } },
    ...over,
  };
}

const premiumUser: User = { ...freeUser, email: 'premium@example.com', access: { type: 'premium' } };

let storage: BrowserStorage;
let cookieHeader: string;

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
  storage = createStorage({ local: memoryStorageArea(), session: memoryStorageArea() });
  cookieHeader = '';
});

afterEach(() => {
  vi.useRealTimers();
  setBrowserState(null);
});

/** A scope whose session is settled (a visitor, or a user) and whose CDN answers `list`. */
function scopeFor(list: Popup[] | (() => Promise<Popup[]>), user: User | null = null): { scope: Scope; fetches: () => number } {
  let fetches = 0;
  // A page load: the browser's cookies as they are now.
  setBrowserState({ cookies: createCookies(headerCookieJar(cookieHeader), { parentDomain: undefined, secure: false }), storage });
  const scope = fork({
    values: [
      [$tokenRead, true],
      [$token, user ? 't' : null],
      [$user, user],
      [$restoreFailed, false],
    ],
    handlers: [
      [
        fetchPopupsFx,
        async () => {
          fetches++;
          return typeof list === 'function' ? list() : list;
        },
      ],
    ],
  });
  return { scope, fetches: () => fetches };
}

/** Starts the flow and lets the controlled clock run `ms`. */
async function start(scope: Scope, place = { locale: 'en', path: '/' }, ms = 3000) {
  const done = allSettled(popupsStarted, { scope, params: place });
  await vi.advanceTimersByTimeAsync(ms);
  await done;
}

describe('the popup flow', () => {
  it('waits 3 s after mount before it reads or fetches anything', async () => {
    const { scope, fetches } = scopeFor([popup(1)]);
    const done = allSettled(popupsStarted, { scope, params: { locale: 'en', path: '/' } });
    await vi.advanceTimersByTimeAsync(2999);
    expect(fetches()).toBe(0);
    expect(scope.getState($popup)).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(fetches()).toBe(1);
    expect(scope.getState($popup)?.id).toBe(1);
  });

  it('saves the eligible list with popupUpdate = now + 300 s, and uses it until then', async () => {
    const first = scopeFor([popup(1), popup(2, { country: 'JP' })]);
    await start(first.scope);
    expect(storage.servicePopupData.get()).toEqual({ popups: [popup(1)], popupUpdate: NOW + 3000 + 300_000 });
    // A page load whose popups run 299 s after the save: the cache is fresh, nothing is fetched.
    vi.setSystemTime(NOW + 3000 + 296_000);
    const second = scopeFor([popup(9)]);
    await start(second.scope);
    expect(second.fetches()).toBe(0);
    expect(second.scope.getState($popup)?.id).toBe(1);
    // At popupUpdate: fetched again.
    vi.setSystemTime(NOW + 3000 + 297_000);
    const third = scopeFor([popup(9)]);
    await start(third.scope);
    expect(third.fetches()).toBe(1);
    expect(third.scope.getState($popup)?.id).toBe(9);
  });

  it('shows the first entry in the spec’s order with a title and a description in the locale, else English', async () => {
    const list = [
      popup(1, { display_type: 1 }),
      popup(2, { type: 1, translate: { de: { title: 'Nur Titel' }, fr: { title: 'Titre', description: 'Texte' } } }),
      popup(3, { type: 1, translate: { de: { title: 'Titel', description: 'Text' } } }),
    ];
    const { scope } = scopeFor(list);
    await start(scope, { locale: 'de', path: '/' });
    // Public entries first (the visitor is public); 2 has no complete German or English text.
    expect(scope.getState($popup)?.id).toBe(3);
    expect(storage.servicePopupData.get()?.popups.map((p) => p.id)).toEqual([2, 3, 1]);
  });

  it('gives a premium user the premium entry and a visitor in Germany the German one', async () => {
    const list = [popup(10, { type: 1, country: 'DE' }), popup(20, { type: 2 }), popup(30, { type: 1 })];
    const premium = scopeFor(list, premiumUser);
    await start(premium.scope);
    expect(premium.scope.getState($popup)?.id).toBe(20);

    storage.servicePopupData.remove();
    cookieHeader = 'country-code=DE';
    const german = scopeFor(list, freeUser);
    await start(german.scope);
    expect(german.scope.getState($popup)?.id).toBe(10);

    storage.servicePopupData.remove();
    cookieHeader = '';
    const unknown = scopeFor(list);
    await start(unknown.scope);
    expect(unknown.scope.getState($popup)?.id).toBe(30);
  });

  it('waits for the session before it filters by the user’s type', async () => {
    setBrowserState({ cookies: createCookies(headerCookieJar(''), { parentDomain: undefined, secure: false }), storage });
    let fetched = 0;
    const scope = fork({
      values: [
        [$tokenRead, true],
        [$token, 't'],
      ],
      handlers: [[fetchPopupsFx, async () => (fetched++, [popup(1, { type: 1 }), popup(2, { type: 2 })])]],
    });
    const done = allSettled(popupsStarted, { scope, params: { locale: 'en', path: '/' } });
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetched).toBe(0);
    await allSettled($user, { scope, params: premiumUser });
    await done;
    expect(scope.getState($popup)?.id).toBe(2);
  });

  it('clears the cache and shows nothing for an empty list or when nothing is eligible', async () => {
    storage.servicePopupData.set({ popups: [popup(5)], popupUpdate: NOW - 1 });
    const empty = scopeFor([]);
    await start(empty.scope);
    expect(empty.scope.getState($popup)).toBeNull();
    expect(storage.servicePopupData.get()).toBeUndefined();

    const expired = scopeFor([popup(6, { expired_at: Math.floor(NOW / 1000) - 1 }), popup(7, { country: 'JP' })]);
    await start(expired.scope);
    expect(expired.scope.getState($popup)).toBeNull();
    expect(storage.servicePopupData.get()).toBeUndefined();
  });

  it('only logs a failed fetch', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { scope } = scopeFor(() => Promise.reject(new Error('the popup list answered 503')));
    await start(scope);
    expect(scope.getState($popup)).toBeNull();
    expect(warn).toHaveBeenCalledWith('[popups] the list could not be fetched', expect.any(Error));
    warn.mockRestore();
  });

  it('marks a closed entry viewed; the next one waits for the next page load', async () => {
    const { scope } = scopeFor([popup(1), popup(2)]);
    await start(scope);
    expect(scope.getState($popup)?.id).toBe(1);
    expect(scope.getState($chatShifted)).toBe(true);
    await allSettled(popupClosed, { scope });
    expect(scope.getState($popup)).toBeNull();
    expect(storage.viewedNotifications.get()).toEqual([1]);
    // Another popup remains cached: the launcher stays aside.
    expect(scope.getState($chatShifted)).toBe(true);
    const next = scopeFor([popup(1), popup(2)]);
    await start(next.scope);
    expect(next.fetches()).toBe(0);
    expect(next.scope.getState($popup)?.id).toBe(2);
    await allSettled(popupClosed, { scope: next.scope });
    // No cached popup remains: the cache goes and the launcher comes back.
    expect(storage.servicePopupData.get()).toBeUndefined();
    expect(next.scope.getState($chatShifted)).toBe(false);
  });

  it('shows a once-only entry on one page load only, even across a new fetch', async () => {
    const list = [popup(1, { display_type: 1 })];
    const first = scopeFor(list);
    await start(first.scope);
    expect(first.scope.getState($popup)?.id).toBe(1);
    vi.setSystemTime(NOW + 3000 + 301_000);
    const second = scopeFor(list);
    await start(second.scope);
    expect(second.fetches()).toBe(1);
    expect(second.scope.getState($popup)).toBeNull();
  });

  it('keeps showing a blocker after a reload (always), but not on the page its link leads to', async () => {
    const list = [popup(4, { popup_type: 1, display_type: 1, link: '/download/' })];
    const first = scopeFor(list);
    await start(first.scope);
    expect(first.scope.getState($popup)?.id).toBe(4);
    const again = scopeFor(list);
    await start(again.scope);
    expect(again.scope.getState($popup)?.id).toBe(4);
    const there = scopeFor(list);
    await start(there.scope, { locale: 'en', path: '/download/' });
    expect(there.scope.getState($popup)).toBeNull();
  });

  it('runs once per page load', async () => {
    const { scope, fetches } = scopeFor([popup(1)]);
    await start(scope);
    await start(scope);
    expect(fetches()).toBe(1);
  });
});
