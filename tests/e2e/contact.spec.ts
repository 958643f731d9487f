/**
 * The contact form in a real browser against its own site server (a fresh data directory, so the
 * per-client limit starts at zero): the browser's checks, the server's refusal of what the browser
 * let through (the request altered on its way), a message that reaches the development mailbox and
 * the thanks page, the limit per client, and a localized page. Nothing the visitor typed is lost.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { contact } from '../../generated/constants.ts';
import { expect, test } from './fixtures.ts';
import { freePort } from './support/ports.ts';

const catalogue = (locale: string) =>
  JSON.parse(readFileSync(new URL(`../../locales/${locale}.json`, import.meta.url), 'utf8')) as Record<string, string>;
const en = catalogue('en');
const de = catalogue('de');

// One server and one client address for the file: the tests run in order.
test.describe.configure({ mode: 'serial' });

let server: ChildProcess;
let base: string;
let dataDir: string;

test.beforeAll(async () => {
  const port = await freePort();
  dataDir = await mkdtemp(path.join(tmpdir(), 'contact-e2e-'));
  server = spawn(process.execPath, ['dist/server/main.js'], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
  });
  let output = '';
  server.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  await expect.poll(() => output, { timeout: 30_000 }).toContain('"msg":"listening"');
  base = `http://localhost:${port}`;
});

test.afterAll(async () => {
  server?.kill('SIGTERM');
  await rm(dataDir, { recursive: true, force: true });
});

async function openForm(page: Page, path = '/contact-us/') {
  await page.goto(base + path);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

async function fill(page: Page, t: Record<string, string>, values: { name: string; email: string; topic: string; message: string }) {
  await page.getByLabel(t['contact.name']!).fill(values.name);
  await page.getByLabel(t['contact.email']!).fill(values.email);
  await page.getByLabel(t['contact.topic']!).selectOption(values.topic);
  await page.getByLabel(t['contact.message']!).fill(values.message);
}

const MESSAGE = 'Since the last update the Windows app disconnects every few minutes on my home network.';

test('the browser checks each field and says what is wrong, in the page’s language', async ({ page, consoleErrors }) => {
  await openForm(page);
  const requests: string[] = [];
  page.on('request', (r) => r.url().includes('/api/v4/contact') && requests.push(r.url()));
  await page.getByRole('button', { name: en['contact.send'] }).click();
  await expect(page.getByLabel(en['contact.name']!)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#contact-name-error')).toHaveText(en['contact.error.required']!);
  await expect(page.locator('#contact-topic-error')).toHaveText(en['contact.error.topic']!);
  await page.getByLabel(en['contact.email']!).fill('ann@');
  await page.getByLabel(en['contact.message']!).fill('Too short');
  await page.getByRole('button', { name: en['contact.send'] }).click();
  await expect(page.locator('#contact-email-error')).toHaveText(en['contact.error.email']!);
  await expect(page.locator('#contact-message-error')).toHaveText('Write at least 20 characters.');
  expect(requests).toEqual([]);
  // The form with its errors shown, and the page around it, pass axe.
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id} ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('a message the server refuses keeps what was typed and says so', async ({ page }) => {
  await openForm(page);
  // The browser would not send an unknown topic; alter the request on its way to the server.
  await page.route('**/api/v4/contact', (route) =>
    route.continue({ postData: JSON.stringify({ ...JSON.parse(route.request().postData()!), topic: 'not-a-topic' }) }),
  );
  const values = { name: 'Ann Example', email: 'ann@example.com', topic: 'technical', message: MESSAGE };
  await fill(page, en, values);
  const answer = page.waitForResponse('**/api/v4/contact');
  await page.getByRole('button', { name: en['contact.send'] }).click();
  expect((await answer).status()).toBe(422);
  await expect(page.getByRole('alert')).toHaveText(en['contact.error.rejected']!);
  await expect(page).toHaveURL(/\/contact-us\/$/);
  await expect(page.getByLabel(en['contact.name']!)).toHaveValue(values.name);
  await expect(page.getByLabel(en['contact.email']!)).toHaveValue(values.email);
  await expect(page.getByLabel(en['contact.topic']!)).toHaveValue(values.topic);
  await expect(page.getByLabel(en['contact.message']!)).toHaveValue(values.message);
});

test('a German visitor’s message reaches support’s mailbox and the thanks page opens', async ({ page, request, consoleErrors }) => {
  await openForm(page, '/de/contact-us/');
  await expect(page.getByRole('button', { name: de['contact.send'] })).toBeVisible();
  await fill(page, de, { name: 'Jana Beispiel', email: 'jana@example.com', topic: 'billing', message: MESSAGE });
  await page.getByRole('button', { name: de['contact.send'] }).click();
  await expect(page).toHaveURL(/\/de\/thanks\/$/);
  await expect
    .poll(async () => {
      const mails = (await (await request.get(`${base}/_dev/mail.json`)).json()) as Array<{ to: string; subject: string; text: string }>;
      return mails.find((m) => m.to === contact.supportEmail && m.text.includes(MESSAGE));
    })
    .toMatchObject({ subject: '[FVP contact] billing: Jana Beispiel' });
  expect(consoleErrors).toEqual([]);
});

test('past the limit per client the form says to wait and keeps the message', async ({ page }) => {
  // One message was accepted above; send the rest of the hour's allowance directly.
  for (let i = 1; i < contact.perClientPerHour; i++) {
    const r = await page.request.post(`${base}/api/v4/contact`, {
      data: { name: 'Filler', email: 'f@example.com', topic: 'general', message: MESSAGE },
    });
    expect(r.status()).toBe(202);
  }
  await openForm(page);
  await fill(page, en, { name: 'Ann Example', email: 'ann@example.com', topic: 'general', message: MESSAGE });
  await page.getByRole('button', { name: en['contact.send'] }).click();
  await expect(page.getByRole('alert')).toHaveText(en['contact.error.tooMany']!);
  await expect(page.getByLabel(en['contact.message']!)).toHaveValue(MESSAGE);
});
