/**
 * The IP check, the DNS leak test and the WebRTC leak test in Chromium, against a site server this
 * file starts with its name server and STUN responder on free ports, and no outside network:
 *
 * - The IP check asks the IPv4-only and IPv6-only hosts, which Chromium's `--host-resolver-rules`
 *   send to 127.0.0.1 and ::1 (the server listens on both); a trusted proxy's X-Forwarded-For
 *   stands for a visitor elsewhere, such as a VPN server of the demo pools.
 * - The DNS leak test's names go to this server the same way; the resolvers that would look them
 *   up on a real network are written through the endpoint the name server writes to, and one name
 *   is also looked up for real with Node's resolver against the name server's port.
 * - The WebRTC test gathers against the STUN responder on loopback.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { Resolver } from 'node:dns/promises';
import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium.ts';
import { quietVisitor } from './support/living.ts';
import { freePortSync } from './support/ports.ts';
import { startSiteServer, type SiteServer } from './support/site-server.ts';

const catalogue = (file: string) => JSON.parse(readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8')) as Record<string, string>;
const en = catalogue('locales/en.json');
const ZONE = 'dns-test.example';
const PORT = freePortSync();
const base = `http://localhost:${PORT}`;

test.use({
  storageState: quietVisitor(base),
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, `--host-resolver-rules=MAP ipv4.fvp.test 127.0.0.1, MAP ipv6.fvp.test [::1], MAP *.${ZONE} 127.0.0.1`],
  },
});
test.describe.configure({ mode: 'default' });

let server: SiteServer | null = null;
let dnsPort = 0;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startSiteServer(PORT, {
    HOST: '::',
    TRUSTED_PROXIES: 'loopback',
    DNS_ZONE: ZONE,
    DNS_PORT: '0',
    STUN_PORT: '0',
    IP_CHECK_V4_URL: `http://ipv4.fvp.test:${PORT}/api/ip`,
    IP_CHECK_V6_URL: `http://ipv6.fvp.test:${PORT}/api/ip`,
  });
  const dnsLine = server
    .output()
    .split('\n')
    .find((line) => line.includes('"msg":"dns leak name server listening"'));
  dnsPort = Number(/"port":(\d+)/.exec(dnsLine ?? '')?.[1]);
  expect(dnsPort).toBeGreaterThan(0);
});

test.afterAll(() => {
  server?.stop();
});

async function open(page: Page, pathname: string) {
  await page.goto(`${base}${pathname}`);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/**
 * Every request of the page arrives as from `address` behind the trusted proxy (set on the way,
 * as a proxy does: a header the page itself added would make its cross-origin /ip calls preflighted).
 */
async function visitFrom(page: Page, address: string) {
  await page.unrouteAll();
  await page.route('**/*', (route) => route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': address } }));
}

/** The page's axe report, and no sideways scroll on a phone. */
async function clean(page: Page) {
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

test.describe('the IP check', () => {
  const tool = (page: Page) => page.locator('[data-ip-check]');
  const row = (page: Page, version: 4 | 6) => tool(page).locator(`[data-ip-version="${version}"]`);

  test('is in the first HTML for the visitor’s own address, private and never cached', async ({ request }) => {
    for (const [address, operator] of [
      ['8.8.8.8', 'Google LLC (AS15169)'],
      ['1.1.1.1', 'Cloudflare, Inc. (AS13335)'],
    ] as const) {
      const response = await request.get(`${base}/ip-check/`, { headers: { 'x-forwarded-for': address } });
      expect(response.headers()['cache-control']).toBe('private, no-store');
      const html = await response.text();
      expect(html).toContain(`>${address}</span>`);
      expect(html).toContain(operator.replace('&', '&amp;'));
    }
  });

  test('shows IPv4 and IPv6 with their facts, copies an address, and is axe-clean', async ({ page, context, consoleErrors }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await open(page, '/ip-check/');
    await expect(row(page, 4).locator('[data-address]')).toHaveText('127.0.0.1');
    await expect(row(page, 6).locator('[data-address]')).toHaveText('::1');
    await expect(row(page, 4).locator('[data-protected]')).toHaveText(en['ipCheck.notProtected']!);
    await expect(row(page, 6)).toContainText(en['ipCheck.notProtectedText']!);
    await row(page, 6).getByRole('button', { name: 'Copy ::1' }).click();
    await expect(row(page, 6).getByRole('status')).toHaveText(en['ipCheck.copied']!);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('::1');
    await clean(page);
    expect(consoleErrors).toEqual([]);
  });

  test('says “Protected” for an address of the service’s servers, with its country and operator otherwise', async ({ page }) => {
    await visitFrom(page, '198.51.100.9');
    await open(page, '/ip-check/');
    await expect(row(page, 4).locator('[data-address]')).toHaveText('198.51.100.9');
    await expect(row(page, 4).locator('[data-protected]')).toHaveText(en['ipCheck.protected']!);
    await visitFrom(page, '2001:4860:4860::8888');
    await tool(page).getByRole('button', { name: en['ipCheck.again'] }).click();
    await expect(row(page, 6).locator('[data-address]')).toHaveText('2001:4860:4860::8888');
    await expect(row(page, 6).locator('[data-country]')).toHaveText('United States');
    await expect(row(page, 6).locator('[data-asn]')).toHaveText('Google LLC (AS15169)');
  });

  test('works in Arabic on a phone, right to left, with the addresses left to right', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await open(page, '/ar/ip-check/');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(row(page, 6).locator('[data-address]')).toHaveAttribute('dir', 'ltr');
    await expect(row(page, 6).locator('[data-address]')).toHaveText('::1');
    await clean(page);
  });
});

test.describe('the DNS leak test', () => {
  const tool = (page: Page) => page.locator('[data-dns-leak-test]');

  /** Starts the test; each name the page makes Chromium look up is written as seen by `resolverOf(name)`. */
  async function run(page: Page, resolverOf: (name: string, index: number) => string | null, pathname = '/dns-check/') {
    const names: string[] = [];
    page.on('request', (request) => {
      const host = new URL(request.url()).hostname;
      if (host.endsWith(`.${ZONE}`)) names.push(host);
    });
    await open(page, pathname);
    // The one button: "Start the test" in the page's language.
    await tool(page).getByRole('button').click();
    // The progress shows while the page waits for lookups.
    await expect(tool(page).locator('progress')).toBeVisible();
    await expect.poll(() => names.length).toBe(10);
    expect(new Set(names).size).toBe(10);
    for (const name of names) expect(name).toMatch(new RegExp(`^[a-z0-9]{8,12}-[a-z2-7]{16}\\.${ZONE.replace('.', '\\.')}$`));
    for (const [index, name] of names.entries()) {
      const resolver = resolverOf(name, index);
      if (resolver === null) continue;
      const r = await page.request.post(`${base}/_dev/dns-leak/lookup`, { data: { name, resolver } });
      expect(r.status()).toBe(201);
    }
    return names;
  }

  test('lists the resolvers with country and operator; not connected through FVP, they see the lookups', async ({
    page,
    consoleErrors,
  }) => {
    const names = await run(page, (_, i) => (i < 9 ? '8.8.8.8' : null));
    // The last name goes through a real lookup: Node's resolver asks the name server from 127.0.0.2.
    const resolver = new Resolver({ timeout: 3000, tries: 2 });
    resolver.setServers([`127.0.0.1:${dnsPort}`]);
    resolver.setLocalAddress('127.0.0.2');
    expect(await resolver.resolve4(names[9]!)).toEqual(['127.0.0.1', '::1'].slice(0, 1));
    await expect(tool(page)).toHaveAttribute('data-verdict', 'exposed');
    await expect(tool(page)).toContainText(en['dnsLeak.exposed.title']!);
    const google = tool(page).locator('[data-resolver="8.8.8.8"]');
    await expect(google).toContainText('Google LLC (AS15169)');
    await expect(google).toContainText('United States');
    await expect(google).toContainText('9 lookups');
    await expect(tool(page).locator('[data-resolver="127.0.0.2"]')).toContainText('1 lookup');
    await clean(page);
    expect(consoleErrors).toEqual([]);
  });

  test('passes when FVP’s resolvers alone answer a connected visitor, and shows a leak otherwise', async ({ page }) => {
    await visitFrom(page, '198.51.100.9');
    await run(page, () => '198.51.100.10');
    await expect(tool(page)).toHaveAttribute('data-verdict', 'pass');
    await expect(tool(page).locator('[data-resolver="198.51.100.10"]')).toHaveAttribute('data-vpn', 'true');

    const page2 = await page.context().newPage();
    await visitFrom(page2, '198.51.100.9');
    await run(page2, (_, i) => (i % 2 ? '198.51.100.10' : '1.1.1.1'));
    await expect(tool(page2)).toHaveAttribute('data-verdict', 'leak');
    await expect(tool(page2)).toContainText('1 resolver outside FVP');
    await expect(tool(page2).locator('[data-resolver="1.1.1.1"]')).toHaveAttribute('data-vpn', 'false');
  });

  test('works in Arabic on a phone, with its verdict and resolvers', async ({ page }) => {
    const ar = catalogue('locales/ar.json');
    await page.setViewportSize({ width: 375, height: 800 });
    await run(page, () => '8.8.8.8', '/ar/dns-check/');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(tool(page)).toHaveAttribute('data-verdict', 'exposed');
    await expect(tool(page)).toContainText(ar['dnsLeak.exposed.title']!);
    await expect(tool(page).locator('[data-resolver="8.8.8.8"]')).toContainText('الولايات المتحدة');
    await clean(page);
  });
});

test.describe('the WebRTC leak test', () => {
  const tool = (page: Page) => page.locator('[data-webrtc-leak-test]');

  test('finds the reflexive candidate from the STUN responder and judges it against the site’s view', async ({ page, consoleErrors }) => {
    await open(page, '/web-rtc/');
    await expect(tool(page)).toHaveAttribute('data-phase', 'done', { timeout: 15_000 });
    const reflexive = tool(page).locator('[data-candidate="srflx"]');
    await expect(reflexive).toHaveCount(1);
    const address = (await reflexive.getAttribute('data-address'))!;
    const seen = (await tool(page).locator('[data-site-address]').textContent())!;
    await expect(tool(page)).toHaveAttribute('data-verdict', address === seen ? 'pass' : 'leak');
    await clean(page);

    // Seen by websites at the same address: nothing beyond it.
    await visitFrom(page, address);
    await open(page, '/web-rtc/');
    await expect(tool(page)).toHaveAttribute('data-verdict', 'pass', { timeout: 15_000 });
    await expect(tool(page)).toContainText(en['webRtc.pass.title']!);

    // Behind a VPN server (the site sees 198.51.100.9), WebRTC gives the real address away.
    await visitFrom(page, '198.51.100.9');
    await open(page, '/web-rtc/');
    await expect(tool(page)).toHaveAttribute('data-verdict', 'leak', { timeout: 15_000 });
    await expect(tool(page)).toContainText(`WebRTC reveals an address that websites do not otherwise see: ${address}.`);
    await clean(page);
    expect(consoleErrors).toEqual([]);
  });

  test('says so when the browser has no WebRTC', async ({ page }) => {
    await page.addInitScript(() => {
      delete (window as { RTCPeerConnection?: unknown }).RTCPeerConnection;
    });
    await open(page, '/web-rtc/');
    await expect(tool(page).locator('[data-unsupported]')).toHaveText(en['webRtc.unsupported']!);
    await expect(tool(page)).toHaveAttribute('data-verdict', '');
  });

  test('works in Arabic on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await open(page, '/ar/web-rtc/');
    await expect(tool(page)).toHaveAttribute('data-phase', 'done', { timeout: 15_000 });
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await clean(page);
  });
});
