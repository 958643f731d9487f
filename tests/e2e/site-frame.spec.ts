/** The frame every page shares: the mobile menu by keyboard, the header's height, footer reach and per-edition links. */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { pages } from '../../generated/routes.ts';
import { expect, test } from './fixtures.ts';

const en = JSON.parse(readFileSync(new URL('../../locales/en.json', import.meta.url), 'utf8')) as Record<string, string>;

async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/** The element that has focus, described by its tag, test id and text. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return { inMenu: !!el?.closest('#site-menu'), isButton: el?.dataset.testid === 'menu-button', tag: el?.tagName ?? '' };
  });

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 720 } });

  for (const path of ['/', '/ar/', '/ja/servers/']) {
    test(`the header of ${path} is at most 64 px high and the navigation waits behind the menu button`, async ({ page }) => {
      await page.goto(path);
      await hydrated(page);
      const box = await page.locator('header').boundingBox();
      expect(box!.height).toBeLessThanOrEqual(64);
      await expect(page.locator('#site-menu nav')).toBeHidden();
      await expect(page.getByTestId('menu-button')).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
    });
  }

  test('the menu works by keyboard: opens, traps focus, closes with Escape and returns focus', async ({ page, consoleErrors }) => {
    await page.goto('/');
    await hydrated(page);
    const button = page.getByTestId('menu-button');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveAccessibleName(en['layout.menu']!);
    // Tab from the top of the page: skip link, logo, then the menu button.
    for (let i = 0; i < 10 && !(await focused(page)).isButton; i++) await page.keyboard.press('Tab');
    expect((await focused(page)).isButton).toBe(true);
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#site-menu nav')).toBeVisible();
    expect((await focused(page)).inMenu).toBe(true);
    await expect(page.locator('#site-menu a').first()).toBeFocused();
    // Tab and Shift+Tab stay within the button and the panel.
    const stops = await page.locator('#site-menu a, #site-menu select').count();
    for (let i = 0; i < stops + 3; i++) {
      await page.keyboard.press('Tab');
      const where = await focused(page);
      expect(where.inMenu || where.isButton, `Tab ${i + 1}`).toBe(true);
    }
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press('Shift+Tab');
      const where = await focused(page);
      expect(where.inMenu || where.isButton, `Shift+Tab ${i + 1}`).toBe(true);
    }
    // The page behind is inert while the panel is open.
    await expect(page.locator('main')).toHaveAttribute('inert', '');
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
    await expect(page.locator('#site-menu nav')).toBeHidden();
    await expect(page.locator('main')).not.toHaveAttribute('inert', '');
    expect(consoleErrors).toEqual([]);
  });

  test('a link in the menu navigates and closes the panel', async ({ page }) => {
    await page.goto('/ar/');
    await hydrated(page);
    await page.getByTestId('menu-button').click();
    await page.locator('#site-menu nav a').nth(2).click();
    await expect(page).toHaveURL(/\/ar\/servers\/$/);
    await expect(page.getByTestId('menu-button')).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#site-menu nav')).toBeHidden();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the menu button is a link to the footer site map, whose links are real links', async ({ page }) => {
      await page.goto('/de/');
      const button = page.getByTestId('menu-button');
      await expect(button).toHaveAttribute('href', '#site-map');
      await button.click();
      await expect(page).toHaveURL(/#site-map$/);
      await expect(page.locator('#site-map')).toBeInViewport();
      await expect(page.locator('#site-map a').first()).toHaveAttribute('href', /^\/de\//);
    });
  });
});

test('from the tablet breakpoint the navigation is in the header row and the menu button is hidden', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 800 });
  await page.goto('/fr/');
  await hydrated(page);
  await expect(page.locator('#site-menu nav')).toBeVisible();
  await expect(page.getByTestId('menu-button')).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(768);
});

test('the footer reaches every marketing and service page but the main and thank-you pages', async ({ page }) => {
  await page.goto('/');
  const hrefs = new Set(await page.locator('footer a').evaluateAll((links) => links.map((a) => a.getAttribute('href'))));
  const missing = Object.values(pages)
    .filter((p) => (p.kind === 'marketing' || p.kind === 'service') && p.id !== 'main' && p.id !== 'thanks' && !p.path.includes('{'))
    .filter((p) => !hrefs.has(p.path))
    .map((p) => p.id);
  expect(missing).toEqual([]);
});

test('the Russian locale shows its own social links and App Store country', async ({ page }) => {
  await page.goto('/ru/');
  await expect(page.locator('footer a[href="https://vk.com/fvp_example"]')).toHaveAccessibleName('VK');
  await expect(page.locator('footer a[href^="https://apps.apple.com/ru/"]')).toHaveCount(1);
  await page.goto('/');
  await expect(page.locator('footer a[href="https://x.com/fvp_example"]')).toHaveAccessibleName('X');
  await expect(page.locator('footer a[href*="vk.com"]')).toHaveCount(0);
  await page.goto('/ja/');
  await expect(page.locator('footer a[href^="https://apps.apple.com/jp/"]')).toHaveCount(1);
});

test('the header shows the account link once the session is known', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  await expect(page.locator('header').getByRole('link', { name: en['layout.login'] })).toHaveAttribute('href', '/login/');
});
