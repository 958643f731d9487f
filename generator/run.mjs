// `npm run generate`. Bundles the TypeScript generator and the openapi-typescript worker with
// esbuild (generator/*.bundle.cjs, rebuilt only when a source is newer) and runs them with plain
// Node: a cold run then loads two files instead of hundreds of modules and needs no TypeScript
// loader. The worker starts first, since its import is the longest part of a run. The bundles sit
// beside the sources, so the generator's relative paths hold.
import { readdir, rename, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

const started = performance.now();
const dir = path.dirname(fileURLToPath(import.meta.url));
const workerBundle = path.join(dir, 'openapi-worker.bundle.cjs');
const cliBundle = path.join(dir, 'cli.bundle.cjs');

async function newestSource(folder) {
  let newest = 0;
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, await newestSource(full));
    else if (/\.(ts|mjs|hbs)$/.test(entry.name)) newest = Math.max(newest, (await stat(full)).mtimeMs);
  }
  return newest;
}

const sourcesChanged = await newestSource(dir);
async function isCurrent(file) {
  try {
    return (await stat(file)).mtimeMs >= sourcesChanged;
  } catch {
    return false;
  }
}

/** Builds a CommonJS bundle (TypeScript itself stays an ordinary require) through a temporary file. */
async function bundle(outfile, options) {
  if (await isCurrent(outfile)) return;
  const { build } = await import('esbuild');
  const temp = `${outfile}.${process.pid}.tmp`;
  await build({
    outfile: temp,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    external: ['typescript'],
    logLevel: 'error',
    // import.meta.url of the sources becomes the bundle's own URL (it sits in the same folder).
    define: { 'import.meta.url': '__bundleUrl' },
    banner: { js: "const __bundleUrl = require('node:url').pathToFileURL(__filename).href;" },
    ...options,
  });
  await rename(temp, outfile);
}

await bundle(workerBundle, { entryPoints: [path.join(dir, 'openapi-worker.mjs')] });
const worker = new Worker(workerBundle, { execArgv: [] });
await bundle(cliBundle, {
  stdin: {
    contents: "export { run, phaseLogger } from './cli.ts'; export { OpenApiTypes } from './openapi-types.ts';",
    resolveDir: dir,
    loader: 'ts',
  },
});
const { run, phaseLogger, OpenApiTypes } = createRequire(import.meta.url)(cliBundle);
const phase = phaseLogger(started);
phase('generator loaded');
process.exitCode = await run(process.argv.slice(2), new OpenApiTypes(worker, phase), phase);
