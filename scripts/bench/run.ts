/**
 * npm run bench: generator cold run, route resolution throughput (against React Router's
 * matchRoutes over the enumerated table, in the same run), the main page's JavaScript bytes and the
 * image route's rate, rendering and from its cache; serving the built site against nginx (see
 * serving.ts) and how soon `npm start` answers.
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
import { MAIN_PAGE_BUDGET_BYTES } from '../size.ts';
import { ROOT } from '../paths.ts';
import { benchImages } from './images.ts';
import { benchResolution } from './resolution.ts';
import { benchServing, benchStart } from './serving.ts';

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
  // What the generator reads: the spec, the catalogues, the blog's articles and the public files
  // the spec names (images are checked to exist).
  for (const dir of ['spec', 'locales', 'content', 'public']) await cp(path.join(ROOT, dir), path.join(copy, dir), { recursive: true });
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
  const serving = await benchServing();
  const startMs = await benchStart();
  const servingBudgets =
    'skipped' in serving
      ? [{ name: 'serving vs nginx', value: `not measured: ${serving.skipped}`, ok: false, budget: 'nginx and wrk' }]
      : [
          {
            name: 'prerender, whole set',
            value: `${Math.round(serving.prerender.pagesPerSecond)} pages/s (${serving.prerender.pages} pages in ${serving.prerender.seconds.toFixed(1)} s; / first answered ${serving.prerender.firstAnswer})`,
            ok: serving.prerender.pagesPerSecond >= 600 && serving.prerender.firstAnswer === 'prerendered',
            budget: '≥ 600 pages/s, / from the files',
          },
          {
            name: 'serving / vs nginx',
            value: `${Math.round(serving.site.perSecond).toLocaleString('en')}/s, ${serving.ratio.toFixed(2)}× nginx (${Math.round(serving.nginx.perSecond).toLocaleString('en')}/s, ${KiB(serving.bodyBytes)} gzip, 100 connections)`,
            ok: serving.ratio >= 0.5,
            budget: '≥ 0.5× nginx',
          },
          {
            name: 'serving / p99',
            value: `${serving.site.p99Ms.toFixed(1)} ms (nginx ${serving.nginx.p99Ms.toFixed(1)} ms)`,
            ok: serving.site.p99Ms < 20,
            budget: '< 20 ms',
          },
          {
            name: 'unique query strings',
            value: `${Math.round(serving.uniqueQueries.perSecond).toLocaleString('en')}/s, ${serving.queryRatio.toFixed(2)}× the cached page`,
            ok: serving.queryRatio >= 0.5 && serving.uniqueQueries.non2xx === 0,
            budget: '≥ 0.5× cached',
          },
          {
            name: 'unique unknown URLs',
            value: `${Math.round(serving.uniqueNotFound.perSecond).toLocaleString('en')}/s of 404, ${serving.notFoundRatio.toFixed(2)}× the cached page`,
            ok: serving.notFoundRatio >= 0.5,
            budget: '≥ 0.5× cached',
          },
          {
            name: 'kept pages after the load',
            value: `${serving.kept.still} of ${serving.kept.pages} still in the cache${serving.kept.lost.length ? ` (not: ${serving.kept.lost.join(', ')})` : ''}`,
            ok: serving.kept.still === serving.kept.pages,
            budget: 'all',
          },
          {
            name: 'server memory after load',
            value: `${(serving.rssBytes / 1024 / 1024).toFixed(0)} MB RSS`,
            ok: serving.rssBytes <= 250 * 1024 * 1024,
            budget: '≤ 250 MB',
          },
        ];
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
      ok: bundle.gzipBytes <= MAIN_PAGE_BUDGET_BYTES,
      budget: `≤ ${KiB(MAIN_PAGE_BUDGET_BYTES)} gzip`,
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
    ...servingBudgets,
    {
      name: 'npm start, built tree',
      value: `answers in ${startMs.toFixed(0)} ms`,
      ok: startMs < 2000,
      budget: '< 2000 ms',
    },
  ];
  for (const b of budgets) console.log(`${b.ok ? 'ok  ' : 'MISS'}  ${b.name.padEnd(26)} ${b.value}  [${b.budget}]`);
  if (resolution.disagreements) console.log(`note: the resolver and matchRoutes disagree on ${resolution.disagreements} sampled URLs`);
  await writeFile(
    path.join(ROOT, 'bench-results.json'),
    `${JSON.stringify({ generator, resolution, bundle, images, serving, startMs }, null, 2)}\n`,
  );
  return budgets.every((b) => b.ok) ? 0 : 1;
}

main().then((code) => {
  process.exitCode = code;
});
