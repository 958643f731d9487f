/**
 * The production server: `npm start` (after a build) runs this from dist/server/main.js. Its
 * settings come from src/server/config.ts, the only reader of the environment (README lists them).
 * It serves the built client files and renders pages with the SSR entry bundled beside it. With
 * `WORKERS` above 1 it starts that many server processes with `node:cluster`, sharing the port,
 * and replaces one that dies.
 */
import cluster from 'node:cluster';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderErrorPage, renderFeed, renderPage } from '../app/entry-server.tsx';
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
  });
}

/** The primary of a cluster: starts the workers, replaces one that dies, stops them all on a signal. */
function supervise(workers: number, logger: Logger): void {
  let stopping = false;
  for (let i = 0; i < workers; i++) cluster.fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
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

async function main(): Promise<void> {
  const config = configFromEnvironment();
  if (config.workers > 1 && cluster.isPrimary) supervise(config.workers, log);
  else await serve(config);
}

main().catch(exitOnStartFailure(log));
