/**
 * npm run dev: the site's real server in development mode, with Vite inside it, on one port. It
 * runs in a copy of the repository (its node_modules linked package by package, so Vite's cache
 * stays in the copy), because the tests edit a catalogue and a spec file there.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { freePort } from './support/ports.ts';

const root = path.resolve(import.meta.dirname, '../..');
/** What the copy leaves out: dependencies (linked instead), history and what the run makes itself. */
const NOT_COPIED = new Set(['node_modules', '.git', 'dist', 'build', 'data', 'test-results', 'playwright-report']);

const en = JSON.parse(await readFile(path.join(root, 'locales/en.json'), 'utf8')) as Record<string, string>;

test.describe.configure({ mode: 'serial' });

let copy = '';
let base = '';
let child: ChildProcess | null = null;
let output = '';

test.beforeAll(async () => {
  test.setTimeout(90_000);
  copy = await mkdtemp(path.join(os.tmpdir(), 'fvp-dev-'));
  await cp(root, copy, { recursive: true, filter: (source) => !NOT_COPIED.has(path.relative(root, source).split(path.sep)[0]!) });
  await mkdir(path.join(copy, 'node_modules'));
  for (const name of await readdir(path.join(root, 'node_modules'))) {
    if (name !== '.vite') await symlink(path.join(root, 'node_modules', name), path.join(copy, 'node_modules', name));
  }
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  // Its own process group, so that stopping it stops npm's children too.
  child = spawn('npm', ['run', 'dev'], {
    cwd: copy,
    detached: true,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_ORIGIN: base, DEMO_DATA: 'off' },
  });
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  await expect.poll(() => output, { timeout: 60_000 }).toContain('"msg":"listening"');
});

test.afterAll(async () => {
  if (child?.pid && child.exitCode === null) {
    const exited = new Promise((resolve) => child!.once('exit', resolve));
    process.kill(-child.pid, 'SIGTERM');
    await exited;
  }
  if (copy) await rm(copy, { recursive: true, force: true });
});

async function text(url: string): Promise<string> {
  const response = await fetch(base + url);
  expect(response.status, url).toBe(200);
  return response.text();
}

async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

test('answers server-rendered pages, the API and Vite on one port', async () => {
  const home = await fetch(`${base}/`);
  expect(home.headers.get('content-type')).toBe('text/html; charset=utf-8');
  const homeHtml = await home.text();
  // The main page is a content page: its hero's heading (its own catalogue) is the <h1>.
  const mainPage = JSON.parse(await readFile(path.join(root, 'locales/pages/main/en.json'), 'utf8')) as Record<string, string>;
  expect(homeHtml).toContain(`<h1>${mainPage['hero.heading']}</h1>`);
  expect(homeHtml).toContain(`<title>${en['page.main.title']} | FVP</title>`);
  // The page loads its sources through Vite, after Vite's client and the React refresh preamble.
  expect(homeHtml).toContain('<script type="module" src="/@vite/client"></script>');
  expect(homeHtml).toContain('<script type="module" src="/src/app/entry-client.tsx"></script>');
  // Styles Vite's client injects carry this answer's nonce; scripts stay 'self' and the head script's hash.
  const nonce = /<meta property="csp-nonce" nonce="([^"]+)">/.exec(homeHtml)?.[1];
  expect(nonce).toBeTruthy();
  const csp = home.headers.get('content-security-policy')!;
  expect(csp).toContain(`style-src 'self' 'nonce-${nonce}'`);
  expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+';/);

  expect(await text('/login/')).toContain(`<h1>${en['page.login.title']}</h1>`);

  const ip = await fetch(`${base}/api/ip`);
  expect(ip.headers.get('content-type')).toContain('application/json');
  expect(await ip.json()).toMatchObject({ ip: '127.0.0.1' });

  for (const module of ['/@vite/client', '/@id/@vitejs/plugin-react/preamble', '/src/app/entry-client.tsx']) {
    const response = await fetch(base + module);
    expect(response.status, module).toBe(200);
    expect(response.headers.get('content-type'), module).toContain('text/javascript');
  }
});

test('a newcomer signs up in the browser and finds the confirmation in the development mailbox', async ({ page, consoleErrors }) => {
  test.setTimeout(60_000);
  const email = `newcomer-${Date.now()}@example.com`;
  await page.goto(`${base}/sign-up/`);
  await hydrated(page);
  await page.getByLabel(en['auth.email']!).fill(email);
  await page.getByRole('button', { name: en['auth.continue'] }).click();
  await page.getByLabel(en['auth.password']!, { exact: true }).fill('first password 1');
  await page.getByRole('button', { name: en['auth.createAccount'] }).click();
  await expect(page).toHaveURL(/\/cabinet\/profile\/$/);
  await expect(page.getByTestId('profile-email')).toHaveText(email);
  await page.goto(`${base}/_dev/mail/`);
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByRole('link', { name: /\/confirm\// })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('shows a catalogue edit on the next request, without a restart', async () => {
  test.setTimeout(60_000);
  const file = path.join(copy, 'locales/de.json');
  const catalogue = JSON.parse(await readFile(file, 'utf8')) as Record<string, string>;
  await writeFile(file, JSON.stringify({ ...catalogue, 'page.login.title': 'Bei FVP anmelden' }, null, 2));
  // Every answer while the catalogues recompile is the page, in its old words or its new ones.
  const answers: number[] = [];
  await expect
    .poll(
      async () => {
        const response = await fetch(`${base}/de/login/`);
        answers.push(response.status);
        return response.text();
      },
      // The catalogues of 20 locales compile again; slow when the machine is busy with other tests.
      { timeout: 45_000 },
    )
    .toContain('<h1>Bei FVP anmelden</h1>');
  expect(answers.filter((status) => status !== 200)).toEqual([]);
});

test("shows a page's new English title from spec/routes.yaml on the next request, without a restart", async () => {
  // The generator, the English catalogue's extraction and the catalogues' compilation run in turn:
  // slow when the machine is busy with the other worker's tests.
  test.setTimeout(90_000);
  const file = path.join(copy, 'spec/routes.yaml');
  const spec = await readFile(file, 'utf8');
  expect(spec).toContain('    title: Forgot your password?\n');
  await writeFile(file, spec.replace('    title: Forgot your password?\n', '    title: Lost your password?\n'));
  await expect.poll(() => text('/forgot-password/'), { timeout: 75_000 }).toContain('<h1>Lost your password?</h1>');
});

test('shows a spec edit on the next request, without a restart', async () => {
  test.setTimeout(60_000);
  const file = path.join(copy, 'spec/constants.yaml');
  const spec = await readFile(file, 'utf8');
  expect(spec).toMatch(/^brand: FVP$/m);
  await writeFile(file, spec.replace(/^brand: FVP$/m, 'brand: FVP Preview'));
  await expect.poll(() => text('/servers/'), { timeout: 45_000 }).toMatch(/<title>[^<]+ \| FVP Preview<\/title>/);
  expect(output).not.toContain('failed');
});
