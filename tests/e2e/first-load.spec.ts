/**
 * How a page starts in the browser: it paints from the server's HTML, its scripts requested by the
 * boot script once parsing is done (the parser finds none), hydrates without the router (a content
 * page without the models, too) and takes the router after. Until the router has loaded, links are plain links; after, a click is a client
 * navigation that starts at the top of the next page.
 */
import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures.ts';
import { FIRST_VISIT } from './support/living.ts';

const en = JSON.parse(readFileSync(new URL('../../locales/en.json', import.meta.url), 'utf8')) as Record<string, string>;

const ROUTER_CHUNK = /\/assets\/router-client-[^/]+\.js$/;
/** The footer's chunk, which hydrates after the page (src/app/layout/footer-slot.tsx). */
const FOOTER_CHUNK = /\/assets\/site-footer-[\w-]+\.js$/;
/** The models' start (src/app/boot.tsx), and the Effector chunk (named in vite.config.ts). */
const MODELS_CHUNK = /\/assets\/boot-[^/]+\.js$/;
const EFFECTOR_CHUNK = /\/assets\/effector-[\w-]+\.js$/;
const EFFECTOR_IN_HTML = /\/assets\/effector-[\w-]+\.js/;
const MODELS_IN_HTML = /\/assets\/boot-[\w-]+\.js/;

async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

test('the page’s scripts are requested after it is parsed, and the router is not part of the first load', async ({
  page,
  consoleErrors,
}) => {
  const response = await page.goto('/');
  const html = await response!.text();
  const boot = JSON.parse(/<script id="boot-data" type="application\/json">(.*?)<\/script>/.exec(html)![1]!) as {
    entry: string;
    preloads: string[];
  };
  expect(boot.preloads.some((href) => ROUTER_CHUNK.test(href))).toBe(false);
  expect(html).not.toContain('rel="modulepreload"');
  await hydrated(page);
  const timing = await page.evaluate(() => ({
    parsed: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domContentLoadedEventEnd,
    scripts: performance
      .getEntriesByType('resource')
      .filter((e) => new URL(e.name).pathname.startsWith('/assets/') && e.name.endsWith('.js'))
      .map((e) => ({ path: new URL(e.name).pathname, start: e.startTime })),
  }));
  expect(timing.scripts.map((s) => s.path)).toContain(boot.entry);
  // Requested by the boot script after the parser has finished, not found by it.
  for (const script of timing.scripts) expect(script.start, script.path).toBeGreaterThanOrEqual(timing.parsed);
  // The router arrives after the page's own chunks.
  const router = timing.scripts.find((s) => ROUTER_CHUNK.test(s.path));
  expect(router).toBeDefined();
  const entry = timing.scripts.find((s) => s.path === boot.entry)!;
  expect(router!.start).toBeGreaterThan(entry.start);
  expect(consoleErrors).toEqual([]);
});

test('a content page hydrates before the models load; a view’s event waits for them, a form page has them first', async ({
  page,
  consoleErrors,
}) => {
  // The models and Effector are held back: the page hydrates without them.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  for (const chunk of [MODELS_CHUNK, EFFECTOR_CHUNK])
    await page.route(chunk, async (route) => {
      await held;
      await route.continue();
    });
  const html = await (await page.goto('/'))!.text();
  expect(html).not.toMatch(EFFECTOR_IN_HTML);
  expect(html).not.toMatch(MODELS_IN_HTML);
  // Hydrated: the menu link has become the button that opens the panel.
  const menu = page.getByTestId('menu-button');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  // The footer's cookie settings, asked for before the models are up: held, not lost. The footer
  // hydrates from a chunk of its own (its button has React's props once it has).
  await page.waitForFunction(() => {
    const button = document.querySelector('footer [data-cookie-settings]');
    return button !== null && Object.keys(button).some((key) => key.startsWith('__reactProps'));
  });
  await page.locator('footer [data-cookie-settings]').click();
  const settings = page.locator('dialog[data-dialog="cookie-settings"]');
  await page.waitForTimeout(300);
  await expect(settings).toHaveCount(0);
  release();
  await expect(settings).toBeVisible();
  await hydrated(page);
  expect(consoleErrors).toEqual([]);

  // The login form reads its model directly: the page lists Effector and the models' start among
  // its first chunks, as does a content page with a tool (the contact form).
  for (const path of ['/login/', '/contact-us/']) {
    const first = await (await page.goto(path))!.text();
    expect(first, path).toMatch(EFFECTOR_IN_HTML);
    expect(first, path).toMatch(MODELS_IN_HTML);
  }
});

test('the first render waits for the whole of the page’s markup: no load of the order page moves its own HTML', async ({ page }) => {
  const html = await (await page.request.get('/order/')).text();
  // The head names the element after the page's markup, which the document writes right after it.
  const mark = /<link rel="expect" href="#([\w-]+)" blocking="render">/.exec(html.slice(0, html.indexOf('</head>')))?.[1];
  expect(mark).toBe('router-data');
  expect(html).toMatch(new RegExp(`</div>\\n<script id="${mark}" type="application/json">`));
  // A parse that paints part of the page (two of the three plans, a banner without its buttons)
  // moves it when the rest arrives: on this page, about one load in ten did before.
  await page.addInitScript(() => {
    (window as unknown as { __shift: number }).__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>)
        (window as unknown as { __shift: number }).__shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  for (let load = 0; load < 12; load++) {
    await page.goto('/order/');
    await hydrated(page);
    expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift), `load ${load}`).toBe(0);
  }
});

test('the footer hydrates after the page from a chunk the page does not preload, shown and styled meanwhile', async ({
  page,
  consoleErrors,
}) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(FOOTER_CHUNK, async (route) => {
    await held;
    await route.continue();
  });
  const html = await (await page.goto('/'))!.text();
  const boot = JSON.parse(/<script id="boot-data" type="application\/json">(.*?)<\/script>/.exec(html)![1]!) as {
    preloads: string[];
    modules: Record<string, string>;
  };
  expect(boot.preloads.some((href) => FOOTER_CHUNK.test(href))).toBe(false);
  // The page's own body and content by address; no loader of every page's.
  expect(boot.modules['src/pages/generic/index.ts']).toMatch(/^\/assets\/generic-[\w-]+\.js$/);
  expect(boot.modules['generated/content/main.ts']).toMatch(/^\/assets\/main-[\w-]+\.js$/);
  expect(boot.preloads.some((href) => /\/assets\/(page-loaders|loaders)-/.test(href))).toBe(false);
  // An answer's are the help centre's content and its catalogue in the page's locale.
  const answerHtml = await (await page.request.get('/de/answers/anonymous/')).text();
  const answerBoot = JSON.parse(/<script id="boot-data" type="application\/json">(.*?)<\/script>/.exec(answerHtml)![1]!) as typeof boot;
  expect(answerBoot.modules['generated/content/answers.ts']).toMatch(/^\/assets\/answers-[\w-]+\.js$/);
  expect(answerBoot.modules['build/messages/pages/answers/de.json']).toMatch(/^\/assets\/de-[\w-]+\.js$/);
  // Its style sheet is inline with the page's.
  expect(html).toMatch(/<link rel="stylesheet" href="\/assets\/site-footer-[\w-]+\.css" disabled>/);
  // The rest of the page hydrates meanwhile: the menu link has become the button that opens the panel.
  await expect(page.getByTestId('menu-button')).toHaveAttribute('aria-expanded', 'false');
  const footer = page.locator('footer');
  await expect(footer.getByRole('link', { name: en['page.netflix.title'] })).toBeVisible();
  expect(await footer.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
  // The page counts as hydrated, and the models start, once the footer has come: its server HTML
  // stays in place until then (no update reaches it), and it works after.
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
  // Not hydrated: React has not taken the footer's button (no props of its own on it).
  expect(
    await page.evaluate(() =>
      Object.keys(document.querySelector('footer [data-cookie-settings]')!).some((key) => key.startsWith('__reactProps')),
    ),
  ).toBe(false);
  const before = await footer.innerHTML();
  release();
  await hydrated(page);
  expect(await footer.innerHTML()).toBe(before);
  await page.locator('footer [data-cookie-settings]').click();
  await expect(page.locator('dialog[data-dialog="cookie-settings"]')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('without the router the page is interactive and its links are full page loads', async ({ page, consoleErrors }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.route(ROUTER_CHUNK, (route) => route.abort());
  await page.goto('/de/');
  // A chunk that fails to load reloads the page once (a newer build may have replaced it); after
  // that the page goes on without the router.
  await expect
    .poll(() => page.evaluate(() => document.documentElement.dataset.hydrated).catch(() => 'reloading'), { timeout: 15_000 })
    .toBe('without-router');
  // Hydrated: the menu link has become the button that opens the panel.
  const button = page.getByTestId('menu-button');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'first document'));
  const link = page.locator('#site-menu nav a').first();
  const href = await link.getAttribute('href');
  // A full page load: wait for the new document to have loaded before reading its window.
  await Promise.all([page.waitForURL(new RegExp(`${href!.replace(/\//g, '\\/')}$`), { waitUntil: 'load' }), link.click()]);
  // The new page, too, reloads once for the chunk it cannot load before it goes on without it.
  await expect
    .poll(() => page.evaluate(() => document.documentElement.dataset.hydrated).catch(() => 'reloading'), { timeout: 15_000 })
    .toBe('without-router');
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBeUndefined();
  // Only the router's chunk failed, which the page does not need to be read and used.
  expect(consoleErrors.filter((e) => !/router-client|ERR_FAILED/.test(e))).toEqual([]);
});

test('with the router a link is a client navigation that starts at the top of the next page', async ({ page, consoleErrors }) => {
  await page.goto('/');
  await hydrated(page);
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same document'));
  const footerLink = page.locator('#site-map a[href="/download/"]').first();
  await footerLink.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await footerLink.click();
  await expect(page).toHaveURL(/\/download\/$/);
  await expect(page.locator('h1')).toContainText(/./);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same document');
  // Back returns to the main page in the same document.
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same document');
  expect(consoleErrors).toEqual([]);
});

test.describe('the cookie banner at the first paint', () => {
  /** The app's scripts never arrive: what shows is the server's HTML and the head's one script. */
  const withoutApp = (page: Page) => page.route(/\/assets\/.*\.js$/, (route) => route.abort());

  test('a first visitor sees it before any of the app’s scripts has run, its buttons waiting for them', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ storageState: FIRST_VISIT, baseURL });
    const page = await context.newPage();
    await withoutApp(page);
    await page.goto('/login/');
    const banner = page.locator('[data-consent-banner]');
    await expect(banner).toBeVisible();
    await expect(banner).toContainText(en['consent.banner.text']!);
    await expect(banner.getByRole('button', { name: en['consent.acceptAll'] })).toHaveAttribute('aria-disabled', 'true');
    await context.close();
  });

  test('a visitor who has answered never sees it, nor does a browser without scripts', async ({ browser, baseURL, page }) => {
    await withoutApp(page);
    await page.goto('/login/');
    // In the HTML, hidden by the style sheet for an answer stored in the cookie.
    await expect(page.locator('[data-consent-banner]')).toHaveCount(1);
    await expect(page.locator('[data-consent-banner]')).toBeHidden();
    const noScripts = await browser.newContext({ storageState: FIRST_VISIT, baseURL, javaScriptEnabled: false });
    const plain = await noScripts.newPage();
    await plain.goto('/login/');
    await expect(plain.locator('[data-consent-banner]')).toHaveCount(1);
    await expect(plain.locator('[data-consent-banner]')).toBeHidden();
    await noScripts.close();
  });

  test('once the app is up, its own banner takes the place of the server’s and answers', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ storageState: FIRST_VISIT, baseURL });
    const page = await context.newPage();
    await page.goto('/login/');
    const banner = page.locator('[data-consent-banner]');
    await page.waitForFunction(() => document.documentElement.dataset.living === 'started');
    await expect(banner.getByRole('button', { name: en['consent.acceptAll'] })).not.toHaveAttribute('aria-disabled', 'true');
    await banner.getByRole('button', { name: en['consent.acceptAll'] }).click();
    await expect(banner).toHaveCount(0);
    await context.close();
  });
});
