/**
 * npm run bench: generator cold run, route resolution throughput (against React Router's
 * matchRoutes over the enumerated table, in the same run), the main page's JavaScript bytes and the
 * image route's rate, rendering and from its cache.
 * Prints a table and writes bench-results.json; exits 1 when a budget is missed.
 */
import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { pageModuleSources } from '../../src/app/page-module-source.ts';
import { loadAssetIndex } from '../../src/server/assets.ts';
import { buildAll } from '../build.ts';
import { ROOT } from '../paths.ts';
import { benchImages } from './images.ts';
import { benchResolution } from './resolution.ts';

const exec = promisify(execFile);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function timeCommand(args: string[], runs: number, before?: () => Promise<void>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    await before?.();
    const started = performance.now();
    await exec(process.execPath, args, { cwd: ROOT });
    times.push(performance.now() - started);
  }
  return median(times);
}

/**
 * The generator's cold runs (a fresh process each), in the cases a developer meets: nothing changed
 * (the cache answers for Prettier and openapi-typescript), a page's path edited (routes.ts, resolver.ts
 * and SPEC.md are formatted again), an API description edited (openapi-typescript renders again),
 * and no cache at all (a fresh clone, as CI runs it).
 */
async function benchGenerator() {
  const copy = await mkdtemp(path.join(tmpdir(), 'bench-spec-'));
  await cp(path.join(ROOT, 'spec'), path.join(copy, 'spec'), { recursive: true });
  await cp(path.join(ROOT, 'locales'), path.join(copy, 'locales'), { recursive: true });
  const inCopy = ['generator/run.mjs', '--root', copy];
  /** Each run edits the copy again, so no run finds its output cached (not even from an earlier bench). */
  const nonce = Date.now().toString(36);
  const editing = (file: string, from: RegExp, to: (run: string) => string) => {
    let n = 0;
    return async () => {
      const target = path.join(copy, 'spec', file);
      await writeFile(target, (await readFile(target, 'utf8')).replace(from, to(`${nonce}-${n++}`)));
    };
  };
  try {
    await timeCommand(['generator/run.mjs', '--check'], 1);
    await timeCommand(inCopy, 1);
    const unchanged = await timeCommand(['generator/run.mjs', '--check'], 5);
    const pageEdited = await timeCommand(
      inCopy,
      5,
      editing('routes.yaml', /path: \/careers[^/\n]*\//, (n) => `path: /careers-${n}/`),
    );
    const apiEdited = await timeCommand(
      inCopy,
      3,
      editing('api.yaml', /(The visitor's IP address and country)[^.]*\./, (n) => `$1 ${n}.`),
    );
    const noCache = await timeCommand(['generator/run.mjs', '--check', '--no-cache'], 3);
    const nodeStartup = await timeCommand(['-e', '0'], 5);
    return { unchangedMs: unchanged, pageEditedMs: pageEdited, apiEditedMs: apiEdited, noCacheMs: noCache, nodeStartupMs: nodeStartup };
  } finally {
    await rm(copy, { recursive: true, force: true });
  }
}

async function benchBundle() {
  try {
    await stat(path.join(ROOT, 'dist/client/.vite/manifest.json'));
  } catch {
    await buildAll();
  }
  const clientDir = path.join(ROOT, 'dist/client');
  const assets = (await loadAssetIndex(clientDir)).forPage(pageModuleSources('main', 'en'), 'en');
  const files = [assets.script, ...assets.preloads].filter((f) => f.endsWith('.js'));
  let raw = 0;
  let gzip = 0;
  let brotli = 0;
  for (const file of files) {
    const data = await readFile(path.join(clientDir, file));
    raw += data.length;
    gzip += gzipSync(data, { level: 9 }).length;
    brotli += brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  return { files: files.length, rawBytes: raw, gzipBytes: gzip, brotliBytes: brotli };
}

const KiB = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

async function main(): Promise<number> {
  const generator = await benchGenerator();
  const resolution = benchResolution();
  const bundle = await benchBundle();
  const images = await benchImages();
  const budgets = [
    {
      name: 'generator, unchanged',
      value: `${generator.unchangedMs.toFixed(0)} ms (Node start-up alone: ${generator.nodeStartupMs.toFixed(0)} ms)`,
      ok: generator.unchangedMs <= 1000,
      budget: '≤ 1000 ms',
    },
    {
      name: 'generator, page edited',
      value: `${generator.pageEditedMs.toFixed(0)} ms`,
      ok: generator.pageEditedMs <= 1000,
      budget: '≤ 1000 ms',
    },
    {
      name: 'generator, API edited',
      value: `${generator.apiEditedMs.toFixed(0)} ms`,
      ok: generator.apiEditedMs <= 2000,
      budget: '≤ 2000 ms',
    },
    {
      name: 'generator, no cache',
      value: `${generator.noCacheMs.toFixed(0)} ms`,
      ok: generator.noCacheMs <= 2500,
      budget: '≤ 2500 ms',
    },
    {
      name: 'resolution throughput',
      value: `${Math.round(resolution.ours.perSecond).toLocaleString('en')}/s over ${resolution.urls} URLs`,
      ok: resolution.ours.perSecond >= 1_000_000,
      budget: '≥ 1,000,000/s',
    },
    {
      name: 'vs matchRoutes',
      value: `${resolution.ratio.toFixed(0)}× (matchRoutes: ${Math.round(resolution.theirs.perSecond).toLocaleString('en')}/s over ${resolution.routes} routes)`,
      ok: resolution.ratio >= 100,
      budget: '≥ 100×',
    },
    {
      name: 'main page JavaScript',
      value: `${KiB(bundle.gzipBytes)} gzip, ${KiB(bundle.brotliBytes)} brotli (${KiB(bundle.rawBytes)} raw, ${bundle.files} files)`,
      ok: bundle.gzipBytes <= 100 * 1024,
      budget: '≤ 100 KiB gzip',
    },
    {
      name: 'images, rendered',
      value: `${images.uncachedPerSecond.toFixed(0)}/s (new sizes of ${images.source}, WebP)`,
      ok: images.uncachedPerSecond >= 5,
      budget: '≥ 5/s',
    },
    {
      // A ratio, as both sides slow down together on a loaded machine.
      name: 'images, cached',
      value: `${Math.round(images.cachedPerSecond).toLocaleString('en')}/s, ${images.ratio.toFixed(0)}× rendered`,
      ok: images.ratio >= 50 && images.cachedPerSecond >= 1000,
      budget: '≥ 50× rendered, ≥ 1,000/s',
    },
  ];
  for (const b of budgets) console.log(`${b.ok ? 'ok  ' : 'MISS'}  ${b.name.padEnd(26)} ${b.value}  [${b.budget}]`);
  if (resolution.disagreements) console.log(`note: the resolver and matchRoutes disagree on ${resolution.disagreements} sampled URLs`);
  await writeFile(path.join(ROOT, 'bench-results.json'), `${JSON.stringify({ generator, resolution, bundle, images }, null, 2)}\n`);
  return budgets.every((b) => b.ok) ? 0 : 1;
}

main().then((code) => {
  process.exitCode = code;
});
