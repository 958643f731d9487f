/**
 * npm start: build what is missing, older than its sources or made in another mode, then run the
 * built server (dist/server/main.js) as a process of its own: no tsx, Vite or build tooling is
 * loaded in the process that serves. Signals go to it, and its exit code is this one's.
 */
import { spawn } from 'node:child_process';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { ROOT } from './paths.ts';

const INPUTS = ['src', 'generated', 'generator/runtime', 'locales', 'public', 'vite.config.ts', 'package-lock.json'];
const STAMP = 'dist/.build-stamp';

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

/** The mode a build stamp records (none in a stamp older than the record). */
function modeOf(stamp: string): string | undefined {
  try {
    return (JSON.parse(stamp) as { mode?: string }).mode;
  } catch {
    return undefined;
  }
}

/** Why dist/ must be built again, or null when it is current. */
export async function staleReason(root = ROOT): Promise<string | null> {
  let built: number;
  try {
    const stamp = path.join(root, STAMP);
    built = (await stat(stamp)).mtimeMs;
    await stat(path.join(root, 'dist/server/main.js'));
  } catch {
    return 'dist/ is missing';
  }
  const mode = modeOf(await readFile(path.join(root, STAMP), 'utf8'));
  if (mode !== 'production') return `dist/ was built in ${mode ? `${mode} mode` : 'an unknown mode'}`;
  const times = await Promise.all(INPUTS.map((i) => newest(path.join(root, i))));
  return Math.max(...times) > built ? 'sources changed since the last build' : null;
}

async function main(): Promise<void> {
  const reason = await staleReason();
  if (reason) {
    console.log(`${reason}: building dist/ …`);
    // Loaded only when needed: a start on a built tree loads no build tooling.
    const { buildAll } = await import('./build.ts');
    await buildAll();
  }
  const server = spawn(process.execPath, [path.join(ROOT, 'dist/server/main.js')], { stdio: 'inherit', env: process.env });
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) process.on(signal, () => server.kill(signal));
  server.on('exit', (code, signal) => {
    process.exitCode = code ?? (signal ? 1 : 0);
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
