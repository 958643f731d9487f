/**
 * The production server: `npm start` (after a build) runs it through dist/server/main.js
 * (src/server/boot.ts). Its settings come from src/server/config.ts, the only reader of the
 * environment (README lists them).
 * It serves the built client files and renders pages with the SSR entry bundled beside it. With
 * `WORKERS` above 1 it starts that many server processes with `node:cluster`, sharing the port,
 * and replaces one that dies.
 */
import cluster from 'node:cluster';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { notFoundLocale, renderErrorPage, renderFeed, renderPage } from '../app/entry-server.tsx';
import { loadAssetIndex } from './assets.ts';
import { configFromEnvironment, exitOnStartFailure, type ServerConfig } from './config.ts';
import { jsonLogger, type Logger } from './log.ts';
import { startServer } from './server.ts';

const log = jsonLogger();

async function serve(config: ServerConfig): Promise<void> {
  const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../client');
  await startServer(config, log, {
    clientDir: path.relative(process.cwd(), clientDir) || '.',
    assets: await loadAssetIndex(clientDir),
    render: renderPage,
    renderError: renderErrorPage,
    renderFeed,
    notFoundLocale,
  });
}

/**
 * The primary of a cluster: starts the workers, replaces one that dies after it served, stops them
 * all on a signal. A worker that dies before it listens failed to start (the others would too):
 * then all stop and the primary exits with 1.
 */
function supervise(workers: number, logger: Logger): void {
  let stopping = false;
  const served = new Set<number>();
  for (let i = 0; i < workers; i++) cluster.fork();
  cluster.on('listening', (worker) => served.add(worker.id));
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(served.size ? 0 : 1);
      return;
    }
    if (!served.has(worker.id)) {
      logger.log('error', 'a worker failed to start; stopping', { pid: worker.process.pid, code });
      stopping = true;
      served.clear();
      for (const other of Object.values(cluster.workers ?? {})) other?.process.kill('SIGTERM');
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(1);
      return;
    }
    logger.log('error', 'worker exited; starting another', { pid: worker.process.pid, code, signal });
    cluster.fork();
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.log('info', 'stopping workers', { signal });
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

/** Which build of React this process renders with (the one the CommonJS loader has loaded). */
function reactBuild(): 'production' | 'development' | 'unknown' {
  const loaded = Object.keys(createRequire(import.meta.url).cache);
  if (loaded.some((file) => /react-dom-server\.node\.production/.test(file))) return 'production';
  if (loaded.some((file) => /react-dom-server\.node\.development/.test(file))) return 'development';
  return 'unknown';
}

async function main(environment: Readonly<Record<string, string | undefined>>): Promise<void> {
  const config = configFromEnvironment(environment);
  if (config.workers > 1 && cluster.isPrimary) return supervise(config.workers, log);
  log.log('info', 'renderer', { react: reactBuild() });
  await serve(config);
}

/** Starts the server (or a cluster of them) with a deployment's environment. */
export function run(environment: Readonly<Record<string, string | undefined>>): void {
  main(environment).catch(exitOnStartFailure(log));
}
