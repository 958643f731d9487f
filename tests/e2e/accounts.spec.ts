import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { freePort } from './support/ports.ts';

const en = JSON.parse(readFileSync(new URL('../../locales/en.json', import.meta.url), 'utf8')) as Record<string, string>;
const de = JSON.parse(readFileSync(new URL('../../locales/de.json', import.meta.url), 'utf8')) as Record<string, string>;

async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/** The newest link sent to an address, read from the development mailbox. */
async function mailLink(request: APIRequestContext, to: string, kind: 'confirm' | 'reset'): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const messages = (await (await request.get('/_dev/mail.json')).json()) as Array<{ to: string; links: string[] }>;
      link = messages.find((m) => m.to === to && m.links[0]?.includes(`/${kind}/`))?.links[0];
      return link;
    })
    .toBeTruthy();
  return new URL(link!).pathname + new URL(link!).search;
}

async function logIn(page: Page, email: string, password: string, from = '/login/') {
  await page.goto(from);
  await hydrated(page);
  await page.getByLabel(en['auth.email']!).fill(email);
  await page.getByLabel(en['auth.password']!, { exact: true }).fill(password);
  await page.getByRole('button', { name: en['auth.logIn'] }).click();
  await expect(page).toHaveURL(/\/cabinet\/profile\/$/);
  await expect(page.getByTestId('profile-email')).toHaveText(email);
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: en['cabinet.signOut'] }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('header').getByRole('link', { name: en['layout.login'] })).toBeVisible();
}

test('a new visitor signs up, confirms, signs out and in, changes and resets the password', async ({ page, request, consoleErrors }) => {
  const email = `visitor-${Date.now()}@example.com`;
  // Sign up in two steps.
  await page.goto('/sign-up/');
  await hydrated(page);
  await page.getByLabel(en['auth.email']!).fill(email);
  await page.getByRole('button', { name: en['auth.continue'] }).click();
  await page.getByLabel(en['auth.password']!, { exact: true }).fill('first password 1');
  await page.getByRole('button', { name: en['auth.createAccount'] }).click();
  await expect(page).toHaveURL(/\/cabinet\/profile\/$/);
  await expect(page.getByTestId('profile-email')).toHaveText(email);
  await expect(page.getByTestId('profile-access')).toHaveText(en['cabinet.free']!);
  await expect(page.getByText(en['cabinet.unconfirmed']!)).toBeVisible();
  // Confirm from the e-mail.
  await page.goto(await mailLink(request, email, 'confirm'));
  await expect(page.getByText(en['auth.confirmed']!)).toBeVisible();
  await page.goto('/cabinet/profile/');
  await expect(page.getByTestId('profile-email')).toHaveText(email);
  await expect(page.getByText(en['cabinet.unconfirmed']!)).toHaveCount(0);
  // Sign out, sign in again.
  await signOut(page);
  await page.goto('/cabinet/profile/');
  await expect(page).toHaveURL(/\/login\/\?next=/);
  await logIn(page, email, 'first password 1');
  // Change the password.
  await page.getByLabel(en['auth.currentPassword']!).fill('first password 1');
  await page.getByLabel(en['auth.newPassword']!).fill('second password 2');
  await page.getByRole('button', { name: en['auth.changePassword'] }).click();
  await expect(page.getByRole('status').filter({ hasText: en['auth.passwordChanged']! })).toBeVisible();
  await signOut(page);
  // Forget it and reset it from the e-mail.
  await page.goto('/forgot-password/');
  await hydrated(page);
  await page.getByLabel(en['auth.email']!).fill(email);
  await page.getByRole('button', { name: en['auth.sendLink'] }).click();
  await expect(page.getByRole('status').filter({ hasText: en['auth.resetSent']! })).toBeVisible();
  await page.goto(await mailLink(request, email, 'reset'));
  await hydrated(page);
  await page.getByLabel(en['auth.newPassword']!).fill('third password 3');
  await page.getByRole('button', { name: en['auth.savePassword'] }).click();
  await expect(page).toHaveURL(/\/cabinet\/profile\/$/);
  await signOut(page);
  await logIn(page, email, 'third password 3');
  expect(consoleErrors.filter((e) => !/status of 4\d\d/.test(e))).toEqual([]);
});

test('a wrong password and an unknown address get the same localized error', async ({ page }) => {
  await page.goto('/de/login/');
  await hydrated(page);
  await page.getByLabel(de['auth.email']!).fill('premium@demo.fvp.example');
  await page.getByLabel(de['auth.password']!, { exact: true }).fill('not the password');
  await page.getByRole('button', { name: de['auth.logIn'] }).click();
  await expect(page.getByRole('alert')).toHaveText(de['auth.error.credentials']!);
});

test('the premium demo user opens every cabinet page and downloads a configuration', async ({ page }) => {
  await logIn(page, 'premium@demo.fvp.example', 'premium-demo-pass');
  await expect(page.getByTestId('profile-access')).toHaveText(en['cabinet.premium']!);
  await expect(page.getByText('Active, paid through Card (Stripe)')).toBeVisible();
  await page.getByRole('link', { name: en['page.cabinet-download.title'] }).click();
  await expect(page).toHaveURL(/\/cabinet\/download\/$/);
  await expect(page.getByRole('heading', { name: en['cabinet.allApps'] })).toBeVisible();
  await page.getByRole('link', { name: en['page.cabinet-configuration.title'] }).click();
  await expect(page).toHaveURL(/\/cabinet\/configuration\/$/);
  await page.getByLabel(en['cabinet.pool']!).selectOption('us-nyc');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: en['cabinet.downloadConfig'] }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('fvp-us-nyc-udp.ovpn');
  const file = await download.path();
  expect(readFileSync(file, 'utf8')).toContain('remote us-nyc.vpn.fvp.example 1194');
});

test('the free demo user has no configuration page', async ({ page }) => {
  await logIn(page, 'free@demo.fvp.example', 'free-demo-pass');
  await expect(page.getByRole('link', { name: en['page.cabinet-configuration.title'] })).toHaveCount(0);
  await page.goto('/cabinet/configuration/');
  await expect(page.locator('h1')).toHaveText(en['error.title']!);
});

test('with the API unreachable the forms say so and marketing pages still render', async ({ page }) => {
  await page.route('**/api/**', (route) => route.abort('connectionrefused'));
  await page.goto('/de/login/');
  await hydrated(page);
  await page.getByLabel(de['auth.email']!).fill('someone@example.com');
  await page.getByLabel(de['auth.password']!, { exact: true }).fill('whatever password');
  await page.getByRole('button', { name: de['auth.logIn'] }).click();
  await expect(page.getByRole('alert')).toHaveText(de['auth.error.offline']!);
  await expect(page.getByLabel(de['auth.email']!)).toHaveValue('someone@example.com');
  await page.goto('/de/servers/');
  await expect(page).toHaveTitle(new RegExp(de['page.servers.title']!));
});

test('the signed-in cabinet has no axe violations', async ({ page }) => {
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  await logIn(page, 'premium@demo.fvp.example', 'premium-demo-pass');
  for (const path of ['/cabinet/profile/', '/cabinet/download/', '/cabinet/configuration/']) {
    await page.goto(path);
    await hydrated(page);
    await expect(page.locator('main form, main dl, main h2').first()).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${path}: ${v.id} ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
  }
});

test('signing in and out keeps the shared cookies in step', async ({ page, context }) => {
  const cookie = async (name: string) => (await context.cookies()).find((c) => c.name === name);
  await logIn(page, 'premium@demo.fvp.example', 'premium-demo-pass');
  expect((await cookie('fvp_is_logged_in'))?.value).toBe('true');
  expect((await cookie('fvp_user_access'))?.value).toBe('premium');
  expect(await cookie('fvp_needs_refresh')).toBeUndefined();
  const loggedIn = await cookie('fvp_is_logged_in');
  // Written with Max-Age=63113851 (tests/unit/browser-state.test.ts); Chromium caps lifetimes at 400 days.
  expect(loggedIn!.expires - Date.now() / 1000).toBeGreaterThan(399 * 86400);
  expect(loggedIn!.path).toBe('/');
  await signOut(page);
  expect(await cookie('fvp_is_logged_in')).toBeUndefined();
  expect(await cookie('fvp_user_access')).toBeUndefined();
  expect((await cookie('fvp_needs_refresh'))?.value).toBe('true');
  await logIn(page, 'free@demo.fvp.example', 'free-demo-pass');
  expect(await cookie('fvp_needs_refresh')).toBeUndefined();
  expect((await cookie('fvp_user_access'))?.value).toBe('free');
});

test('/profile-check/ sends a signed-in user to the profile and anyone else to login', async ({ page }) => {
  await page.goto('/de/profile-check/');
  await expect(page).toHaveURL(/\/de\/login\/$/);
  await logIn(page, 'free@demo.fvp.example', 'free-demo-pass');
  await page.goto('/profile-check/');
  await expect(page).toHaveURL(/\/cabinet\/profile\/$/);
});

test('a signed-out visitor sent to login comes back to the page they asked for', async ({ page }) => {
  await page.goto('/cabinet/download/');
  await expect(page).toHaveURL(/\/login\/\?next=%2Fcabinet%2Fdownload%2F$/);
  await hydrated(page);
  await page.getByLabel(en['auth.email']!).fill('free@demo.fvp.example');
  await page.getByLabel(en['auth.password']!, { exact: true }).fill('free-demo-pass');
  await page.getByRole('button', { name: en['auth.logIn'] }).click();
  await expect(page).toHaveURL(/\/cabinet\/download\/$/);
});

test('with the API server down the forms say so and marketing pages still render', async ({ page }) => {
  const { spawn } = await import('node:child_process');
  const path = await import('node:path');
  // A second site server whose API is a port nothing listens on.
  const [port, nobody] = [await freePort(), await freePort()];
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', API_BASE_URL: `http://127.0.0.1:${nobody}/api` },
  });
  try {
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    await expect.poll(() => output, { timeout: 15_000 }).toContain('"msg":"listening"');
    await page.goto(`http://localhost:${port}/fr/login/`);
    await hydrated(page);
    const fr = JSON.parse(readFileSync(new URL('../../locales/fr.json', import.meta.url), 'utf8')) as Record<string, string>;
    await page.getByLabel(fr['auth.email']!).fill('someone@example.com');
    await page.getByLabel(fr['auth.password']!, { exact: true }).fill('whatever password');
    await page.getByRole('button', { name: fr['auth.logIn'] }).click();
    await expect(page.getByRole('alert')).toHaveText(fr['auth.error.offline']!);
    const servers = await page.goto(`http://localhost:${port}/fr/servers/`);
    expect(servers?.status()).toBe(200);
    await expect(page).toHaveTitle(new RegExp(fr['page.servers.title']!));
    // The locations come from the API: the page says they could not be loaded.
    await expect(page.locator('main')).toContainText(fr['servers.unavailable']!);
  } finally {
    child.kill('SIGTERM');
  }
});
