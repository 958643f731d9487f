/**
 * The password generator in Chromium: a value on load, every option, copy with feedback, a
 * passphrase of the word list, the strength estimate, no request while generating, axe, and the
 * Arabic page on a phone.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures.ts';

const en = JSON.parse(readFileSync(new URL('../../locales/en.json', import.meta.url), 'utf8')) as Record<string, string>;

const tool = (page: Page) => page.locator('[data-password-generator]');
const valueOf = (page: Page) => tool(page).locator('input[readonly]');

async function open(page: Page, path = '/password-generator/') {
  await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await expect(valueOf(page)).not.toHaveValue('');
}

test('makes a strong password on load and a new one for every option, with nothing sent', async ({ page, consoleErrors }) => {
  await open(page);
  await expect(valueOf(page)).toHaveValue(/^.{20}$/);
  await expect(tool(page).locator('[data-score]')).toHaveAttribute('data-score', '4');
  await expect(tool(page)).toContainText('Entropy: 129.8 bits');

  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  const seen = new Set<string>();
  for (let i = 0; i < 5; i++) {
    await tool(page).getByRole('button', { name: en['passwordGenerator.again'] }).click();
    seen.add(await valueOf(page).inputValue());
  }
  expect(seen.size).toBe(5);
  const length = tool(page).getByRole('spinbutton', { name: en['passwordGenerator.length'] });
  await length.fill('64');
  await expect(valueOf(page)).toHaveValue(/^.{64}$/);
  for (const set of ['upper', 'digits', 'symbols'] as const) await tool(page).getByLabel(en[`passwordGenerator.${set}`]!).uncheck();
  await expect(valueOf(page)).toHaveValue(/^[a-z]{64}$/);
  await tool(page).getByLabel(en['passwordGenerator.lower']!).uncheck();
  await expect(tool(page).getByRole('alert')).toHaveText(en['passwordGenerator.noCharacters']!);
  await expect(valueOf(page)).toHaveValue('');
  await tool(page).getByLabel(en['passwordGenerator.digits']!).check();
  await tool(page).getByLabel(en['passwordGenerator.lookAlikes']!).check();
  await expect(valueOf(page)).toHaveValue(/^[2-9]{64}$/);

  // A passphrase: six words of the list by default, then four joined by spaces.
  await tool(page).getByLabel(en['passwordGenerator.mode.passphrase']!).check();
  await expect(valueOf(page)).toHaveValue(/^[a-z]+(-[a-z]+){5}$/);
  await tool(page).getByRole('spinbutton', { name: en['passwordGenerator.words'] }).fill('4');
  await tool(page).getByRole('combobox', { name: en['passwordGenerator.separator'] }).selectOption(' ');
  await expect(valueOf(page)).toHaveValue(/^[a-z]+( [a-z]+){3}$/);
  await expect(tool(page)).toContainText('Entropy: 51.6 bits');
  // Links in view fetch their pages ahead (chunks and payloads, src/app/prefetch.ts); nothing else goes out.
  expect(requests.filter((url) => !/\/assets\/|\/_payload\.json$/.test(url))).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('copies the value and says so', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await open(page);
  await tool(page).getByRole('button', { name: en['passwordGenerator.copy'] }).click();
  await expect(tool(page).getByRole('status')).toHaveText(en['passwordGenerator.copied']!);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await valueOf(page).inputValue());
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});

test('the Arabic page works on a phone, right to left, with the value left to right', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await open(page, '/ar/password-generator/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(valueOf(page)).toHaveAttribute('dir', 'ltr');
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});
