/**
 * Compiles the message catalogues to AST (build/messages/<locale>.json) with @formatjs/cli.
 * Each locale is merged over English first, so a missing translation shows English, never an id.
 */
import { execFile } from 'node:child_process';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { localePrefixes } from '../generated/locales.ts';
import { ROOT } from './paths.ts';

const exec = promisify(execFile);

export async function compileMessages(): Promise<void> {
  const source = path.join(ROOT, 'build/i18n-source');
  const out = path.join(ROOT, 'build/messages');
  await rm(source, { recursive: true, force: true });
  await mkdir(source, { recursive: true });
  const en = JSON.parse(await readFile(path.join(ROOT, 'locales/en.json'), 'utf8')) as Record<string, string>;
  await Promise.all(
    localePrefixes.map(async (locale) => {
      let own: Record<string, string> = {};
      if (locale !== 'en') {
        try {
          own = JSON.parse(await readFile(path.join(ROOT, `locales/${locale}.json`), 'utf8')) as Record<string, string>;
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw new Error(`locales/${locale}.json: ${(error as Error).message}`);
        }
      }
      const merged = Object.fromEntries(Object.keys(en).map((id) => [id, own[id] ?? en[id]!]));
      await writeFile(path.join(source, `${locale}.json`), JSON.stringify(merged));
    }),
  );
  await mkdir(out, { recursive: true });
  await exec(path.join(ROOT, 'node_modules/.bin/formatjs'), ['compile-folder', '--ast', '--format', 'simple', source, out], { cwd: ROOT });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  compileMessages().then(
    () => console.log('build/messages: compiled'),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    },
  );
}
