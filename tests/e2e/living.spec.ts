/**
 * What runs in the browser once a page is up (product spec §3, §4, §5, §9), in Chromium with a
 * controlled clock: the service popups (the example list the site serves under /cdn/), the live
 * chat against a stand-in of the widget's script on another origin (so the CSP is exercised too),
 * the cookie notice, the free-locations modal, the new-build check and a locale that fails to load.
 *
 * The clock is paused before the page loads and moved on in small steps until the page says its
 * behaviours have started (`data-living`), so "3 s after mount" is measured from the mount.
 */
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures.ts';
import { startChatStandIn, type ChatStandIn } from './support/chat-standin.ts';
import { FIRST_VISIT } from './support/living.ts';
import { freePort } from './support/ports.ts';
import { startSiteServer, type SiteServer } from './support/site-server.ts';

const catalogue = (file: string) => JSON.parse(readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8')) as Record<string, string>;
const en = catalogue('locales/en.json');
const de = catalogue('locales/de.json');
const popups = JSON.parse(readFileSync(new URL('../../content/popups.json', import.meta.url), 'utf8')) as Array<{
  id: number;
  translate: Record<string, { title: string }>;
}>;
const titleOf = (id: number, locale: string) => popups.find((p) => p.id === id)!.translate[locale]!.title;
const DEMO = { free: ['free@demo.fvp.example', 'free-demo-pass'], premium: ['premium@demo.fvp.example', 'premium-demo-pass'] } as const;

test.use({ storageState: FIRST_VISIT });
// One worker runs these in order, on one server with the chat configured; a failure does not skip the rest.
test.describe.configure({ mode: 'default' });

/** A site server with the chat configured (CHAT_KEY, CHAT_SCRIPT_URL on the stand-in's origin). */
let base = '';
let server: SiteServer | null = null;
let chat: ChatStandIn;

test.beforeAll(async () => {
  chat = await startChatStandIn();
  // A fresh database takes a while to set up while the other worker keeps the machine busy.
  test.setTimeout(120_000);
  server = await startSiteServer(await freePort(), {
    CHAT_KEY: 'standin-key-0001',
    CHAT_SCRIPT_URL: chat.scriptUrl,
    TAG_MANAGER_URL: chat.tagManagerUrl,
  });
  base = server.base;
});

test.afterAll(async () => {
  server?.stop();
  await chat.close();
});

/** Marks every example popup as closed: for tests of other things that run longer than 3 s. */
async function withoutPopups(page: Page): Promise<void> {
  await page.addInitScript(
    (ids) => localStorage.setItem('viewedNotifications', JSON.stringify(ids)),
    popups.map((p) => p.id),
  );
}

/** A session token of a demo account, from the API. */
async function tokenOf(request: APIRequestContext, who: keyof typeof DEMO): Promise<string> {
  const [email, password] = DEMO[who];
  const response = await request.post(`${base}/api/login`, { data: { email, password }, headers: { Origin: base } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

interface Visit {
  /** Answered the cookie notice and closed every example popup. */
  readonly quiet?: boolean;
  readonly cookies?: Record<string, string>;
  readonly token?: string;
  readonly site?: string;
}

/** Opens a page with the clock paused, and moves the clock on until the page's behaviours have started. */
async function openPaused(page: Page, pathname: string, visit: Visit = {}): Promise<void> {
  const site = visit.site ?? base;
  const cookies = Object.entries(visit.cookies ?? {}).map(([name, value]) => ({ name, value, url: site }));
  if (cookies.length) await page.context().addCookies(cookies);
  if (visit.token) await page.addInitScript((token) => localStorage.setItem('authToken', token), visit.token);
  if (visit.quiet) {
    await page.context().addCookies([{ name: 'cookies_popup_status', value: 'declined', url: site }]);
    await page.addInitScript(
      (ids) => localStorage.setItem('viewedNotifications', JSON.stringify(ids)),
      popups.map((p) => p.id),
    );
  }
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  await page.goto(`${site}${pathname}`);
  await started(page);
}

async function started(page: Page): Promise<void> {
  for (let i = 0; i < 400; i++) {
    if (await page.evaluate(() => document.documentElement.dataset.living === 'started')) return;
    await page.clock.runFor(20);
  }
  throw new Error('the page behaviours did not start');
}

/** Axe's findings; its own timers need the clock running, so a paused clock is resumed first. */
async function axeViolations(page: Page): Promise<unknown[]> {
  await page.clock.resume().catch(() => undefined);
  return (await new AxeBuilder({ page }).analyze()).violations;
}

const popup = (page: Page) => page.locator('dialog[data-dialog^="popup"]');
const launcher = (page: Page) => page.locator('iframe#launcher');

test('a free user in Germany sees the German free-user popup 3 s after mount, and the chat launcher moves aside', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const before = chat.requests.length;
  await openPaused(page, '/de/', {
    cookies: { 'country-code': 'DE', cookies_popup_status: 'declined' },
    token: await tokenOf(request, 'free'),
  });
  // The chat: 2 s after start, then the script (the stand-in defines zE 250 ms after it runs).
  await page.clock.runFor(1900);
  expect(chat.requests.length).toBe(before);
  await page.clock.runFor(100);
  await expect.poll(() => chat.requests.slice(before)).toEqual(['/ekr/snippet.js?key=standin-key-0001']);
  // The script has run when its recorder exists; its zE comes 250 ms later, found by the 100 ms polling.
  await expect.poll(() => page.evaluate(() => '__zendeskCalls' in window)).toBe(true);
  await page.clock.runFor(400);
  await expect(launcher(page)).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __zendeskCalls: unknown[] }).__zendeskCalls))
    .toEqual([['messenger:set', 'locale', 'de']]);
  const resting = (await launcher(page).boundingBox())!;
  // 2.5 s after mount so far: no popup until 3 s.
  await page.clock.runFor(400);
  await expect(popup(page)).toHaveCount(0);
  await page.clock.runFor(200);
  await expect(popup(page)).toBeVisible();
  await expect(popup(page).getByRole('heading')).toHaveText(titleOf(101, 'de'));
  await expect(popup(page)).toHaveAttribute('aria-modal', 'true');
  // The launcher moved up while the popup shows.
  await page.clock.runFor(500);
  await expect.poll(async () => (await launcher(page).boundingBox())!.y).toBeLessThan(resting.y - 40);
  expect(await axeViolations(page)).toEqual([]);
  // Closing marks it viewed; the next eligible popup (the once-only one for everyone) waits for the next page load.
  await popup(page).getByRole('button', { name: de['popup.notNow'] }).click();
  await expect(popup(page)).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('viewedNotifications'))).toBe('[101]');
  await page.clock.runFor(10_000);
  await expect(popup(page)).toHaveCount(0);
});

test('a premium user sees the premium popup', async ({ page, request }) => {
  await openPaused(page, '/de/', {
    cookies: { 'country-code': 'DE', cookies_popup_status: 'declined' },
    token: await tokenOf(request, 'premium'),
  });
  await page.clock.runFor(3100);
  await expect(popup(page).getByRole('heading')).toHaveText(titleOf(102, 'de'));
});

test('a once-only popup is shown on one page load only', async ({ page }) => {
  await openPaused(page, '/', { cookies: { 'country-code': 'US', cookies_popup_status: 'declined' } });
  await page.clock.runFor(3100);
  await expect(popup(page).getByRole('heading')).toHaveText(titleOf(103, 'en'));
  // Not closed, just left: the next page load does not show it again.
  await page.reload();
  await started(page);
  await page.clock.runFor(5000);
  await expect(popup(page)).toHaveCount(0);
});

test('a blocker cannot be closed, reads right to left in Arabic, and leads to its page, where it does not show', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openPaused(page, '/ar/', { cookies: { 'country-code': 'NL', cookies_popup_status: 'declined' } });
  await page.clock.runFor(3100);
  const blocker = page.locator('dialog[data-dialog="popup-blocker"]');
  await expect(blocker.getByRole('heading')).toHaveText(titleOf(104, 'ar'));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(blocker.getByRole('button')).toHaveCount(0);
  for (let i = 0; i < 3; i++) await page.keyboard.press('Escape');
  await page.mouse.click(5, 5);
  await expect(blocker).toBeVisible();
  // Focus stays inside: its call to action is the only way on.
  await page.keyboard.press('Tab');
  await expect(blocker.getByRole('link')).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  await blocker.getByRole('link').click();
  await expect(page).toHaveURL(/\/ar\/download\/$/);
  await page.clock.runFor(5000);
  await expect(blocker).toHaveCount(0);
});

test('at 500 px no chat script is requested', async ({ page }) => {
  await page.setViewportSize({ width: 500, height: 800 });
  const before = chat.requests.length;
  await openPaused(page, '/', { cookies: { cookies_popup_status: 'declined' } });
  await page.clock.runFor(10_000);
  await page.waitForTimeout(300);
  expect(chat.requests.slice(before)).toEqual([]);
  await expect(launcher(page)).toHaveCount(0);
});

test('the CSP allows the configured widget’s and tag manager’s origin and no other', async ({ request }) => {
  const csp = (await request.get(`${base}/`)).headers()['content-security-policy']!;
  const origin = new URL(chat.scriptUrl).origin;
  expect(csp).toMatch(new RegExp(`script-src 'self' ${origin.replace(/[.:/]/g, '\\$&')}[ ;]`));
  expect(csp).not.toContain('zdassets');
  // The site without a chat key allows no chat origin at all.
  const plain = (await request.get('/')).headers()['content-security-policy']!;
  expect(plain).not.toContain(origin);
});

test.describe('the cookie notice', () => {
  test('asks on the first visit without moving the page, and “necessary only” sends no analytics', async ({ page }) => {
    await withoutPopups(page);
    await page.addInitScript(() => {
      (window as unknown as { __shift: number }).__shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>)
          if (!entry.hadRecentInput) (window as unknown as { __shift: number }).__shift += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/order/');
    const banner = page.locator('[data-consent-banner]');
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('link', { name: en['consent.policy'] })).toHaveAttribute('href', '/cookies/');
    expect(await axeViolations(page)).toEqual([]);
    // The order page has recorded its plan list; it waits in storage.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('dataLayer'))).toContain('view_item_list');
    expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBe(0);
    await banner.getByRole('button', { name: en['consent.necessaryOnly'] }).click();
    await expect(banner).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('dataLayer'))).toBeNull();
    expect(await page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer)).toBeUndefined();
    // Later events are dropped too, and the answer is remembered.
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.living === 'started');
    await expect(banner).toHaveCount(0);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => localStorage.getItem('dataLayer'))).toBeNull();
    expect(await page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer)).toBeUndefined();
    expect((await page.context().cookies()).find((c) => c.name === 'cookies_popup_status')?.value).toBe('declined');
  });

  test('the choice is changed from the footer and from the cookies page, with the keyboard', async ({ page }) => {
    await withoutPopups(page);
    await page.goto('/cookies/');
    await page.waitForFunction(() => document.documentElement.dataset.living === 'started');
    await page.locator('[data-consent-banner]').getByRole('button', { name: en['consent.settings'], exact: true }).click();
    const settings = page.locator('dialog[data-dialog="cookie-settings"]');
    await expect(settings).toBeVisible();
    // Every cookie of spec/cookies.yaml is listed under its category.
    await settings.getByText(en['consent.cookiesOf']!).click();
    for (const name of ['cookies_popup_status', 'country-code', 'i18n_redirected', 'fvp_device'])
      await expect(settings.locator('[data-category="necessary"]')).toContainText(name);
    expect(await axeViolations(page)).toEqual([]);
    await settings.getByRole('switch', { name: en['consent.allow'] }).focus();
    await page.keyboard.press('Space');
    await settings.getByRole('button', { name: en['consent.save'] }).focus();
    await page.keyboard.press('Enter');
    await expect(settings).toHaveCount(0);
    await expect(page.locator('[data-consent-choice]')).toContainText('Your current choice: all cookies allowed.');
    // From the footer: Escape closes the panel and gives focus back.
    const footerButton = page.locator('footer [data-cookie-settings]');
    await footerButton.focus();
    await page.keyboard.press('Enter');
    await expect(settings).toBeVisible();
    await expect(settings.getByRole('switch')).toBeChecked();
    await page.keyboard.press('Escape');
    await expect(settings).toHaveCount(0);
    await expect(footerButton).toBeFocused();
    // And from the cookies page's block.
    await page.locator('[data-consent-choice]').getByRole('button', { name: en['consent.change'] }).click();
    await settings.getByRole('switch').uncheck();
    await settings.getByRole('button', { name: en['consent.save'] }).click();
    await expect(page.locator('[data-consent-choice]')).toContainText('Your current choice: necessary cookies only.');
  });
});

test('the tag manager starts only once statistics are allowed', async ({ page }) => {
  await withoutPopups(page);
  const before = chat.requests.length;
  const tagRequests = () => chat.requests.slice(before).filter((r) => r.startsWith('/gtm.js'));
  await page.goto(`${base}/order/`);
  await page.waitForFunction(() => document.documentElement.dataset.living === 'started');
  await page.locator('[data-consent-banner]').getByRole('button', { name: en['consent.necessaryOnly'] }).click();
  await page.reload();
  await page.waitForFunction(() => document.documentElement.dataset.living === 'started');
  await page.waitForTimeout(300);
  expect(tagRequests()).toEqual([]);
  expect(await page.evaluate(() => '__tagManagerRan' in window)).toBe(false);
  // Allowed from the footer: it starts at once, and on the next visit by itself.
  await page.locator('footer [data-cookie-settings]').click();
  const settings = page.locator('dialog[data-dialog="cookie-settings"]');
  await settings.getByRole('switch').check();
  await settings.getByRole('button', { name: en['consent.save'] }).click();
  await expect.poll(() => page.evaluate(() => '__tagManagerRan' in window)).toBe(true);
  expect(await page.evaluate(() => (window as unknown as { dataLayer: Array<Record<string, unknown>> }).dataLayer[0]?.event)).toBe(
    'gtm.js',
  );
  await page.reload();
  await expect.poll(() => page.evaluate(() => '__tagManagerRan' in window)).toBe(true);
  expect(tagRequests()).toEqual(['/gtm.js?id=GTM-TEST', '/gtm.js?id=GTM-TEST']);
});

test('the free-locations modal lists the free locations once, then the cookie is gone', async ({ page, request }) => {
  await withoutPopups(page);
  const pools = (await (await request.get('/api/nodes-pools')).json()) as Array<{ name: string; premium: boolean }>;
  const url = `http://localhost:${process.env.E2E_PORT}`;
  await page.context().addCookies([
    { name: 'show_free_locations_modal', value: 'true', url },
    { name: 'cookies_popup_status', value: 'declined', url },
  ]);
  await page.goto('/');
  const modal = page.locator('dialog[data-dialog="free-locations"]');
  await expect(modal).toBeVisible();
  for (const pool of pools) {
    if (pool.premium) await expect(modal).not.toContainText(pool.name);
    else await expect(modal).toContainText(pool.name);
  }
  await expect(modal.getByRole('link', { name: en['freeLocations.premium'] })).toHaveAttribute('href', '/order/');
  expect((await page.context().cookies()).some((c) => c.name === 'show_free_locations_modal')).toBe(false);
  expect(await axeViolations(page)).toEqual([]);
  await modal.getByRole('button', { name: en['freeLocations.continue'] }).click();
  await expect(modal).toHaveCount(0);
  await page.reload();
  await page.waitForFunction(() => document.documentElement.dataset.living === 'started');
  await page.waitForTimeout(300);
  await expect(modal).toHaveCount(0);
});

test('a newer build, seen by the hourly check, makes the next navigation a full page load', async ({ page }) => {
  const site = `http://localhost:${process.env.E2E_PORT}`;
  let deployed: string | null = null;
  let asked = 0;
  await page.route('**/_build/latest.json', async (route) => {
    asked++;
    const response = await route.fetch();
    const body = (await response.json()) as { id: string };
    await route.fulfill({ response, json: { id: deployed ?? body.id } });
  });
  await openPaused(page, '/', { site, quiet: true });
  const link = page.locator('header').getByRole('link', { name: en['nav.servers']! }).first();
  // Within the hour: no check; the same build: navigation stays in the page.
  await page.clock.runFor(59 * 60_000);
  expect(asked).toBe(0);
  await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
  await link.click();
  await expect(page).toHaveURL(`${site}/servers/`);
  expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
  // A new build is deployed; the hourly check sees it.
  deployed = 'a-newer-build';
  await page.clock.runFor(60_000);
  await expect.poll(() => asked).toBe(1);
  await expect.poll(() => page.evaluate(() => document.documentElement.dataset.newerBuild)).toBe('true');
  await page.locator('header').getByRole('link', { name: en['nav.pricing']! }).first().click();
  await expect(page).toHaveURL(`${site}/order/`);
  // A new document: what the old one set is gone.
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage ?? false).catch(() => true))
    .toBe(false);
});

test('a language whose texts fail to load says so in a language it has, and loads on retry', async ({ page }) => {
  await withoutPopups(page);
  await page.goto('/');
  await page.waitForFunction(() => document.documentElement.dataset.living === 'started');
  await page.route(/\/assets\/de-[\w-]+\.js$/, (route) => route.abort());
  // The first failed chunk reloads the page once (it may be a stale build's); within 10 s of that
  // reload a second failure shows the state, as here.
  await page.evaluate(() => sessionStorage.setItem('chunkReload', `${Date.now()} /`));
  await page.getByTestId('locale-switcher').selectOption('de');
  await expect(page).toHaveURL(/\/de\/$/);
  await expect(page.locator('h1')).toHaveText(en['error.locale.title']!);
  await expect(page.locator('main')).toContainText('German');
  await page.unroute(/\/assets\/de-[\w-]+\.js$/);
  await page.getByRole('button', { name: en['error.locale.retry'] }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.locator('h1')).not.toHaveText(en['error.locale.title']!);
});
