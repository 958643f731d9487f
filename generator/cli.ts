/**
 * npm run generate             regenerate generated/ from spec/ (writes only what changed)
 * npm run generate -- --check  exit 1 when generated/ is not what spec/ gives (nothing written)
 * Options: --root DIR (the folder holding spec/ and locales/), --out DIR (default ROOT/generated),
 * --no-cache (format and render everything again; see cache.ts). GENERATE_TIMING=1 prints when each
 * phase ends.
 */
import path from 'node:path';
import { CACHE_DIR, TextCache } from './cache.ts';
import { Formatter } from './format.ts';
import { buildFiles } from './generate.ts';
import { formatProblem } from './load.ts';
import { type OpenApiTypes } from './openapi-types.ts';
import { compare, writeChanged } from './write.ts';

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

/** Runs the generator; `types` may have been started early by the launcher (run.mjs). Returns the exit code. */
export async function run(args: string[], types: OpenApiTypes, phase: (label: string) => void = () => undefined): Promise<number> {
  try {
    const root = path.resolve(option(args, '--root') ?? process.cwd());
    const outDir = path.resolve(option(args, '--out') ?? path.join(root, 'generated'));
    const caches = args.includes('--no-cache')
      ? undefined
      : { format: new TextCache(path.join(CACHE_DIR, 'format.json')), types: new TextCache(path.join(CACHE_DIR, 'openapi-types.json'), 8) };
    if (caches) types.useCache(caches.types);
    types.prefetch(path.join(root, 'spec/api.yaml'));
    const built = await buildFiles(root, types, new Formatter(caches?.format));
    phase('files built');
    caches?.format.save();
    caches?.types.save();
    if (!built.ok) {
      for (const p of built.problems) console.error(formatProblem(p));
      console.error(`\n${built.problems.length} problem${built.problems.length === 1 ? '' : 's'} in the spec; nothing was written.`);
      return 1;
    }
    const shown = path.relative(root, outDir) || '.';
    if (args.includes('--check')) {
      const diff = await compare(outDir, built.files);
      const lines = [
        ...diff.stale.map((f) => `  stale:   ${shown}/${f}`),
        ...diff.missing.map((f) => `  missing: ${shown}/${f}`),
        ...diff.extra.map((f) => `  extra:   ${shown}/${f}`),
      ];
      if (lines.length === 0) {
        console.log(`${shown}/ is current with spec/ (${built.files.length} files).`);
        return 0;
      }
      console.error(`${shown}/ is not up to date with spec/:\n${lines.join('\n')}\nRun \`npm run generate\` and commit the result.`);
      return 1;
    }
    const diff = await writeChanged(outDir, built.files);
    const written = diff.stale.length + diff.missing.length;
    console.log(`${shown}/: ${built.files.length} files, ${written} written, ${diff.extra.length} removed.`);
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    return 2;
  } finally {
    await types.close();
  }
}

/** A phase logger for GENERATE_TIMING=1. */
export function phaseLogger(started: number): (label: string) => void {
  return (label) => {
    if (process.env.GENERATE_TIMING) console.error(`[${Math.round(performance.now() - started)} ms] ${label}`);
  };
}
