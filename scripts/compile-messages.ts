/**
 * Compiles the message catalogues to AST with @formatjs/cli: the frame's (locales/<locale>.json →
 * build/messages/<locale>.json) and each content page's (locales/pages/<page>/<locale>.json →
 * build/messages/pages/<page>/<locale>.json, ids prefixed content.<page>.). Each locale is merged
 * over English first, so a missing translation shows English, never an id.
 *
 * The catalogues are compiled into a folder of their own and then moved into build/messages one file
 * at a time (a rename each), so a server reading them meanwhile (npm run dev) never finds one missing
 * or half written.
 */
import { execFile } from 'node:child_process';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { localePrefixes } from '../generated/locales.ts';
import { ROOT } from './paths.ts';

const exec = promisify(execFile);

type Catalogue = Record<string, string>;

async function readCatalogue(file: string, required: boolean): Promise<Catalogue> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as Catalogue;
  } catch (error) {
    if (!required && (error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw new Error(`${path.relative(ROOT, file)}: ${(error as Error).message}`);
  }
}

/** Writes each locale's catalogue, merged over English, into `source` as <locale>.json. */
async function writeMerged(source: string, english: Catalogue, own: (locale: string) => Promise<Catalogue>, prefix = ''): Promise<void> {
  await mkdir(source, { recursive: true });
  await Promise.all(
    localePrefixes.map(async (locale) => {
      const translated = locale === 'en' ? {} : await own(locale);
      const merged = Object.fromEntries(Object.keys(english).map((id) => [`${prefix}${id}`, translated[id] ?? english[id]!]));
      await writeFile(path.join(source, `${locale}.json`), JSON.stringify(merged));
    }),
  );
}

/** Pages with a catalogue folder under locales/pages/. */
async function contentPages(): Promise<string[]> {
  try {
    return (await readdir(path.join(ROOT, 'locales/pages'), { withFileTypes: true })).filter((e) => e.isDirectory()).map((e) => e.name);
  } catch {
    return [];
  }
}

/** Files under `dir`, relative to it. */
async function filesUnder(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir, { recursive: true, withFileTypes: true }))
      .filter((e) => e.isFile())
      .map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
  } catch {
    return [];
  }
}

/** Moves every file of `from` into `to` by rename, then removes the files of `to` that `from` did not have. */
async function replaceFiles(from: string, to: string): Promise<void> {
  const fresh = await filesUnder(from);
  for (const file of fresh) {
    await mkdir(path.dirname(path.join(to, file)), { recursive: true });
    await rename(path.join(from, file), path.join(to, file));
  }
  const keep = new Set(fresh);
  for (const file of await filesUnder(to)) if (!keep.has(file)) await rm(path.join(to, file));
  await rm(from, { recursive: true, force: true });
}

export async function compileMessages(): Promise<void> {
  const work = path.join(ROOT, `build/.messages-${process.pid}`);
  const source = path.join(work, 'source');
  const out = path.join(work, 'compiled');
  await rm(work, { recursive: true, force: true });
  const frame = await readCatalogue(path.join(ROOT, 'locales/en.json'), true);
  await writeMerged(path.join(source, 'frame'), frame, (locale) => readCatalogue(path.join(ROOT, `locales/${locale}.json`), false));
  const pages = await contentPages();
  for (const page of pages) {
    const dir = path.join(ROOT, 'locales/pages', page);
    const english = await readCatalogue(path.join(dir, 'en.json'), true);
    await writeMerged(
      path.join(source, 'pages', page),
      english,
      (locale) => readCatalogue(path.join(dir, `${locale}.json`), false),
      `content.${page}.`,
    );
  }
  const formatjs = path.join(ROOT, 'node_modules/.bin/formatjs');
  const compile = (from: string, to: string) => exec(formatjs, ['compile-folder', '--ast', '--format', 'simple', from, to], { cwd: ROOT });
  await mkdir(out, { recursive: true });
  await compile(path.join(source, 'frame'), out);
  await Promise.all(
    pages.map(async (page) => {
      await mkdir(path.join(out, 'pages', page), { recursive: true });
      await compile(path.join(source, 'pages', page), path.join(out, 'pages', page));
    }),
  );
  await replaceFiles(out, path.join(ROOT, 'build/messages'));
  await rm(work, { recursive: true, force: true });
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
