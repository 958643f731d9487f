/** The server's scope in the page, and the browser's use of it: no request repeats what is already known. */
import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures.ts';

const en = JSON.parse(readFileSync(new URL('../../locales/en.json', import.meta.url), 'utf8')) as Record<string, string>;

async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/** Counts the browser's requests whose path passes `wanted`. */
function countRequests(page: Page, wanted: (path: string) => boolean): { readonly count: number } {
  const counter = { count: 0 };
  page.on('request', (request) => {
    if (wanted(new URL(request.url()).pathname)) counter.count += 1;
  });
  return counter;
}

test('a page carries its scope as a JSON block and the browser starts from it', async ({ page, consoleErrors }) => {
  const api = countRequests(page, (path) => path.startsWith('/api/'));
  const response = await page.goto('/reset/?token=abc');
  const html = await response!.text();
  const block = /<script id="scope-data" type="application\/json">(.*?)<\/script>/.exec(html);
  expect(JSON.parse(block![1]!)).toMatchObject({ 'auth.reset.linkToken': 'abc', 'page.current': { route: 'reset' } });
  await hydrated(page);
  await expect(page.getByRole('button', { name: en['auth.savePassword'] })).toBeEnabled();
  // A signed-out visitor's reset page calls no API to show itself.
  expect(api.count).toBe(0);
  expect(consoleErrors).toEqual([]);
});

test('the signed-in cabinet loads the user once and not again on the next pages', async ({ page }) => {
  await page.goto('/login/');
  await hydrated(page);
  await page.getByLabel(en['auth.email']!).fill('free@demo.fvp.example');
  await page.getByLabel(en['auth.password']!, { exact: true }).fill('free-demo-pass');
  await page.getByRole('button', { name: en['auth.logIn'] }).click();
  await expect(page).toHaveURL(/\/cabinet\/profile\/$/);
  // A fresh document: the server cannot know the token, so the browser restores the session, once.
  const user = countRequests(page, (path) => path === '/api/v3/user');
  await page.goto('/cabinet/profile/');
  await hydrated(page);
  await expect(page.getByTestId('profile-email')).toHaveText('free@demo.fvp.example');
  expect(user.count).toBe(1);
  await page.getByRole('link', { name: en['page.cabinet-download.title'] }).click();
  await expect(page).toHaveURL(/\/cabinet\/download\/$/);
  await expect(page.getByRole('heading', { name: en['cabinet.allApps'] })).toBeVisible();
  await page.getByRole('link', { name: en['page.cabinet-profile.title'] }).click();
  await expect(page.getByTestId('profile-email')).toHaveText('free@demo.fvp.example');
  expect(user.count).toBe(1);
});
