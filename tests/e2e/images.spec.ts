import { expect, test } from '@playwright/test';

test.describe('the image route', () => {
  test('gives an <img> on a page a decoded picture at the size asked for, in the format the browser prefers', async ({ page }) => {
    await page.goto('/servers/');
    const formats: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/_ipx/')) formats.push(response.headers()['content-type'] ?? '');
    });
    const size = await page.evaluate(async () => {
      const img = document.createElement('img');
      img.alt = '';
      img.src = '/_ipx/f_auto,w_570/images/rocket.svg';
      document.body.append(img);
      await img.decode();
      return { width: img.naturalWidth, height: img.naturalHeight };
    });
    expect(size).toEqual({ width: 570, height: 452 });
    // Chromium names AVIF in its Accept header.
    expect(formats).toEqual(['image/avif']);
  });

  test('answers a bad modifier with a plain 400', async ({ request }) => {
    const response = await request.get('/_ipx/w_0/images/rocket.svg');
    expect(response.status()).toBe(400);
    expect(await response.text()).toContain('w must be between 1 and 4096');
  });
});
