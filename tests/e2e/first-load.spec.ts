/**
 * How a page starts in the browser: it paints from the server's HTML, its scripts requested by the
 * boot script once parsing is done (the parser finds none), hydrates without the router and takes
 * the router after. Until the router has loaded, links are plain links; after, a click is a client
 * navigation that starts at the top of the next page.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const ROUTER_CHUNK = /\/assets\/router-client-[^/]+\.js$/;

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
