import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort } from './support/ports.ts';

const en = JSON.parse(readFileSync(new URL('../../locales/en.json', import.meta.url), 'utf8')) as Record<string, string>;

test.describe('the site server', () => {
  test("writes a page's critical CSS inline, allowed by the page's own policy, and links its full sheets after the first paint", async ({
    request,
    page,
  }) => {
    /** A page's inline style and the sheets its disabled links name. */
    const pageStyle = async (path: string) => {
      const response = await request.get(path);
      const html = await response.text();
      const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]!);
      expect(styles).toHaveLength(1);
      // No sheet blocks the first paint: every stylesheet link is disabled.
      const links = [...html.matchAll(/<link rel="stylesheet"[^>]*>/g)].map((m) => m[0]);
      const hrefs = links.map((link) => /href="([^"]+)" disabled>$/.exec(link)?.[1]);
      expect(hrefs.length).toBeGreaterThan(0);
      expect(hrefs.every(Boolean)).toBe(true);
      return { css: styles[0]!, hrefs: hrefs as string[], csp: response.headers()['content-security-policy']! };
    };
    const login = await pageStyle('/login/');
    const main = await pageStyle('/');
    for (const { css, hrefs, csp } of [login, main]) {
      const hash = `'sha256-${createHash('sha256').update(css).digest('base64')}'`;
      // The page's own policy allows its style, and no other inline style.
      expect(/style-src ([^;]*)/.exec(csp)![1]).toBe(`'self' ${hash}`);
      const full = (await Promise.all(hrefs.map(async (href) => (await (await request.get(href)).text()).trim()))).join('');
      // Only the rules the markup can match: the full sheets are larger.
      expect(css.length).toBeLessThan(full.length * 0.9);
    }
    expect(login.css).not.toBe(main.css);
    // The main page's blocks bring sheets the login page does not carry.
    const loginFiles = new Set(login.hrefs);
    const mainOnly = main.hrefs.filter((href) => !loginFiles.has(href));
    expect(mainOnly.length).toBeGreaterThan(0);

    const violations: string[] = [];
    await page.exposeFunction('reportViolation', (v: string) => violations.push(v));
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (e) =>
        (window as unknown as { reportViolation: (v: string) => void }).reportViolation(`${e.violatedDirective} ${e.blockedURI}`),
      ),
    );
    const sheetRequests: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'stylesheet' || r.url().endsWith('.css')) sheetRequests.push(new URL(r.url()).pathname);
    });
    await page.goto('/login/');
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    // Each sheet linked in full in its marker's place, loaded.
    expect(
      await page.evaluate(() =>
        [...document.querySelectorAll<HTMLLinkElement>('link[data-page-sheet]')].map((link) => ({
          href: link.getAttribute('href'),
          disabled: link.disabled,
          loaded: link.sheet !== null,
        })),
      ),
    ).toEqual(login.hrefs.map((href) => ({ href, disabled: false, loaded: true })));
    // No disabled link is left: there is nothing else for the chunk loader to find.
    expect(await page.locator('link[disabled]').count()).toBe(0);
    await page.locator('header a[href="/"]').first().click();
    // The main page (the login page's URL ends with a slash too).
    await expect(page).toHaveURL(/^https?:\/\/[^/]+\/$/);
    await expect(page.locator('main h1')).not.toHaveText(en['page.login.title']!);
    // The sheets the login page linked are not fetched again; the main page's own came with its chunks.
    for (const href of loginFiles) expect(sheetRequests.filter((request) => request === href)).toHaveLength(1);
    for (const href of mainOnly) expect(sheetRequests).toContain(href);
    // The site font applies: the sheet took effect.
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).not.toMatch(/^"?Times/);
    expect(violations).toEqual([]);
  });

  test("the critical CSS styles the server's markup exactly as the full sheets do, at a phone's width and a desktop's", async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    for (const width of [375, 1280]) {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      let sheets = false;
      // No script runs but the inline ones: what is styled is the server's markup. The sheets the
      // boot script links fail, until the test links them itself.
      await page.route(/\.(js|css)$/, (route) => (sheets && route.request().url().endsWith('.css') ? route.continue() : route.abort()));
      for (const path of ['/', '/download/', '/order/', '/ar/password-generator/']) {
        sheets = false;
        await page.goto(path);
        await page.waitForFunction(() =>
          [...document.querySelectorAll('link[data-page-sheet]')].every((link) => link.getAttribute('data-page-sheet') === 'done'),
        );
        sheets = true;
        const { elements, differing } = await page.evaluate(async () => {
          /** Every element's computed style, and its ::before's and ::after's where it has one. */
          const styles = () =>
            [...document.querySelectorAll('body, body *')].flatMap((element) =>
              [null, '::before', '::after'].flatMap((pseudo) => {
                const style = getComputedStyle(element, pseudo);
                let text = `${element.tagName}.${element.getAttribute('class') ?? ''}${pseudo ?? ''} `;
                if (pseudo && style.content === 'none') return [text];
                for (let i = 0; i < style.length; i++) text += `${style[i]}:${style.getPropertyValue(style[i]!)};`;
                return [text];
              }),
            );
          const inline = styles();
          const links = [...document.querySelectorAll('link[data-page-sheet]')].map((marker) =>
            Object.assign(document.createElement('link'), { rel: 'stylesheet', href: marker.getAttribute('href')! }),
          );
          await Promise.all(
            links.map(
              (link) => new Promise((resolve, reject) => document.head.append(Object.assign(link, { onload: resolve, onerror: reject }))),
            ),
          );
          const full = styles();
          return { elements: inline.length, differing: inline.flatMap((style, i) => (style === full[i] ? [] : [style.split(' ')[0]])) };
        });
        expect(elements, `${path} at ${width} px`).toBeGreaterThan(600);
        expect(differing, `${path} at ${width} px`).toEqual([]);
      }
      await context.close();
    }
  });

  test('a page hydrates once its full style sheets have loaded', async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked = false;
    await page.route(/\/assets\/entry-client-[\w-]+\.css$/, async (route) => {
      asked = true;
      await held;
      await route.continue();
    });
    const entry = page.waitForResponse(/\/assets\/entry-client-[\w-]+\.js$/);
    // Not until load: the load event waits for the sheet.
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await entry;
    expect(asked).toBe(true);
    // The entry is in, and would hydrate in a fraction of this; it waits for the sheet.
    await page.waitForTimeout(1500);
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    release();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  });

  test('serves hashed assets with long-lived caching and precompressed brotli', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const script = /"entry":"(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeTruthy();
    const asset = await request.get(script!, { headers: { 'Accept-Encoding': 'br' } });
    expect(asset.status()).toBe(200);
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers()['content-encoding']).toBe('br');
  });

  test('compresses pages and answers HEAD without a body', async ({ request }) => {
    const page = await request.get('/servers/', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(page.headers()['content-encoding']).toBe('gzip');
    expect(page.headers()['content-type']).toBe('text/html; charset=utf-8');
    const head = await request.head('/servers/');
    expect(head.status()).toBe(200);
    expect(await head.body()).toHaveLength(0);
  });

  test('sends the pages prerendered for its settings without rendering them; pages of live data render on request', async ({ request }) => {
    // npm start built and prerendered for this server's settings, or (after npm test's build, made
    // for port 3000) the server makes its own prerender in the background, rendering on request
    // meanwhile. A page no one has asked for yet comes from those files once they are ready.
    test.setTimeout(150_000);
    // Every prerender lists the same pages (a folder per settings: the build's, this server's).
    const root = path.resolve(import.meta.dirname, '../../dist/prerendered');
    const folder = readdirSync(root).find((name) => /^[0-9a-f]{32}$/.test(name))!;
    const manifest = JSON.parse(readFileSync(path.join(root, folder, 'manifest.json'), 'utf8')) as {
      pages: Record<string, unknown>;
    };
    const unasked = Object.keys(manifest.pages)
      .filter((key) => /^MAIN\|\/[a-z]{2}\/answers\/[a-z0-9-]+\/$/.test(key))
      .map((key) => key.slice('MAIN|'.length));
    expect(unasked.length).toBeGreaterThan(100);
    await expect
      .poll(async () => (await request.get(unasked.pop()!)).headers()['x-cache'], { timeout: 120_000, intervals: [1_000] })
      .toBe('prerendered');
    const answer = await request.get(unasked.pop()!, { headers: { 'Accept-Encoding': 'br' } });
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-encoding']).toBe('br');
    expect(answer.headers()['x-cache']).toBe('prerendered');
    // A country landing lists the server locations, which the API serves: rendered, then kept a while.
    expect(['miss', 'hit']).toContain((await request.get('/us/')).headers()['x-cache']);
  });

  test('refuses methods other than GET and HEAD on pages', async ({ request }) => {
    const response = await request.post('/servers/', { data: 'x' });
    expect(response.status()).toBe(405);
    expect(response.headers().allow).toBe('GET, HEAD');
  });

  test('sends a first visit at the root to the browser language and remembers it', async ({ request }) => {
    const response = await request.get('/?utm=1', { headers: { 'Accept-Language': 'de-DE,de;q=0.9,en;q=0.5' }, maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe('/de/?utm=1');
    expect(response.headers()['set-cookie']).toContain('i18n_redirected=de');
    const chosen = await request.get('/', { headers: { 'Accept-Language': 'de', Cookie: 'i18n_redirected=en' }, maxRedirects: 0 });
    expect(chosen.status()).toBe(200);
  });

  test('serves the RU edition on its host with Russian at the bare path', async ({ request, baseURL }) => {
    const port = new URL(baseURL!).port;
    const response = await request.get('/login/', { headers: { Host: `ru.localhost:${port}` } });
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="ru" dir="ltr">');
    expect(html).toContain('<link rel="canonical" href="http://ru.localhost');
  });

  test('keeps a malformed cookie or query from breaking a page', async ({ request }) => {
    const response = await request.get('/?q=%E0%A4%A&source=%ZZ', { headers: { Cookie: 'i18n_redirected=%E0%A4%A; =; broken' } });
    expect(response.status()).toBe(200);
  });

  test('names every alternate locale of a page for search engines', async ({ request }) => {
    const html = await (await request.get('/de/servers/')).text();
    expect(html).toContain('<link rel="canonical" href="http://localhost');
    expect(html.match(/rel="alternate" hreflang=/g)).toHaveLength(21);
    expect(html).toContain('hreflang="uk" href="http://localhost');
    expect(html).toMatch(/<link rel="alternate" hreflang="x-default" href="http:\/\/localhost:\d+\/servers\/">/);
    expect(html).not.toContain('name="robots"');
  });

  test('keeps the pages of e-mail links, payment results and the cabinet out of search engines', async ({ request }) => {
    for (const path of ['/forgot-password/', '/de/payment/success/', '/reset/'])
      expect(await (await request.get(path)).text(), path).toContain('<meta name="robots" content="noindex">');
    expect(await (await request.get('/login/')).text()).not.toContain('name="robots"');
    const robots = await request.get('/robots.txt');
    expect(robots.headers()['content-type']).toContain('text/plain');
    const text = await robots.text();
    expect(text).toContain('Disallow: /cabinet/\nDisallow: /*/cabinet/\n');
    expect(text).toContain('Disallow: /reset/\n');
    expect(text).not.toContain('/login/');
  });
});

test('the server stops gracefully on SIGTERM', async () => {
  const root = path.resolve(import.meta.dirname, '../..');
  const port = await freePort();
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_ORIGIN: `http://127.0.0.1:${port}` },
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  await expect.poll(() => output, { timeout: 10_000 }).toContain('"msg":"listening"');
  const page = await fetch(`http://127.0.0.1:${port}/servers/`);
  expect(page.status).toBe(200);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  child.kill('SIGTERM');
  expect(await exited).toBe(0);
  const lines = output
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as { msg: string; level: string });
  expect(lines.map((l) => l.msg)).toEqual(expect.arrayContaining(['listening', 'request', 'shutting down', 'stopped']));
});

test('the server renders with React’s production build whatever NODE_ENV says, which keeps its meaning for the configuration', async () => {
  const root = path.resolve(import.meta.dirname, '../..');
  for (const nodeEnv of [undefined, 'development']) {
    const port = await freePort();
    const env: Record<string, string | undefined> = {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'react-')),
    };
    if (nodeEnv === undefined) delete env.NODE_ENV;
    else env.NODE_ENV = nodeEnv;
    const child = spawn(process.execPath, ['dist/server/main.js'], { cwd: root, env });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    await expect.poll(() => output, { timeout: 30_000 }).toContain('"msg":"listening"');
    expect(output).toContain('"react":"production","msg":"renderer"');
    // Not a production deployment: the development mailbox is there.
    expect((await fetch(`http://localhost:${port}/_dev/mail.json`)).status).toBe(200);
    const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
    child.kill('SIGTERM');
    await exited;
  }
});

test('the browser gets React’s production build: no script of the main page is a development build', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const boot = JSON.parse(/<script id="boot-data" type="application\/json">([^<]+)<\/script>/.exec(html)![1]!) as {
    entry: string;
    preloads: string[];
  };
  const scripts = [boot.entry, ...boot.preloads];
  expect(scripts.length).toBeGreaterThan(3);
  for (const script of scripts) expect(await (await request.get(script)).text(), script).not.toContain('Download the React DevTools');
});

test('in production the server refuses to start without its configuration, naming what is missing', async () => {
  const root = path.resolve(import.meta.dirname, '../..');
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    cwd: root,
    env: { PATH: process.env.PATH, NODE_ENV: 'production', PORT: String(await freePort()), HOST: '127.0.0.1' },
  });
  let stderr = '';
  let stdout = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('exit', (c) => resolve(c)));
  expect(code).toBe(1);
  expect(stderr).toContain('PUBLIC_ORIGIN, SMTP_URL, HELP_DESK_JWT_SECRET must be set with NODE_ENV=production');
  expect(stdout).not.toContain('"msg":"listening"');
});
