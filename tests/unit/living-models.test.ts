/**
 * The cookie notice, the free-locations modal and the new-build check in a scope: cookies and
 * storage in memory, the API and the build manifest stood in for by handlers, a controlled clock for
 * the hourly check.
 */
import { allSettled, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCookies, headerCookieJar } from '../../generated/cookies.ts';
import type { NodesPool } from '../../generated/api/schemas.ts';
import { createStorage, memoryStorageArea, type BrowserStorage } from '../../generated/storage.ts';
import {
  $buildId,
  $newerBuild,
  buildCheckStarted,
  fetchBuildIdFx,
  markNewerBuildFx,
  tabShown,
} from '../../src/features/build-check/model.ts';
import {
  $bannerOpen,
  $consent,
  $settingsOpen,
  consentAnswered,
  consentSettingsOpened,
  consentStarted,
  startTagManagerFx,
} from '../../src/features/cookie-consent/model.ts';
import {
  $freeLocations,
  $freeLocationsFailed,
  $freeLocationsOpen,
  freeLocationsChecked,
  freeLocationsClosed,
  listFreeLocationsFx,
  offerFreeLocationsFx,
} from '../../src/features/free-locations/model.ts';
import { track } from '../../src/shared/analytics/index.ts';
import { setBrowserState } from '../../src/shared/browser/index.ts';

let storage: BrowserStorage;
let setCookies: string[];
let dataLayer: unknown[] | undefined;

function browser(cookieHeader = '') {
  storage = createStorage({ local: memoryStorageArea(), session: memoryStorageArea() });
  setCookies = [];
  const cookies = createCookies(headerCookieJar(cookieHeader, setCookies), { parentDomain: '.fvp.example', secure: true });
  setBrowserState({ cookies, storage });
  return cookies;
}

beforeEach(() => {
  dataLayer = undefined;
  vi.stubGlobal('window', {
    get dataLayer() {
      return dataLayer;
    },
    set dataLayer(value: unknown[] | undefined) {
      dataLayer = value;
    },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  setBrowserState(null);
});

describe('the cookie notice', () => {
  it('shows the banner on a first visit only', async () => {
    browser();
    const first = fork();
    expect(first.getState($bannerOpen)).toBe(false);
    await allSettled(consentStarted, { scope: first, params: { tagManagerUrl: null } });
    expect(first.getState($bannerOpen)).toBe(true);

    browser('cookies_popup_status=declined');
    const later = fork();
    await allSettled(consentStarted, { scope: later, params: { tagManagerUrl: null } });
    expect(later.getState($consent)).toBe('declined');
    expect(later.getState($bannerOpen)).toBe(false);
  });

  it('keeps the answer two years on the parent domain, and “accept all” sends the events that waited', async () => {
    const cookies = browser();
    track({ event: 'sign_up', method: 'password' });
    expect(dataLayer).toBeUndefined();
    const scope = fork();
    await allSettled(consentStarted, { scope, params: { tagManagerUrl: null } });
    await allSettled(consentAnswered, { scope, params: 'accepted' });
    expect(cookies.cookiesPopupStatus.get()).toBe('accepted');
    expect(setCookies.at(-1)).toBe('cookies_popup_status=accepted; Max-Age=63113851; Domain=.fvp.example; Path=/; Secure; SameSite=Lax');
    expect(dataLayer).toEqual([{ event: 'sign_up', method: 'password' }]);
    expect(storage.dataLayer.get()).toBeUndefined();
    expect(scope.getState($bannerOpen)).toBe(false);
  });

  it('“necessary only” sends nothing and drops what waited, now and later', async () => {
    browser();
    track({ event: 'sign_up', method: 'password' });
    const scope = fork();
    await allSettled(consentStarted, { scope, params: { tagManagerUrl: null } });
    await allSettled(consentAnswered, { scope, params: 'declined' });
    expect(dataLayer).toBeUndefined();
    expect(storage.dataLayer.get()).toBeUndefined();
    track({ event: 'sign_up', method: 'order' });
    expect(dataLayer).toBeUndefined();
    expect(storage.dataLayer.get()).toBeUndefined();
  });

  it('opens the settings from anywhere, and an answer closes them', async () => {
    browser('cookies_popup_status=accepted');
    const scope = fork();
    await allSettled(consentStarted, { scope, params: { tagManagerUrl: null } });
    await allSettled(consentSettingsOpened, { scope });
    expect(scope.getState($settingsOpen)).toBe(true);
    await allSettled(consentAnswered, { scope, params: 'declined' });
    expect(scope.getState($settingsOpen)).toBe(false);
    expect(scope.getState($consent)).toBe('declined');
  });
});

describe('the tag manager', () => {
  const URL_ = 'https://tags.example/gtm.js?id=GTM-TEST';

  it('starts only once statistics are accepted, now or on an earlier visit', async () => {
    for (const [header, answer, started] of [
      ['', null, false],
      ['', 'declined', false],
      ['', 'accepted', true],
      ['cookies_popup_status=declined', null, false],
      ['cookies_popup_status=accepted', null, true],
    ] as const) {
      browser(header);
      const start = vi.fn();
      const scope = fork({ handlers: [[startTagManagerFx, start]] });
      await allSettled(consentStarted, { scope, params: { tagManagerUrl: URL_ } });
      if (answer) await allSettled(consentAnswered, { scope, params: answer });
      expect(start.mock.calls, `${header} ${answer}`).toEqual(started ? [[URL_]] : []);
    }
  });

  it('never starts when none is configured', async () => {
    browser('cookies_popup_status=accepted');
    const start = vi.fn();
    const scope = fork({ handlers: [[startTagManagerFx, start]] });
    await allSettled(consentStarted, { scope, params: { tagManagerUrl: null } });
    await allSettled(consentAnswered, { scope, params: 'accepted' });
    expect(start).not.toHaveBeenCalled();
  });
});

describe('the free-locations modal', () => {
  const pools: NodesPool[] = [
    { id: 'nl-ams', name: 'Amsterdam', country_code: 'NL', premium: false },
    { id: 'jp-tyo', name: 'Tokyo', country_code: 'JP', premium: true },
    { id: 'fr-par', name: 'Paris', country_code: 'FR', premium: false },
  ];

  it('opens when the cookie is true, lists the free locations only, and removes the cookie at once', async () => {
    const cookies = browser('show_free_locations_modal=true');
    const scope = fork({ handlers: [[listFreeLocationsFx, async () => pools]] });
    await allSettled(freeLocationsChecked, { scope });
    expect(scope.getState($freeLocationsOpen)).toBe(true);
    expect(scope.getState($freeLocations)?.map((l) => l.id)).toEqual(['nl-ams', 'fr-par']);
    expect(cookies.showFreeLocationsModal.get()).toBeUndefined();
    expect(setCookies.at(-1)).toMatch(/^show_free_locations_modal=; Max-Age=0; Domain=\.fvp\.example;/);
    await allSettled(freeLocationsClosed, { scope });
    expect(scope.getState($freeLocationsOpen)).toBe(false);
  });

  it('stays shut when the cookie is absent or false', async () => {
    for (const header of ['', 'show_free_locations_modal=false', 'show_free_locations_modal=yes']) {
      browser(header);
      const list = vi.fn(async () => pools);
      const scope = fork({ handlers: [[listFreeLocationsFx, list]] });
      await allSettled(freeLocationsChecked, { scope });
      expect(scope.getState($freeLocationsOpen), header).toBe(false);
      expect(list).not.toHaveBeenCalled();
    }
  });

  it('says so when the list cannot load', async () => {
    browser('show_free_locations_modal=true');
    const scope = fork({ handlers: [[listFreeLocationsFx, () => Promise.reject(new Error('down'))]] });
    await allSettled(freeLocationsChecked, { scope });
    expect(scope.getState($freeLocationsOpen)).toBe(true);
    expect(scope.getState($freeLocationsFailed)).toBe(true);
  });

  it('is offered after a sign-up: the cookie is set and the modal opens', async () => {
    const cookies = browser();
    const scope = fork({ handlers: [[listFreeLocationsFx, async () => pools]] });
    await allSettled(offerFreeLocationsFx, { scope });
    expect(scope.getState($freeLocationsOpen)).toBe(true);
    expect(cookies.showFreeLocationsModal.get()).toBeUndefined();
  });
});

describe('the new-build check', () => {
  it('asks every hour, and a different id makes the next navigation a full load', async () => {
    vi.useFakeTimers();
    const answers = ['build-a', 'build-b'];
    const marked = vi.fn();
    const asked: number[] = [];
    const scope = fork({
      handlers: [
        [fetchBuildIdFx, async () => (asked.push(Date.now()), answers.shift() ?? 'build-b')],
        [markNewerBuildFx, marked],
      ],
    });
    const start = Date.now();
    void allSettled(buildCheckStarted, { scope, params: 'build-a' });
    await vi.advanceTimersByTimeAsync(60 * 60_000 - 1);
    expect(asked).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(asked).toEqual([start + 3_600_000]);
    expect(scope.getState($newerBuild)).toBe(false);
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(asked).toHaveLength(2);
    expect(scope.getState($newerBuild)).toBe(true);
    expect(marked).toHaveBeenCalledOnce();
  });

  // (A scope started with buildCheckStarted has its hourly timer in flight, which allSettled would wait for.)
  it('asks when the tab becomes visible again', async () => {
    const scope = fork({
      values: [[$buildId, 'build-a']],
      handlers: [
        [fetchBuildIdFx, async () => 'build-b'],
        [markNewerBuildFx, () => undefined],
      ],
    });
    await allSettled(tabShown, { scope });
    expect(scope.getState($newerBuild)).toBe(true);
  });

  it('does nothing without a build id (a development server) or when the manifest cannot be read', async () => {
    const fetchId = vi.fn(async () => null);
    const dev = fork({ handlers: [[fetchBuildIdFx, fetchId]] });
    await allSettled(buildCheckStarted, { scope: dev, params: null });
    await allSettled(tabShown, { scope: dev });
    expect(fetchId).not.toHaveBeenCalled();
    const unreadable = fork({ values: [[$buildId, 'build-a']], handlers: [[fetchBuildIdFx, fetchId]] });
    await allSettled(tabShown, { scope: unreadable });
    expect(fetchId).toHaveBeenCalledOnce();
    expect(unreadable.getState($newerBuild)).toBe(false);
  });
});
