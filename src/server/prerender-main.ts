/** The prerender's command (dist/server/prerender.js) and its workers; see src/server/prerender.ts. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { MessagePort } from 'node:worker_threads';
import { loadAssetIndex } from './assets.ts';
import { ConfigError, configFromEnvironment } from './config.ts';
import { renderSettingsKey, type RenderSettings } from './page-document.ts';
import { hasPrerender, prerenderInWorkers, prerenderTargets, runWorker, type PrerenderSummary } from './prerender.ts';
import { expectedTools, renderSettingsOf, siteConfigOf } from './render-settings.ts';

export interface WorkerData {
  readonly settings: RenderSettings;
  readonly clientDir: string;
  readonly outDir: string;
}

const MB = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The build's line about a prerender. */
export function describe(summary: PrerenderSummary): string {
  const skipped = Object.entries(summary.skipped)
    .sort(([, a], [, b]) => b - a)
    .map(([why, count]) => `${count} ${why}`)
    .join(', ');
  return (
    `prerendered ${summary.pages} pages in ${summary.seconds.toFixed(1)} s: ${Math.round(summary.pagesPerSecond)} pages/s ` +
    `on ${summary.workers} worker threads (${MB(summary.bytes.html)} HTML, ${MB(summary.bytes.gzip)} gzip, ${MB(summary.bytes.br)} brotli; ` +
    `rendered on request instead: ${skipped || 'none'})`
  );
}

export async function main(environment: Readonly<Record<string, string | undefined>>, self: URL, args: readonly string[]): Promise<void> {
  const serverDir = path.dirname(fileURLToPath(self));
  const clientDir = path.resolve(serverDir, '../client');
  const outDir = path.resolve(serverDir, '../prerendered');
  let config;
  try {
    config = configFromEnvironment(environment);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.log(`nothing prerendered, pages render on request: ${error.message}`);
    return;
  }
  const assets = await loadAssetIndex(clientDir);
  const settings = renderSettingsOf(config, siteConfigOf(config, expectedTools(config), assets.buildId ?? null));
  if (args.includes('--if-stale') && (await hasPrerender(outDir, renderSettingsKey(settings)))) {
    console.log('prerendered pages are current');
    return;
  }
  // `--workers N`: fewer threads than cores, for a prerender beside a serving process.
  const workersArg = args.indexOf('--workers');
  const workers = workersArg >= 0 ? Math.max(1, Number(args[workersArg + 1]) || 1) : undefined;
  const summary = await prerenderInWorkers({ workerFile: self, settings, clientDir, outDir, targets: await prerenderTargets(), workers });
  console.log(describe(summary));
  // For npm run bench: the figures as one JSON line.
  if (args.includes('--json'))
    console.log(JSON.stringify({ pages: summary.pages, seconds: summary.seconds, pagesPerSecond: summary.pagesPerSecond }));
}

export async function worker(port: MessagePort, data: WorkerData): Promise<void> {
  // The renderer is loaded where it renders: the main thread only checks and hands out work.
  const [{ renderPage }, assets] = await Promise.all([import('../app/entry-server.tsx'), loadAssetIndex(data.clientDir)]);
  runWorker(port, { render: renderPage, settings: data.settings, assets, outDir: data.outDir });
}
