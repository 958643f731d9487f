/** The visitor's platform: detection from client hints, user agents and request headers, and the model that reads it when a page starts. */
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { RouteId } from '../../generated/routes.ts';
import { $visitorPlatform, detectPlatform, pageShowsVisitorPlatform } from '../../src/features/app-download/index.ts';
import { loadPageContent } from '../../src/shared/content/loaders.ts';
import { hintsFromHeaders } from '../../src/shared/lib/platform.ts';
import { pageStarted } from '../../src/shared/page/index.ts';
import { pageStart } from './support/page.ts';

const UA = {
  windows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Safari/605.1.15',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1',
  android: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  androidTv:
    'Mozilla/5.0 (Linux; Android 12; BRAVIA 4K UR3 Build/STT1.211025.001.Z4) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
  linux: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  chromeOs: 'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  bot: 'curl/8.5.0',
};

describe('detectPlatform', () => {
  it.each([
    ['Windows', { userAgent: UA.windows }, 'windows'],
    ['macOS', { userAgent: UA.mac }, 'mac'],
    ['an iPhone', { userAgent: UA.iphone }, 'ios'],
    ['an iPad asking for the desktop site (Macintosh with touch)', { userAgent: UA.mac, maxTouchPoints: 5 }, 'ios'],
    ['Android', { userAgent: UA.android }, 'android'],
    ['an Android TV', { userAgent: UA.androidTv }, 'android-tv'],
    ['Linux', { userAgent: UA.linux }, 'linux'],
    ['ChromeOS (the Chrome extension)', { userAgent: UA.chromeOs }, 'chrome'],
    ['client hints over a reduced user agent', { userAgent: UA.linux, platform: 'Windows' }, 'windows'],
    ['nothing it knows', { userAgent: UA.bot }, null],
  ] as const)('%s', (_name, hints, want) => {
    expect(detectPlatform(hints)).toBe(want);
  });
});

describe('the visitor platform model', () => {
  const start = (route: RouteId, side: 'server' | 'client', userAgent: string) => ({ ...pageStart(route, side), browser: { userAgent } });

  it('reads the platform when a page with the visitor’s download block starts, on the server as in the browser', async () => {
    await loadPageContent('download', 'en');
    const scope = fork();
    await allSettled(pageStarted, { scope, params: start('download', 'server', UA.android) });
    expect(scope.getState($visitorPlatform)).toBe('android');
    // The browser knows better (an iPad asking for the desktop site) and has the last word.
    await allSettled(pageStarted, {
      scope,
      params: { ...start('download', 'client', UA.mac), browser: { userAgent: UA.mac, maxTouchPoints: 5 } },
    });
    expect(scope.getState($visitorPlatform)).toBe('ios');
  });

  it('leaves it alone on other pages', async () => {
    await loadPageContent('windows', 'en');
    const scope = fork();
    await allSettled(pageStarted, { scope, params: start('windows', 'server', UA.android) });
    await allSettled(pageStarted, { scope, params: start('login', 'server', UA.android) });
    expect(scope.getState($visitorPlatform)).toBeNull();
    expect(pageShowsVisitorPlatform('download')).toBe(true);
    expect(pageShowsVisitorPlatform('windows')).toBe(false);
  });

  it('reads Sec-CH-UA-Platform from the request, unquoted', () => {
    const headers = new Headers({ 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64)', 'sec-ch-ua-platform': '"Chrome OS"' });
    expect(hintsFromHeaders(headers)).toEqual({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64)', platform: 'Chrome OS' });
    expect(detectPlatform(hintsFromHeaders(headers))).toBe('chrome');
  });
});
