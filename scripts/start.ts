/** npm start: build what is missing or older than its sources, then serve dist/. */
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildAll } from './build.ts';
import { ROOT } from './paths.ts';

const INPUTS = ['src', 'generated', 'generator/runtime', 'locales', 'public', 'vite.config.ts', 'package-lock.json'];

async function newest(target: string): Promise<number> {
  let info;
  try {
    info = await stat(target);
  } catch {
    return 0;
  }
  if (!info.isDirectory()) return info.mtimeMs;
  const entries = await readdir(target);
  const times = await Promise.all(entries.map((e) => newest(path.join(target, e))));
  return Math.max(info.mtimeMs, ...times);
}

async function needsBuild(): Promise<boolean> {
  let built: number;
  try {
    built = (await stat(path.join(ROOT, 'dist/.build-stamp'))).mtimeMs;
    await stat(path.join(ROOT, 'dist/server/main.js'));
  } catch {
    return true;
  }
  const times = await Promise.all(INPUTS.map((i) => newest(path.join(ROOT, i))));
  return Math.max(...times) > built;
}

if (await needsBuild()) {
  console.log('building dist/ …');
  await buildAll();
}
await import(pathToFileURL(path.join(ROOT, 'dist/server/main.js')).href);
