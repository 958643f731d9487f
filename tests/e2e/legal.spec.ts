/**
 * The legal pages: each opens with its effective date and a table of contents whose links reach
 * the page's sections; the cookies page lists exactly the cookies and storage keys of the spec.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { expect, test } from './fixtures.ts';

const spec = (file: string) => parse(readFileSync(new URL(`../../spec/${file}`, import.meta.url), 'utf8'));
const constants = spec('constants.yaml') as { company: { legalName: string; email: string } };

const LEGAL = ['terms', 'policy', 'cookies', 'lite-vpn-policy', 'refund'] as const;

for (const page of LEGAL) {
  test(`the ${page} page shows its effective date, a working table of contents and the company`, async ({ page: tab }) => {
    await tab.goto(`/${page}/`);
    const content = (spec(`content/${page}.yaml`) as { blocks: Array<{ type: string; effective?: string }> }).blocks;
    const effective = content.find((block) => block.type === 'contents')?.effective;
    expect(effective, `spec/content/${page}.yaml has a contents block`).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await expect(tab.locator(`time[datetime="${effective}"]`)).toBeVisible();
    const links = tab.locator('.block-contents nav a');
    expect(await links.count()).toBeGreaterThanOrEqual(3);
    for (const link of await links.all()) {
      const target = (await link.getAttribute('href'))!.slice(1);
      // Each entry names a heading of the page, with the same words.
      await expect(tab.locator(`[id="${target}"]`)).toHaveText((await link.textContent())!);
    }
    await links.nth(1).click();
    await expect(tab).toHaveURL(new RegExp(`#${(await links.nth(1).getAttribute('href'))!.slice(1)}$`));
    await expect(tab.locator('.block-company')).toContainText(constants.company.legalName);
  });
}

test('the cookies page lists every cookie and storage key of the spec, and nothing else', async ({ page }) => {
  await page.goto('/cookies/');
  const cookies = (spec('cookies.yaml') as { cookies: Array<{ name: string }> }).cookies.map((c) => c.name).sort();
  const storage = (spec('storage.yaml') as { keys: Array<{ key: string }> }).keys.map((k) => k.key).sort();
  const names = (table: string) => page.locator(`[data-testid="${table}"] tbody th code`).allTextContents();
  expect((await names('cookies-table')).sort()).toEqual(cookies);
  expect((await names('storage-table')).sort()).toEqual(storage);
  // Every row says what it is for and how long it stays, in words.
  for (const row of await page.locator('[data-testid$="-table"] tbody tr').all()) {
    const cells = await row.locator('td').allTextContents();
    expect(cells).toHaveLength(3);
    for (const cell of cells) expect(cell.trim().length).toBeGreaterThan(3);
  }
  // The i18n_redirected cookie lasts 365 days: a year in the visitor's language.
  await expect(page.locator('tr', { has: page.locator('code', { hasText: /^i18n_redirected$/ }) })).toContainText('1 year');
  await page.goto('/de/cookies/');
  await expect(page.locator('tr', { has: page.locator('code', { hasText: /^i18n_redirected$/ }) })).toContainText('1 Jahr');
});

test('Japanese headings break at phrases, not inside words', async ({ page }) => {
  await page.goto('/ja/gaming/');
  const style = await page.locator('h1').evaluate((h1) => getComputedStyle(h1).wordBreak);
  expect(style).toBe('auto-phrase');
});
