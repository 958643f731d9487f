/**
 * The production server: `npm start` (after a build) runs it through dist/server/main.js
 * (src/server/boot.ts). Its settings come from src/server/config.ts, the only reader of the
 * environment (README lists them).
 * It serves the built client files and renders pages with the SSR entry bundled beside it. With
 * `WORKERS` above 1 it starts that many server processes with `node:cluster`, sharing the port,
 * and replaces one that dies.
 */
import { spawn } from 'node:child_process';
import cluster from 'node:cluster';
import os from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { notFoundLocale, renderErrorPage, renderFeed, renderPage } from '../app/entry-server.tsx';
import { loadAssetIndex } from './assets.ts';
import { configFromEnvironment, exitOnStartFailure, type ServerConfig } from './config.ts';
import { jsonLogger, type Logger } from './log.ts';
import { startServer } from './server.ts';

const log = jsonLogger();

async function serve(config: ServerConfig, environment: Readonly<Record<string, string | undefined>>): Promise<void> {
  const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../client');
  await startServer(config, log, {
    clientDir: path.relative(process.cwd(), clientDir) || '.',
    prerenderedDir: path.resolve(clientDir, '../prerendered'),
    // A cluster's primary makes the prerender and tells its workers; a lone server makes its own.
    ...(config.prerender ? { prerender: cluster.isWorker ? primaryPrerendered : () => runPrerender(log, environment) } : {}),
    assets: await loadAssetIndex(clientDir),
    render: renderPage,
    renderError: renderErrorPage,
    renderFeed,
    notFoundLocale,
  });
}

/**
 * Runs dist/server/prerender.js for this environment's settings when the last prerender was made
 * for others, at low priority beside the serving process(es); resolves when it is done.
 */
function runPrerender(logger: Logger, environment: Readonly<Record<string, string | undefined>>): Promise<void> {
  const script = fileURLToPath(new URL('./prerender.js', import.meta.url));
  return new Promise((resolve, reject) => {
    // One thread: it runs beside the serving process(es), whose requests come first.
    const child = spawn(process.execPath, [script, '--if-stale', '--workers', '1'], {
      env: { ...environment },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      if (child.pid) os.setPriority(child.pid, 10);
    } catch {
      // Not allowed to lower it here: it runs at the server's priority.
    }
    // A server that stops takes its prerender with it.
    const stop = () => child.kill();
    process.once('exit', stop);
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      process.off('exit', stop);
      if (code !== 0) return reject(new Error(`prerender exited with ${code}: ${output.trim().slice(-2000)}`));
      logger.log('info', 'prerender', { result: output.trim() });
      resolve();
    });
  });
}

const PRERENDERED = 'prerendered';

/**
 * A cluster worker's wait for its primary's prerender (see supervise), listened for from the
 * worker's start, so that a message sent while the server starts is not missed.
 */
const primaryPrerender: Promise<void> | null = cluster.isWorker
  ? new Promise((resolve) => {
      const listener = (message: unknown) => {
        if (message !== PRERENDERED) return;
        process.off('message', listener);
        resolve();
      };
      process.on('message', listener);
    })
  : null;
const primaryPrerendered = () => primaryPrerender!;

/**
 * The primary of a cluster: starts the workers, replaces one that dies after it served, stops them
 * all on a signal. A worker that dies before it listens failed to start (the others would too):
 * then all stop and the primary exits with 1.
 */
function supervise(workers: number, logger: Logger, environment: Readonly<Record<string, string | undefined>>, prerender: boolean): void {
  let stopping = false;
  const served = new Set<number>();
  for (let i = 0; i < workers; i++) cluster.fork();
  // Workers started with a prerender for other settings wait for this one.
  if (prerender)
    runPrerender(logger, environment).then(
      () => {
        for (const worker of Object.values(cluster.workers ?? {})) worker?.send(PRERENDERED);
      },
      (error: unknown) => logger.log('error', 'prerender failed; pages render on request', { error: String(error) }),
    );
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
  if (config.workers > 1 && cluster.isPrimary) return supervise(config.workers, log, environment, config.prerender);
  log.log('info', 'renderer', { react: reactBuild() });
  await serve(config, environment);
}

/** Starts the server (or a cluster of them) with a deployment's environment. */
export function run(environment: Readonly<Record<string, string | undefined>>): void {
  main(environment).catch(exitOnStartFailure(log));
}
