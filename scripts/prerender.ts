/** Runs the built prerender (dist/server/prerender.js, src/server/prerender.ts) for npm run build and npm start. */
import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { ROOT } from './paths.ts';

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
