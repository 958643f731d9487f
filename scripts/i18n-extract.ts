/**
 * npm run i18n:extract: the English source catalogue, locales/en.json, from what the code and the
 * spec declare (react-intl descriptors in src/, and generated/messages.ts for the page texts of
 * spec/routes.yaml), with @formatjs/cli. The file is written only when it changes.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ROOT } from './paths.ts';

const exec = promisify(execFile);

/** What formatjs reads: every source file, and the generated table of the spec's messages. */
const SOURCES = ['src/**/*.{ts,tsx}', 'generated/messages.ts'];

/** The catalogue the sources declare, as text (formatjs' "simple" format: id → English). */
export async function extractedCatalogue(root = ROOT): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'i18n-'));
  const out = path.join(dir, 'en.json');
  try {
    await exec(
      path.join(root, 'node_modules/.bin/formatjs'),
      ['extract', ...SOURCES, '--ignore', '**/*.d.ts', '--out-file', out, '--format', 'simple'],
      { cwd: root },
    );
    return await readFile(out, 'utf8');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Writes locales/en.json when what the sources declare differs from it; true when it did. */
export async function extractMessages(root = ROOT): Promise<boolean> {
  const target = path.join(root, 'locales/en.json');
  const text = await extractedCatalogue(root);
  const current = await readFile(target, 'utf8').catch(() => null);
  if (current === text) return false;
  await writeFile(target, text);
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  extractMessages().then(
    (written) => console.log(written ? 'locales/en.json: written' : 'locales/en.json: current'),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    },
  );
}
