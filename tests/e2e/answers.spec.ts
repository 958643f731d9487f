/**
 * The help centre: every question in its category with a link to its own page, a search that
 * filters in the browser without asking the server, and each answer's page in every locale.
 */
import { answerSlugs } from '../../generated/content.ts';
import { localeByPrefix, localePrefixes } from '../../generated/locales.ts';
import { expect, test } from './fixtures.ts';

const href = (rest: string, locale: string) => (locale === 'en' ? rest : `/${locale}${rest}`);

test('the help centre lists every question in five categories, each linking to its own page', async ({ page }) => {
  expect(answerSlugs.size).toBeGreaterThanOrEqual(30);
  await page.goto('/answers/');
  await expect(page.locator('.block-answers-categories > section')).toHaveCount(5);
  const links = await page.locator('.block-answers-categories a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  expect(links.sort()).toEqual([...answerSlugs].map((slug) => `/answers/${slug}/`).sort());
});

test('the search filters the answers as one types, in the page, without a request to the server', async ({ page }) => {
  await page.goto('/answers/');
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await page.waitForLoadState('networkidle');
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  const search = page.getByRole('searchbox');
  await search.fill('refund');
  const found = page.locator('.block-answers-found a');
  await expect(found.first()).toBeVisible();
  const count = await found.count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThan(answerSlugs.size);
  await expect(page.locator('.block-answers-count')).toContainText(String(count));
  // Every result holds the word, in its question or its answer page.
  await found.first().click();
  await expect(page).toHaveURL(/\/answers\/[a-z-]+\/$/);
  await expect(page.locator('.answer-text')).toContainText(/refund/i);
  await page.goBack();
  await search.fill('zzzz-no-such-word');
  await expect(found).toHaveCount(0);
  await expect(page.locator('.block-answers-count')).toContainText('No answer');
  await search.fill('');
  await expect(page.locator('.block-answers-categories > section')).toHaveCount(5);
  // Pages opened from the results bring their payloads (src/app/payload.ts); the search asks nothing.
  expect(
    requests.filter((url) => !/\/assets\/|\/_ipx\/|\/favicon\.svg$|\/_payload\.json$/.test(url)),
    'requests while searching',
  ).toEqual([]);
});

test('every answer has its own page in every locale: the question as its heading, the answer, the other questions of its category', async ({
  request,
  page,
}) => {
  test.setTimeout(180_000);
  for (const locale of localePrefixes)
    await Promise.all(
      [...answerSlugs].map(async (slug) => {
        const path = href(`/answers/${slug}/`, locale);
        const response = await request.get(path);
        expect(response.status(), path).toBe(200);
        const html = await response.text();
        expect(html, path).toContain(`<html lang="${localeByPrefix[locale].tag}"`);
        expect(html, path).toMatch(/<h1>[^<]{5,}<\/h1>/);
      }),
    );
  expect((await request.get('/answers/no-such-question/')).status()).toBe(404);
  const [first] = answerSlugs;
  await page.goto(`/answers/${first}/`);
  await expect(page.locator('.answer-text p').first()).toBeVisible();
  expect(await page.locator('.answer-related a').count()).toBeGreaterThanOrEqual(3);
  await expect(page).toHaveTitle(new RegExp(`^${(await page.locator('h1').textContent())!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
});
