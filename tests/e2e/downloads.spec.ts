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

test('without JavaScript the download page leads with the visitor’s platform and lists every other one', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, userAgent: WINDOWS });
  const page = await context.newPage();
  await page.goto('/download/');
  await expect(page.locator('.block-app-slot .block-app-lead h3')).toHaveText('Windows');
  await expect(page.locator('.block-apps .block-app')).toHaveCount(apps.length - 1);
  await expect(page.locator('.block-platforms a')).toHaveCount(apps.length);
  await context.close();
});

test('the server keeps one download page per platform, and says it varies by them', async ({ request }) => {
  const leadOf = async (userAgent: string, platform?: string) => {
    const response = await request.get('/download/', {
      headers: { 'user-agent': userAgent, ...(platform ? { 'sec-ch-ua-platform': platform } : {}) },
    });
    expect(response.headers()['vary']).toContain('User-Agent, Sec-CH-UA-Platform');
    const html = await response.text();
    const slot = /<div class="block-app-slot">(.*?)<h3 class="block-app-eyebrow">/s.exec(html)?.[1] ?? '';
    return /<h3>([^<]+)<\/h3>/.exec(slot)?.[1] ?? null;
  };
  expect(await leadOf(ANDROID)).toBe('Android');
  expect(await leadOf(WINDOWS)).toBe('Windows');
  expect(await leadOf(ANDROID)).toBe('Android');
  expect(await leadOf('Mozilla/5.0 (X11; CrOS x86_64 14541.0.0)', '"Chrome OS"')).toBe(apps.find((a) => a.id === 'chrome')!.name);
  expect(await leadOf('curl/8.5.0')).toBeNull();
});

test.describe('once on screen', () => {
  test.use({ userAgent: ANDROID });
  test('the download page does not move: no layout shift while it loads and hydrates', async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { shifts: number }).shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          (window as unknown as { shifts: number }).shifts += (entry as unknown as { value: number }).value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/download/');
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0);
  });
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
