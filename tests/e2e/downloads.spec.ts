/** The download page leads with the visitor's platform; each platform page offers its own way to get the app. */
import { expect, test } from '@playwright/test';
import { apps, downloads } from '../../generated/constants.ts';

const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

test.describe('on Android', () => {
  test.use({ userAgent: ANDROID });
  test('the download page puts the Android app first, with its stores and file', async ({ page }) => {
    await page.goto('/download/');
    const lead = page.locator('.block-app-slot .block-app-lead');
    await expect(lead.locator('h3')).toHaveText('Android');
    await expect(lead.locator('a[href="https://play.google.com/store/apps/details?id=example.fvp"]')).toBeVisible();
    await expect(lead.locator(`a[href="${downloads.cdn}/apps/fvp.apk"]`)).toBeVisible();
  });
});

test.describe('on Windows', () => {
  test.use({ userAgent: WINDOWS });
  test('the download page puts the Windows installer first, in German too', async ({ page }) => {
    await page.goto('/de/download/');
    const lead = page.locator('.block-app-slot .block-app-lead');
    await expect(lead.locator('h3')).toHaveText('Windows');
    await expect(lead.locator(`a[href="${downloads.cdn}/apps/fvp-setup.exe"]`)).toHaveAttribute('download', '');
  });
});

test('without JavaScript the download page still lists every platform with its way to get the app', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/download/');
  await expect(page.locator('.block-apps .block-app')).toHaveCount(apps.length);
  await expect(page.locator('.block-platforms a')).toHaveCount(apps.length);
  await context.close();
});

test('a platform page shows its own download with version and size, and a manual-setup page its configuration link', async ({ page }) => {
  await page.goto('/mac/');
  const mac = apps.find((a) => a.id === 'mac')!;
  const card = page.locator('.block-app-lead');
  await expect(card.locator(`a[href="${downloads.cdn}${mac.file}"]`)).toBeVisible();
  await expect(card).toContainText(`Version ${mac.version}`);
  await expect(card).toContainText(`${mac.sizeMb} MB`);
  await page.goto('/router/');
  await expect(page.locator('.block-app-lead a[href="/cabinet/configuration/"]')).toBeVisible();
});
