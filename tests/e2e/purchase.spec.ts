/**
 * Buying Premium in a real browser against the built site and its reference API, paying in the
 * sandbox: a new visitor from an affiliate link with a promo code, a failed payment tried again,
 * a pending payment completed later, the Arabic order page, and app mode with its one-time key.
 */
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures.ts';
import { quietVisitor } from './support/living.ts';

const catalogue = (locale: string) =>
  JSON.parse(readFileSync(new URL(`../../locales/${locale}.json`, import.meta.url), 'utf8')) as Record<string, string>;
const en = catalogue('en');
const ar = catalogue('ar');

async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/** The newest link of a kind sent to an address, from the development mailbox. */
async function mailLink(request: APIRequestContext, to: string, path: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const messages = (await (await request.get('/_dev/mail.json')).json()) as Array<{ to: string; subject: string; links: string[] }>;
      link = messages.find((m) => m.to === to && m.links[0]?.includes(path))?.links[0];
      return link;
    })
    .toBeTruthy();
  return new URL(link!).pathname + new URL(link!).search;
}

interface Affiliate {
  events: Array<{ event: string; aid: string | null; btag: string | null; order_id: string | null }>;
  postbacks: Array<{ order_id: string; aid: string | null; btag: string | null }>;
}

async function affiliate(request: APIRequestContext): Promise<Affiliate> {
  return (await (await request.get('/_dev/affiliate.json')).json()) as Affiliate;
}

/** A signed-in browser: an account made through the API, its token in the page's storage. */
async function signedIn(page: Page, request: APIRequestContext, email: string): Promise<void> {
  const r = await request.post('/api/register', { data: { email, password: 'buyer password 1' } });
  expect(r.status()).toBe(201);
  const { token } = (await r.json()) as { token: string };
  await page.goto('/');
  await page.evaluate((t) => localStorage.setItem('authToken', t), token);
}

async function choosePlanAndPay(page: Page, plan: string, gatewayName: string) {
  await page.getByRole('radio', { name: new RegExp(plan) }).check();
  await page.getByRole('radio', { name: new RegExp(gatewayName) }).check();
  await page.getByRole('button', { name: en['checkout.pay'] }).click();
}

const orderIdOf = (page: Page) => new URL(page.url()).searchParams.get('order')!;

test.describe('a visitor who has not answered the cookie notice yet', () => {
  test.use({ storageState: quietVisitor(`http://localhost:${process.env.E2E_PORT}`, null) });

  test('a visitor from an affiliate link buys Premium with a promo code and a new account', async ({ page, request, consoleErrors }) => {
    const email = `buyer-${Date.now()}@example.com`;
    // The server's data may hold earlier runs' events: what this journey adds is counted.
    const count = (a: Affiliate, event: string) => a.events.filter((e) => e.event === event && e.aid === 'A1' && e.btag === 'B1').length;
    const before = await affiliate(request);
    await page.goto('/?a_aid=A1&btag=B1&promo=DEMO20');
    await hydrated(page);
    // The landing's affiliate goes into cookies, its code into storage, and the visit is recorded once.
    await expect
      .poll(async () => (await page.context().cookies()).filter((c) => c.name.startsWith('fvp_')).map((c) => `${c.name}=${c.value}`))
      .toEqual(expect.arrayContaining(['fvp_a_aid=A1', 'fvp_btag=B1']));
    expect(await page.evaluate(() => localStorage.getItem('promo'))).toBe('DEMO20');
    await expect.poll(async () => count(await affiliate(request), 'visit')).toBe(count(before, 'visit') + 1);

    await page.goto('/order/');
    await hydrated(page);
    await expect(page.getByRole('status').filter({ hasText: 'DEMO20' })).toContainText('20%');
    // 20 % off the yearly plan's 71.88: 57.50, computed as the server will charge it.
    await expect(page.getByTestId('order-total')).toHaveText('$57.50');
    await expect(page.getByTestId('price-month')).toContainText('$9.59');
    await page.getByLabel(en['checkout.email.label']!).fill(email);
    // The address survives a reload of the tab (signupEmail), and so does the code.
    await page.reload();
    await hydrated(page);
    await expect(page.getByLabel(en['checkout.email.label']!)).toHaveValue(email);
    await expect(page.getByTestId('order-total')).toHaveText('$57.50');
    await choosePlanAndPay(page, '12 months', en['checkout.gateway.stripe']!);

    // The sandbox stands in for Stripe's page.
    await expect(page).toHaveURL(/\/_dev\/pay\//);
    await expect(page.getByRole('heading', { name: 'Stripe sandbox' })).toBeVisible();
    await page.getByRole('button', { name: 'Pay $57.50' }).click();

    await expect(page).toHaveURL(/\/payment\/success\/\?order=/);
    const orderId = orderIdOf(page);
    await expect(page.getByTestId('payment-order')).toContainText('$57.50');
    await expect(page.getByTestId('payment-active')).toContainText(/Premium is active until \w+ \d+, \d{4}/);
    await expect(page.getByTestId('payment-new-account')).toContainText(email);
    expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);

    // The cabinet offers the set-password link instead of a password change, and sends it again.
    await page.goto('/cabinet/profile/');
    await hydrated(page);
    await expect(page.getByTestId('profile-access')).toHaveText(en['cabinet.premium']!);
    await expect(page.getByTestId('set-password-link')).toContainText(email);
    await expect(page.getByLabel(en['auth.currentPassword']!)).toHaveCount(0);
    await page.getByRole('button', { name: en['auth.setPasswordSend'] }).click();
    await expect(page.getByTestId('set-password-link').getByRole('status')).toHaveText(en['auth.resent']!);

    // The set-password mail, then the cabinet.
    await page.goto(await mailLink(request, email, '/reset/'));
    await hydrated(page);
    await page.getByLabel(en['auth.newPassword']!).fill('my new password');
    await page.getByRole('button', { name: en['auth.savePassword'] }).click();
    await expect(page).toHaveURL(/\/cabinet\/profile\/$/);
    await expect(page.getByTestId('profile-access')).toHaveText(en['cabinet.premium']!);
    const rows = page.getByTestId('payments').locator('tbody tr');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('$57.50');
    await expect(rows.first()).toContainText('12 months');
    await expect(rows.first()).toContainText(en['payment.state.success']!);
    await expect(rows.first()).toContainText(en['gateway.stripe']!);
    await expect(page.getByTestId('subscription-period')).toContainText('12 months, renews on');

    // Attribution: the visit, the sign-up, the purchase, and one postback for the order.
    const recorded = await affiliate(request);
    for (const event of ['visit', 'sign-up', 'purchase']) expect(count(recorded, event), event).toBe(count(before, event) + 1);
    expect(recorded.events.find((e) => e.event === 'purchase' && e.order_id === orderId)).toMatchObject({ aid: 'A1', btag: 'B1' });
    expect(recorded.postbacks.filter((p) => p.order_id === orderId)).toEqual([expect.objectContaining({ aid: 'A1', btag: 'B1' })]);
    // A repeated postback request changes nothing.
    expect((await request.post('/api/affiliate-postback', { data: { order_id: orderId } })).status()).toBe(204);
    expect((await affiliate(request)).postbacks.filter((p) => p.order_id === orderId)).toHaveLength(1);
    // Without consent, the analytics events wait in storage (purchase once).
    const waiting = (await page.evaluate(() => JSON.parse(localStorage.getItem('dataLayer') ?? '[]'))) as Array<{ event: string }>;
    expect(waiting.map((e) => e.event)).toEqual(['view_item_list', 'view_item_list', 'sign_up', 'begin_checkout', 'purchase']);
    // Accepting the cookie notice hands them to the tag manager's dataLayer, once.
    await page.locator('[data-consent-banner]').getByRole('button', { name: en['consent.acceptAll'] }).click();
    await expect(page.locator('[data-consent-banner]')).toHaveCount(0);
    const sent = (await page.evaluate(() => (window as unknown as { dataLayer?: Array<{ event: string }> }).dataLayer ?? [])) as Array<{
      event: string;
    }>;
    expect(sent.map((e) => e.event)).toEqual(['view_item_list', 'view_item_list', 'sign_up', 'begin_checkout', 'purchase']);
    expect(await page.evaluate(() => localStorage.getItem('dataLayer'))).toBeNull();
    expect(consoleErrors).toEqual([]);
  });
});

test('a declined payment is tried again with the same plan, and paid', async ({ page, request }) => {
  await signedIn(page, request, `retry-${Date.now()}@example.com`);
  await page.goto('/order/');
  await hydrated(page);
  await choosePlanAndPay(page, '1 month', en['checkout.gateway.aliumpay']!);
  await expect(page.getByRole('heading', { name: 'Aliumpay sandbox' })).toBeVisible();
  await page.getByRole('button', { name: 'Decline the payment' }).click();
  await expect(page).toHaveURL(/\/payment\/failed\/\?order=/);
  await hydrated(page);
  await expect(page.getByRole('alert')).toContainText(en['payment.failed']!);
  await page.getByRole('link', { name: en['payment.retry'] }).click();
  await expect(page).toHaveURL(/\/order\/\?plan=month/);
  await expect(page.getByRole('radio', { name: /1 month/ })).toBeChecked();
  await page.getByRole('button', { name: en['checkout.pay'] }).click();
  await page.getByRole('button', { name: 'Pay $11.99' }).click();
  await expect(page).toHaveURL(/\/payment\/success\//);
  await page.goto('/cabinet/profile/');
  const rows = page.getByTestId('payments').locator('tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText(en['payment.state.success']!);
  await expect(rows.nth(1)).toContainText(en['payment.state.failed']!);
});

test('a pending payment is completed later, and the pending page moves on by itself', async ({ page, request, context }) => {
  await signedIn(page, request, `pending-${Date.now()}@example.com`);
  await page.goto('/order/?plan=two-years');
  await hydrated(page);
  await page.getByRole('button', { name: en['checkout.pay'] }).click();
  await page.getByRole('button', { name: 'Leave it pending' }).click();
  await expect(page).toHaveURL(/\/payment\/pending\/\?order=/);
  const orderId = orderIdOf(page);
  await expect(page.getByRole('status').filter({ hasText: en['payment.waiting']! })).toBeVisible();
  // The gateway settles it later (the sandbox's orders page stands in for its callback).
  const admin = await context.newPage();
  await admin.goto('/_dev/orders/');
  await admin.locator(`form[action="/_dev/orders/${orderId}"]`).getByRole('button', { name: 'Complete' }).click();
  await expect(page).toHaveURL(new RegExp(`/payment/success/\\?order=${orderId}`), { timeout: 30_000 });
  await expect(page.getByTestId('payment-active')).toBeVisible();
});

test('the Arabic order page reads right to left with Arabic texts and prices', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/ar/order/');
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('button', { name: ar['checkout.pay'] })).toBeVisible();
  const total = await page.getByTestId('order-total').textContent();
  expect(total).toBe(new Intl.NumberFormat('ar', { style: 'currency', currency: 'USD' }).format(71.88));
  // The plan cards sit inside the page: nothing pushes it sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
});

test('app mode drops the navigation and hands the session back to the app once', async ({ page, request }) => {
  await signedIn(page, request, `app-${Date.now()}@example.com`);
  await page.goto('/order/?source=app');
  await hydrated(page);
  await expect(page.locator('main[data-app-mode]')).toBeVisible();
  await expect(page.locator('header')).toHaveCount(0);
  await expect(page.locator('footer')).toHaveCount(0);
  // Nor the site's notices, popups or chat: the app shows the page in its own view.
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => document.documentElement.dataset.living)).toBeUndefined();
  await page.getByRole('button', { name: en['checkout.pay'] }).click();
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/payment\/success\//);
  await hydrated(page);
  // No query any more: the tab remembers the app.
  await expect(page.locator('main[data-app-mode]')).toBeVisible();
  await page.getByRole('button', { name: en['handOff.return'] }).click();
  const link = page.getByTestId('hand-off-link');
  await expect(link).toHaveText(en['handOff.return']!);
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^fvp:\/\/auth\?key=[A-Za-z0-9_-]{43}$/);
  await expect(page.getByTestId('hand-off-qr')).toHaveAttribute('data-link', href!);
  const key = new URL(href!.replace('fvp://', 'https://')).searchParams.get('key');
  const first = await request.post('/api/v4/action-key/redeem', { data: { key } });
  expect(first.status()).toBe(200);
  const { token } = (await first.json()) as { token: string };
  expect((await request.get('/api/v3/user', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(200);
  expect((await request.post('/api/v4/action-key/redeem', { data: { key } })).status()).toBe(401);
});
