/**
 * Page payloads and prefetch (product spec §7, §9) against the built site: a page's payload at its
 * path plus _payload.json; links in the viewport fetch their page's payload (and chunks) about a
 * second after load, four at a time at most, and not at all on a connection that saves data.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

test('a page’s payload is the data its render loaded, beside it; pages that depend on the visitor, and no page, have none', async ({
  request,
}) => {
  const pools = (await (await request.get('/api/nodes-pools')).json()) as Array<{ id: string }>;
  const servers = await request.get('/de/servers/_payload.json');
  expect(servers.status()).toBe(200);
  expect(servers.headers()['content-type']).toBe('application/json; charset=utf-8');
  const { scope } = (await servers.json()) as { scope: Record<string, unknown> };
  const list = scope['serverLocations.list'] as Array<{ id: string }>;
  expect(list.map((l) => l.id).sort()).toEqual(pools.map((p) => p.id).sort());
  // A page of fixed texts has one too, with what its render set up.
  expect((await request.get('/_payload.json')).status()).toBe(200);
  expect((await request.get('/download/_payload.json')).status()).toBe(200);
  for (const path of ['/no-such-page/_payload.json', '/de/servers_payload.json', '/xx/yy/_payload.json']) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(404);
  }
  // A page that shows the visitor's own data (the IP check's address) has none: no content, not an error.
  const personal = await request.get('/ip-check/_payload.json');
  expect(personal.status()).toBe(204);
  expect(personal.headers()['cache-control']).toContain('no-store');
  expect(await personal.text()).toBe('');
});

test('links in view fetch their pages’ payloads a second after load, four at a time at most; links out of view wait', async ({
  page,
  consoleErrors,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const started: Array<{ path: string; at: number }> = [];
  let inFlight = 0;
  let most = 0;
  // Each payload answers slowly, so that the fetches overlap and the limit shows.
  await page.route('**/_payload.json', async (route) => {
    inFlight++;
    most = Math.max(most, inFlight);
    started.push({ path: new URL(route.request().url()).pathname, at: Date.now() });
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue().finally(() => inFlight--);
  });
  await page.goto('/');
  await hydrated(page);
  const loadedAt = await page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    return performance.timeOrigin + navigation.loadEventEnd;
  });
  await expect.poll(() => started.length, { timeout: 10_000 }).toBeGreaterThan(4);
  // The fetches waited for the load and a second more, and never ran more than four at once.
  expect(Math.min(...started.map((s) => s.at)) - loadedAt).toBeGreaterThanOrEqual(900);
  expect(most).toBeLessThanOrEqual(4);
  expect(most).toBeGreaterThan(1);
  // The header's and the hero's links are in view, the footer's are not (yet).
  const inView = started.map((s) => s.path);
  expect(inView).toContain('/download/_payload.json');
  const footerOnly = await page
    .locator('footer a[href^="/"]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
  const later = footerOnly.find((path) => !inView.includes(`${path}_payload.json`) && path !== '/');
  expect(later).toBeDefined();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => started.map((s) => s.path), { timeout: 10_000 }).toContain(`${later}_payload.json`);
  // Each page is fetched once, however often its links show.
  const paths = started.map((s) => s.path);
  expect(new Set(paths).size).toBe(paths.length);
  expect(consoleErrors).toEqual([]);
});

for (const connection of [
  { saveData: true, effectiveType: '4g' },
  { saveData: false, effectiveType: '2g' },
]) {
  test(`nothing is fetched ahead on a connection with saveData=${connection.saveData}, ${connection.effectiveType}`, async ({ page }) => {
    await page.addInitScript((given) => {
      Object.defineProperty(navigator, 'connection', { configurable: true, get: () => given });
    }, connection);
    const payloads: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/_payload.json')) payloads.push(r.url());
    });
    await page.goto('/');
    await hydrated(page);
    await page.waitForTimeout(2500);
    expect(payloads).toEqual([]);
    // A navigation still works, and takes its payload then.
    await page.locator('main a[href="/download/"]').first().click();
    await expect(page).toHaveURL(/\/download\/$/);
    await expect.poll(() => payloads.length).toBe(1);
  });
}
