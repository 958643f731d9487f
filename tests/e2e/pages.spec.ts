import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './fixtures.ts';

/** A locale's catalogue, as the site shows it. */
const catalogue = (locale: string) =>
  JSON.parse(readFileSync(new URL(`../../locales/${locale}.json`, import.meta.url), 'utf8')) as Record<string, string>;
const de = catalogue('de');
/** A content page's catalogue (locales/pages/<page>/<locale>.json). */
const pageCatalogue = (page: string, locale: string) =>
  JSON.parse(readFileSync(new URL(`../../locales/pages/${page}/${locale}.json`, import.meta.url), 'utf8')) as Record<string, string>;

/** Waits until React has hydrated and the browser's route rules have run. */
async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

test.describe('pages in several locales', () => {
  for (const { path, lang, dir, heading } of [
    // The main page opens with a hero, whose heading is the page's one <h1>.
    { path: '/', lang: 'en', dir: 'ltr', heading: pageCatalogue('main', 'en')['hero.heading']! },
    { path: '/de/login/', lang: 'de', dir: 'ltr', heading: null },
    { path: '/ar/', lang: 'ar', dir: 'rtl', heading: pageCatalogue('main', 'ar')['hero.heading']! },
    { path: '/fa/servers/', lang: 'fa', dir: 'rtl', heading: pageCatalogue('servers', 'fa')['hero.heading']! },
    { path: '/ua/download/', lang: 'uk', dir: 'ltr', heading: pageCatalogue('download', 'ua')['hero.heading']! },
    { path: '/ph/terms/', lang: 'fil', dir: 'ltr', heading: null },
  ]) {
    test(`${path} renders with lang=${lang} dir=${dir} and hydrates without console errors`, async ({ page, consoleErrors }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await hydrated(page);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('html')).toHaveAttribute('dir', dir);
      const h1 = page.locator('h1');
      await expect(h1).toHaveCount(1);
      const title = await page.title();
      // A page's title is its heading, unless a hero opens it with a heading of its own.
      if (heading) await expect(h1).toHaveText(heading);
      else expect(title).toContain(await h1.innerText());
      expect(title).toMatch(/\S/);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S/);
      expect(consoleErrors).toEqual([]);
    });
  }

  test('the German login page is in German', async ({ page }) => {
    await page.goto('/de/login/');
    await expect(page.locator('h1')).toHaveText(de['page.login.title']!);
    await expect(page.locator('header nav a').first()).toHaveAttribute('href', /^\/de\//);
  });
});

test('a path without its trailing slash is redirected with a 301, keeping the query', async ({ request }) => {
  const response = await request.get('/de/login?x=1', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe('/de/login/?x=1');
});

test('an unknown path answers 404 with the localized error page', async ({ page, consoleErrors }) => {
  const response = await page.goto('/de/no-such-page/');
  expect(response?.status()).toBe(404);
  await hydrated(page);
  await expect(page.locator('h1')).toHaveText(de['error.title']!);
  await expect(page.locator('img[src="/images/rocket.svg"]')).toHaveAttribute('width', '285');
  await expect(page.locator('main a[href="/de/"]')).toBeVisible();
  expect(await page.title()).toContain(de['error.title']!);
  expect(consoleErrors.filter((e) => !e.includes('404'))).toEqual([]);
});

test('a failed page validation (an unknown country code) answers 404', async ({ page }) => {
  const response = await page.goto('/zz/');
  expect(response?.status()).toBe(404);
  await expect(page.locator('h1')).toHaveText('Page not found');
});

test('country catch-alls resolve to the country page', async ({ page }) => {
  expect((await page.goto('/us/'))?.status()).toBe(200);
  await expect(page.locator('h1')).toHaveText('VPN for United States');
  expect((await page.goto('/de/fr/'))?.status()).toBe(200);
  await expect(page.locator('h1')).toContainText('Frankreich');
});

test('client-side navigation keeps the head in step and runs the route rules', async ({ page, consoleErrors }) => {
  await page.goto('/');
  await hydrated(page);
  await page.locator('header nav a', { hasText: 'Servers' }).click();
  await expect(page).toHaveURL(/\/servers\/$/);
  await expect(page.locator('h1')).toHaveText(pageCatalogue('servers', 'en')['hero.heading']!);
  await expect(page).toHaveTitle(/VPN servers/);
  expect(consoleErrors).toEqual([]);
});

test('switching the locale re-prefixes the path, keeps the query and sets the cookie', async ({ page, context }) => {
  await page.goto('/servers/?ref=x');
  await hydrated(page);
  await page.getByTestId('locale-switcher').selectOption('fr');
  await expect(page).toHaveURL(/\/fr\/servers\/\?ref=x$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected');
  expect(cookie?.value).toBe('fr');
});

test.describe('a first visit whose request names no language', () => {
  test.use({ locale: 'de-DE' });
  test('is sent by the browser to its language from navigator.languages, and remembered', async ({ page, context }) => {
    // The server sees no Accept-Language (as behind a proxy that strips it), so the browser decides.
    const rootCookies: string[] = [];
    await page.route(
      (url) => url.pathname === '/',
      async (route) => {
        const headers = { ...route.request().headers() };
        delete headers['accept-language'];
        const response = await route.fetch({ headers, maxRedirects: 0 });
        rootCookies.push(response.headers()['set-cookie'] ?? '');
        await route.fulfill({ response });
      },
    );
    await page.goto('/?ref=x');
    await expect(page).toHaveURL(/\/de\/\?ref=x$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    expect(rootCookies[0], 'the server leaves the choice to the browser').not.toContain('i18n_redirected');
    expect((await context.cookies()).find((c) => c.name === 'i18n_redirected')?.value).toBe('de');
    // Remembered: with still no Accept-Language, the server now sends this visitor to German by the cookie.
    await page.goto('/');
    await expect(page).toHaveURL(/\/de\/$/);
  });
});

test('the cabinet opened signed out goes to login', async ({ page }) => {
  await page.goto('/de/cabinet/profile/');
  await expect(page).toHaveURL(/\/de\/login\/\?next=%2Fde%2Fcabinet%2Fprofile%2F$/);
});

test('source=app stores isSourceApp in session storage', async ({ page }) => {
  await page.goto('/?source=app');
  await hydrated(page);
  await expect.poll(() => page.evaluate(() => window.sessionStorage.getItem('isSourceApp'))).toBe('true');
});

test('the main, error and account pages have no axe violations', async ({ page }) => {
  for (const path of ['/', '/ar/', '/de/no-such-page/', '/login/', '/fa/sign-up/', '/forgot-password/']) {
    await page.goto(path);
    await hydrated(page);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${path}: ${v.id} ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
  }
});

test('icons and brand marks are drawn from one cached sprite, each a symbol of it', async ({ page, request }) => {
  const sprites: string[] = [];
  page.on('response', (response) => {
    if (/\/assets\/icons-[\w-]+\.svg$/.test(response.url())) sprites.push(response.url());
  });
  await page.goto('/download/');
  await hydrated(page);
  const refs = await page.locator('svg use').evaluateAll((uses) => uses.map((use) => use.getAttribute('href') ?? ''));
  // Platforms, stores and the footer's networks.
  expect(refs.length).toBeGreaterThan(20);
  const files = new Set(refs.map((ref) => ref.split('#')[0]));
  expect(files.size).toBe(1);
  const [file] = files;
  const sprite = await request.get(file!);
  expect(sprite.status()).toBe(200);
  expect(sprite.headers()['cache-control']).toContain('immutable');
  const text = await sprite.text();
  for (const ref of new Set(refs)) expect(text).toContain(`<symbol id="${ref.split('#')[1]}" `);
  // The symbols carry how they are painted: lucide's icons a round stroke, the marks a fill, both
  // in the text's colour. The page's icons carry only their size and the stroke's width.
  const symbols = [...text.matchAll(/<symbol id="([\w-]+)" viewBox="0 0 24 24">(<g [^>]*>|<path fill="currentColor")/g)];
  expect(symbols.length).toBe(text.split('<symbol ').length - 1);
  for (const [, id, paint] of symbols)
    expect(paint).toBe(
      id!.startsWith('ui-')
        ? '<g fill="none" stroke="currentColor" stroke-linecap="round" stroke-linejoin="round">'
        : '<path fill="currentColor"',
    );
  expect(await page.locator('svg:has(use):is([fill], [stroke], [stroke-linecap], [focusable])').count()).toBe(0);
  // The page carries no path data of its own marks; the browser fetched the sprite once.
  expect(await page.locator('svg:has(use) path').count()).toBe(0);
  expect(sprites).toHaveLength(1);
});

test('an icon is drawn as lucide draws it: an outline in the text’s colour, not a filled shape', async ({ page }) => {
  await page.goto('/');
  // The logo's shield: a white outline (its colour) on the brand's gradient.
  const shot = await page.locator('header a[href="/"] svg').first().screenshot();
  const { data, info } = await sharp(shot).raw().toBuffer({ resolveWithObject: true });
  let light = 0;
  let dark = 0;
  for (let i = 0; i < data.length; i += info.channels) {
    const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
    if (r > 230 && g > 230 && b > 230) light++;
    if (r < 40 && g < 40 && b < 40) dark++;
  }
  const pixels = info.width * info.height;
  // Stroked: a good part of the box; unfilled: nothing black (the default fill) inside it.
  expect(light / pixels).toBeGreaterThan(0.1);
  expect(light / pixels).toBeLessThan(0.6);
  expect(dark / pixels).toBeLessThan(0.02);
});

test('a page hydrates with the messages it carries; its locale’s whole catalogue loads after', async ({ page, consoleErrors }) => {
  const manifest = JSON.parse(readFileSync(new URL('../../dist/client/.vite/manifest.json', import.meta.url), 'utf8')) as Record<
    string,
    { file: string }
  >;
  const wholeFile = `/${manifest['build/messages/ja.json']!.file}`;
  let catalogueAt = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === wholeFile) catalogueAt = Date.now();
  });
  await page.goto('/ja/');
  const boot = JSON.parse((await page.locator('#boot-data').textContent())!) as { preloads: string[] };
  expect(boot.preloads).not.toContain(wholeFile);
  const carried = JSON.parse((await page.locator('#frame-messages').textContent())!) as Record<string, unknown>;
  // The frame's messages and those the render formatted, not the whole catalogue.
  expect(Object.keys(carried)).toContain('consent.acceptAll');
  expect(Object.keys(carried)).not.toContain('auth.error.required');
  expect(Object.keys(carried).length).toBeLessThan(Object.keys(catalogue('ja')).length / 2);
  await hydrated(page);
  const hydratedAt = Date.now();
  await expect.poll(() => catalogueAt).toBeGreaterThan(0);
  expect(catalogueAt).toBeGreaterThanOrEqual(hydratedAt - 1000);
  // A text the render did not show comes from the whole catalogue: a form's error.
  const ja = catalogue('ja');
  await page.goto('/ja/login/');
  await hydrated(page);
  await page.locator('main form button[type="submit"]').first().click();
  await expect(page.locator('main form')).toContainText(ja['auth.error.required']!);
  expect(consoleErrors).toEqual([]);
});
