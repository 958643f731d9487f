/**
 * The server locations pages and the country landings, against the real server and its reference
 * API: the lists are rendered on the server (they work without JavaScript), counted from what
 * GET /api/nodes-pools answers, and the browser hydrates from them without asking again (and takes
 * them from the page's payload when it comes by an in-app link).
 */
import type { Page } from '@playwright/test';
import { localePrefixes } from '../../generated/locales.ts';
import { expect, test } from './fixtures.ts';

interface Pool {
  readonly id: string;
  readonly name: string;
  readonly country_code: string;
  readonly premium: boolean;
}

async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the servers page lists every location of the API by country, counted from it', async ({ page, request }) => {
    const pools = (await (await request.get('/api/nodes-pools')).json()) as Pool[];
    expect(pools.length).toBeGreaterThan(1);
    await page.goto('/servers/');
    const countries = new Set(pools.map((p) => p.country_code));
    await expect(page.getByTestId('servers-summary')).toHaveText(`${countries.size} countries, ${pools.length} locations`);
    const shown = await page.locator('[data-location]').evaluateAll((items) => items.map((i) => i.getAttribute('data-location')));
    expect(shown.sort()).toEqual(pools.map((p) => p.id).sort());
    expect(await page.locator('[data-country]').count()).toBe(countries.size);
    for (const pool of pools) {
      const item = page.locator(`[data-location="${pool.id}"]`);
      await expect(item).toContainText(pool.name);
      await expect(item).toContainText(pool.premium ? 'Premium' : 'Free');
      await expect(page.locator(`[data-country="${pool.country_code}"]`)).toContainText(
        new Intl.DisplayNames(['en'], { type: 'region' }).of(pool.country_code)!,
      );
    }
  });

  test('the free servers page lists the free locations only, and how many more Premium has', async ({ page, request }) => {
    const pools = (await (await request.get('/api/nodes-pools')).json()) as Pool[];
    const free = pools.filter((p) => !p.premium);
    await page.goto('/free-servers/');
    const shown = await page.locator('[data-location]').evaluateAll((items) => items.map((i) => i.getAttribute('data-location')));
    expect(shown.sort()).toEqual(free.map((p) => p.id).sort());
    const rest = pools.length - free.length;
    await expect(page.locator('main')).toContainText(`${rest} more location${rest === 1 ? '' : 's'} with Premium.`);
  });

  test('a country landing shows the locations in that country, or says there are none', async ({ page, request }) => {
    const pools = (await (await request.get('/api/nodes-pools')).json()) as Pool[];
    // A country whose code is not a locale prefix (/de/ is German, not Germany).
    const code = pools.map((p) => p.country_code).find((c) => !(localePrefixes as readonly string[]).includes(c.toLowerCase()))!;
    const name = new Intl.DisplayNames(['en'], { type: 'region' }).of(code)!;
    await page.goto(`/${code.toLowerCase()}/`);
    await expect(page.locator('h1')).toHaveText(`VPN for ${name}`);
    const shown = await page.locator('[data-location]').evaluateAll((items) => items.map((i) => i.getAttribute('data-location')));
    expect(shown.sort()).toEqual(
      pools
        .filter((p) => p.country_code === code)
        .map((p) => p.id)
        .sort(),
    );

    const absent = ['CH', 'AT', 'BE', 'NO'].find((c) => !pools.some((p) => p.country_code === c))!;
    const absentName = new Intl.DisplayNames(['en'], { type: 'region' }).of(absent)!;
    await page.goto(`/${absent.toLowerCase()}/`);
    await expect(page.locator('[data-location]')).toHaveCount(0);
    const countries = new Set(pools.map((p) => p.country_code)).size;
    await expect(page.getByTestId('servers-summary')).toContainText(
      `There is no location in ${absentName} on our list yet. Connect to one of the ${countries} countries we have`,
    );
  });

  test('a service × country landing leads with the service and links to its guide', async ({ page }) => {
    await page.goto('/ch/netflix/');
    await expect(page.locator('h1')).toHaveText('VPN for Netflix in Switzerland');
    await expect(page.getByRole('link', { name: 'Read the full guide' })).toHaveAttribute('href', '/netflix/');
  });
});

test('the browser hydrates the list it was sent, and an in-app link takes it from the page’s payload: the API is not asked', async ({
  page,
  consoleErrors,
}) => {
  const asked: string[] = [];
  const payloads: string[] = [];
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (pathname === '/api/nodes-pools') asked.push(r.url());
    if (pathname.endsWith('/_payload.json')) payloads.push(pathname);
  });
  await page.goto('/de/servers/');
  await hydrated(page);
  await expect(page.locator('[data-location]').first()).toBeVisible();
  expect(asked).toEqual([]);
  // Each country shows its flag image (decorative: the name follows).
  const flag = page.locator('[data-country] img').first();
  await expect(flag).toHaveAttribute('alt', '');
  await flag.scrollIntoViewIfNeeded();
  await expect.poll(() => flag.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);

  await page.goto('/');
  await hydrated(page);
  await page.locator('header nav a[href="/free-servers/"], footer a[href="/free-servers/"]').first().click();
  await expect(page).toHaveURL(/\/free-servers\/$/);
  await expect(page.locator('[data-location]').first()).toBeVisible();
  expect(payloads).toContain('/free-servers/_payload.json');
  expect(asked).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
