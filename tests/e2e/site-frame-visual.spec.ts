/**
 * Screenshots of the header, the footer and the main page at the phone, tablet and desktop widths,
 * in English and Arabic, compared with the committed baselines (tests/e2e/__screenshots__/).
 * Settings that keep them deterministic (animations off, tolerance) are in playwright.config.ts.
 * After an intended visual change: npx playwright test site-frame-visual --update-snapshots.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

// bypassCSP lets Playwright add the screenshot stylesheet (playwright.config.ts) under the site's style-src 'self'.
test.use({ reducedMotion: 'reduce', colorScheme: 'light', deviceScaleFactor: 1, bypassCSP: true });

async function ready(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await page.evaluate(() => document.fonts.ready);
}

for (const width of [375, 768, 1280]) {
  for (const locale of ['en', 'ar']) {
    const path = locale === 'en' ? '/' : `/${locale}/`;

    test.describe(`${locale} at ${width} px`, () => {
      test.use({ viewport: { width, height: 800 } });

      test('header, footer and main page', async ({ page }) => {
        await ready(page, path);
        // The whole page first, from the top: an element screenshot scrolls, and the header is sticky.
        await expect(page).toHaveScreenshot(`main-${locale}-${width}.png`, { fullPage: true });
        await expect(page.locator('header')).toHaveScreenshot(`header-${locale}-${width}.png`);
        await expect(page.locator('footer')).toHaveScreenshot(`footer-${locale}-${width}.png`);
      });

      if (width < 768) {
        test('the open menu', async ({ page }) => {
          await ready(page, path);
          await page.getByTestId('menu-button').click();
          await expect(page.locator('#site-menu nav')).toBeVisible();
          await expect(page).toHaveScreenshot(`menu-${locale}-${width}.png`);
        });
      }
    });
  }
}
