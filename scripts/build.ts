/**
 * npm run build: messages → client bundle → server bundle → link-preview images → precompressed
 * assets → prerendered pages (dist/server/prerender.js, for the settings of this environment).
 */
import { createHash } from 'node:crypto';
import { spawn } from 'node:child_process';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { build } from 'vite';
import { compileMessages } from './compile-messages.ts';
import { buildSocialImages } from './og-images.ts';
import { ROOT } from './paths.ts';

const br = promisify(brotliCompress);
const gz = promisify(gzip);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(entries.map((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)])));
  return nested.flat();
}

/** Writes .br and .gz beside every text asset worth compressing. */
async function precompress(dir: string): Promise<number> {
  const files = (await filesUnder(dir)).filter((f) => /\.(js|mjs|css|svg|json|txt|html)$/.test(f) && !f.includes('/.vite/'));
  let count = 0;
  await Promise.all(
    files.map(async (file) => {
      if ((await stat(file)).size < 1024) return;
      const data = await readFile(file);
      await writeFile(`${file}.br`, await br(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      await writeFile(`${file}.gz`, await gz(data, { level: 9 }));
      count++;
    }),
  );
  return count;
}

/**
 * The build's id, from its client manifest (every file name carries its content hash): the same
 * sources give the same id. The client compares it with /_build/latest.json (DECISIONS 26).
 */
async function writeBuildId(clientDir: string): Promise<void> {
  const manifest = await readFile(path.join(clientDir, '.vite/manifest.json'));
  const id = createHash('sha256').update(manifest).digest('hex').slice(0, 16);
  await mkdir(path.join(clientDir, '_build'), { recursive: true });
  await writeFile(path.join(clientDir, '_build/latest.json'), `${JSON.stringify({ id })}\n`);
}

/** What dist/.build-stamp records: when and in which mode the build was made (npm start rebuilds any other). */
export interface BuildStamp {
  readonly mode: 'production';
  readonly builtAt: string;
}

export const BUILD_STAMP = 'dist/.build-stamp';

/**
 * Prerenders the pages with the built server's renderer, in a process of its own (React's
 * production build, worker threads), for the settings this environment gives the server (a
 * server started with others makes its own, src/server/main.ts).
 */
export async function prerender(): Promise<void> {
  // A new build's pages replace every prerender of the last one.
  await rm(path.join(ROOT, 'dist/prerendered'), { recursive: true, force: true });
  const args = [path.join(ROOT, 'dist/server/prerender.js')];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: 'inherit', env: process.env });
    child.on('error', reject);
    child.on('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`prerendering failed (${signal ?? `exit ${code}`})`))));
  });
}

export async function buildAll(): Promise<void> {
  const started = performance.now();
  // Always a production build, whatever NODE_ENV the shell has (with NODE_ENV=development, Vite
  // would bundle React's development build); the variable is given back afterwards.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  await compileMessages();
  const configFile = path.join(ROOT, 'vite.config.ts');
  await build({ root: ROOT, configFile, logLevel: 'warn', mode: 'production' });
  await build({ root: ROOT, configFile, logLevel: 'warn', mode: 'production', build: { ssr: true } });
  if (nodeEnv === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = nodeEnv;
  await writeBuildId(path.join(ROOT, 'dist/client'));
  const previews = await buildSocialImages(path.join(ROOT, 'dist/client'));
  const compressed = await precompress(path.join(ROOT, 'dist/client'));
  console.log(
    `built dist/ in ${((performance.now() - started) / 1000).toFixed(1)} s (${compressed} assets precompressed, ` +
      `${previews.images} link-preview images, ${previews.rendered} rendered in ${previews.seconds.toFixed(1)} s, the rest from the cache)`,
  );
  await prerender();
  const stamp: BuildStamp = { mode: 'production', builtAt: new Date().toISOString() };
  await writeFile(path.join(ROOT, BUILD_STAMP), `${JSON.stringify(stamp)}\n`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildAll().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
