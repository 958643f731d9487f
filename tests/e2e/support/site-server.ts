/**
 * A site server of its own for a test file: the built server (`dist/server/main.js`) on a port of
 * the caller's, with a fresh data folder and the given environment, ready once it answers.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';

export interface SiteServer {
  readonly base: string;
  /** What the server has logged so far (its JSON lines). */
  output(): string;
  stop(): void;
}

/** Starts the server and waits until it answers; a fresh database takes a while on a busy machine. */
export async function startSiteServer(port: number, env: Record<string, string>): Promise<SiteServer> {
  const base = `http://localhost:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['dist/server/main.js'], {
    cwd: path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../..'),
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'site-')), ...env },
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  await expect
    .poll(async () => (await fetch(`${base}/robots.txt`).catch(() => null))?.status ?? output, { timeout: 100_000, intervals: [250] })
    .toBe(200);
  return { base, output: () => output, stop: () => child.kill('SIGTERM') };
}
