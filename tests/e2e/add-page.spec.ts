/**
 * Adding a page is one entry in spec/routes.yaml: in a copy of the repository, the test adds a page
 * there and nowhere else, regenerates, extracts the catalogue, builds and starts the real server, and
 * finds the page under every locale of every edition, with its title and description.
 */
import { expect, test } from '@playwright/test';
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { editions } from '../../generated/editions.ts';
import { localeByPrefix } from '../../generated/locales.ts';
import { freePort } from './support/ports.ts';
import { raw } from './support/raw-http.ts';

const exec = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../..');

const PAGE = [
  '  - id: travel-checklist',
  '    path: /travel-checklist/',
  '    kind: marketing',
  '    title: Travel checklist',
  '    description: What to set up before a trip so that public networks abroad stay private.',
].join('\n');

/** The tracked files of the repository (generated/ included) and its node_modules, in a temporary folder. */
async function copyOfRepository(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'add-page-'));
  const { stdout } = await exec('git', ['-C', ROOT, 'ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    maxBuffer: 64 * 1024 * 1024,
  });
  for (const file of stdout.split('\0').filter(Boolean)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await cp(path.join(ROOT, file), path.join(dir, file)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error; // deleted in the working tree, not yet committed
    });
  }
  await symlink(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return dir;
}

async function run(cwd: string, args: string[]): Promise<void> {
  await exec(process.execPath, args, { cwd, maxBuffer: 64 * 1024 * 1024 });
}

let copy: string;
let server: ChildProcess | undefined;
let port: number;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  copy = await copyOfRepository();
  const routes = path.join(copy, 'spec/routes.yaml');
  const text = await readFile(routes, 'utf8');
  const anchor = '  - id: blog\n';
  expect(text).toContain(anchor);
  await writeFile(routes, text.replace(anchor, `${PAGE}\n${anchor}`));
  await run(copy, ['generator/run.mjs']);
  await run(copy, ['--import', 'tsx', 'scripts/i18n-extract.ts']);
  await run(copy, ['--import', 'tsx', 'scripts/build.ts']);
  port = await freePort();
  server = spawn(process.execPath, ['dist/server/main.js'], {
    cwd: copy,
    // A development configuration (no PUBLIC_ORIGIN): each edition answers on its local host name.
    env: { PATH: process.env.PATH, HOME: process.env.HOME, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  server.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  for (let i = 0; i < 300; i++) {
    const up = await raw({ port, path: '/healthz' }).catch(() => null);
    if (up?.status === 200) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the server built in the copy did not start:\n${stderr}`);
});

test.afterAll(async () => {
  server?.kill();
  if (copy) await rm(copy, { recursive: true, force: true });
});

test('a page added to spec/routes.yaml alone is served under every locale of every edition', async () => {
  const catalogue = JSON.parse(await readFile(path.join(copy, 'locales/en.json'), 'utf8')) as Record<string, string>;
  expect(catalogue['page.travel-checklist.title']).toBe('Travel checklist');
  let served = 0;
  for (const edition of Object.values(editions)) {
    for (const locale of edition.locales) {
      const url = locale === edition.defaultLocale ? '/travel-checklist/' : `/${locale}/travel-checklist/`;
      const response = await raw({ port, path: url, headers: { Host: `${edition.localHost}:${port}` } });
      const where = `${edition.localHost}${url}`;
      expect(response.status, where).toBe(200);
      const { tag, dir } = localeByPrefix[locale];
      expect(response.body, where).toContain(`<html lang="${tag}" dir="${dir}">`);
      // No translation yet: every locale shows the English text, never a message id.
      expect(response.body, where).toMatch(/<h1[^>]*>Travel checklist<\/h1>/);
      expect(response.body, where).toContain('content="What to set up before a trip so that public networks abroad stay private."');
      expect(response.body, where).not.toContain('page.travel-checklist');
      served++;
    }
  }
  expect(served).toBeGreaterThanOrEqual(20);
});
