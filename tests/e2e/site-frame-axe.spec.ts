/** axe on every kind of page in a left-to-right, a right-to-left and a CJK locale, with the mobile menu open too. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

async function violations(page: Page, label: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((v) => `${label}: ${v.id} ${v.nodes.map((n) => n.target).join(' ')}`);
}

/** One page of each kind, by its path without the locale prefix. */
const KINDS = {
  main: '/',
  app: '/sign-up/',
  order: '/order/?promo=DEMO20',
  payment: '/payment/failed/',
  marketing: '/servers/',
  service: '/netflix/',
  country: '/us/',
  countryService: '/us/netflix/',
  error: '/no-such-page/',
  legal: '/cookies/',
  comparison: '/vpn-comparison/',
  helpCentre: '/answers/',
  answer: '/answers/cannot-connect/',
  blog: '/blog/',
  // An article written in all three locales of this test.
  article: '/blog/what-a-vpn-does/',
};

for (const locale of ['en', 'ar', 'ja']) {
  const prefix = locale === 'en' ? '' : `/${locale}`;

  for (const [kind, path] of Object.entries(KINDS)) {
    test(`the ${kind} page in ${locale} has no axe violations`, async ({ page }) => {
      await page.goto(`${prefix}${path}`);
      await hydrated(page);
      expect(await violations(page, `${prefix}${path}`)).toEqual([]);
    });
  }

  test(`the open mobile menu in ${locale} has no axe violations`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 720 });
    await page.goto(`${prefix}/`);
    await hydrated(page);
    await page.getByTestId('menu-button').click();
    await expect(page.locator('#site-menu nav')).toBeVisible();
    expect(await violations(page, `${prefix}/ menu open`)).toEqual([]);
  });

  test(`the signed-in cabinet in ${locale} has no axe violations`, async ({ page }) => {
    await page.goto(`${prefix}/login/`);
    await hydrated(page);
    await page.locator('input[type="email"]').fill('premium@demo.fvp.example');
    await page.locator('input[type="password"]').fill('premium-demo-pass');
    await page.locator('main form button[type="submit"]').click();
    await expect(page).toHaveURL(/\/cabinet\/profile\/$/);
    await expect(page.getByTestId('profile-email')).toBeVisible();
    expect(await violations(page, `${prefix}/cabinet/profile/`)).toEqual([]);
    // The downloads, with the app sign-in code shown.
    await page.goto(`${prefix}/cabinet/download/`);
    await hydrated(page);
    await page.locator('[aria-labelledby="hand-off-heading"] button').click();
    await expect(page.getByTestId('hand-off-qr')).toBeVisible();
    expect(await violations(page, `${prefix}/cabinet/download/`)).toEqual([]);
  });
}

test('the dark colour scheme has no axe violations', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  const found: string[] = [];
  for (const path of ['/', '/ar/login/', '/ja/servers/']) {
    await page.goto(path);
    await hydrated(page);
    found.push(...(await violations(page, `dark ${path}`)));
  }
  expect(found).toEqual([]);
});

test('the compact tablet header has no axe violations', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 800 });
  await page.goto('/fr/servers/');
  await hydrated(page);
  expect(await violations(page, '/fr/servers/ at 768 px')).toEqual([]);
});
