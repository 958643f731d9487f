/**
 * dist/server/prerender.js: prerenders the site (src/server/prerender-main.ts) with React's
 * production build, as the server renders, in this thread and the worker threads it starts
 * (which run this file too).
 *
 *   node dist/server/prerender.js              prerender every page
 *   node dist/server/prerender.js --if-stale   only when there is none for the deployment's settings
 *   … --workers N                              N worker threads (default: one per core)
 */
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { environmentForProductionLibraries } from './config.ts';
import type { WorkerData } from './prerender-main.ts';

const environment = environmentForProductionLibraries();
const prerender = await import('./prerender-main.ts');
if (isMainThread) await prerender.main(environment, new URL(import.meta.url), process.argv.slice(2));
else await prerender.worker(parentPort!, workerData as WorkerData);
