/**
 * npm run size (part of npm test, after the build): the JavaScript the main page loads first, as the
 * server lists it (its entry and preloads), gzip-compressed (level 9) file by file, with the modules
 * each file holds from the build's manifest; what the page fetches later, as its hydration reaches
 * the views that hydrate after it (the footer); and the style sheets (the main page's critical CSS,
 * the sheets it links after its first paint, and all of the build's). Prints the report, largest first, and exits 1 when either total passes its
 * budget, so the page cannot grow unnoticed.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { BODIES_BEFORE_MODELS, DEFERRED_VIEW_SOURCES, pageModuleSources } from '../src/app/page-module-source.ts';
import { loadAssetIndex } from '../src/server/assets.ts';
import { PRERENDER_MANIFEST, type PrerenderManifest } from '../src/server/prerendered.ts';
import { ROOT } from './paths.ts';

/** The budget of the build's style sheets, all of them, gzip (issue: under 20 KiB). */
export const CSS_BUDGET_BYTES = 20 * 1024;

/** The budget of the main page's first-load JavaScript, gzip. */
export const MAIN_PAGE_BUDGET_BYTES = 95 * 1024;

interface ManifestChunk {
  readonly file: string;
  readonly name?: string;
  readonly src?: string;
  readonly isEntry?: boolean;
  readonly imports?: readonly string[];
}

type Manifest = Record<string, ManifestChunk>;

const readManifest = async (clientDir: string) =>
  JSON.parse(await readFile(path.join(clientDir, '.vite/manifest.json'), 'utf8')) as Manifest;

const KiB = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

export async function mainPageReport(clientDir = path.join(ROOT, 'dist/client')) {
  const manifest = await readManifest(clientDir);
  const assets = (await loadAssetIndex(clientDir)).forPage(pageModuleSources('main', 'en'), 'en');
  const files = [assets.script, ...assets.preloads].filter((file) => file.endsWith('.js'));
  const parts = await Promise.all(
    files.map(async (file) => {
      const data = await readFile(path.join(clientDir, file));
      const sources = Object.entries(manifest)
        .filter(([, chunk]) => `/${chunk.file}` === file)
        .map(([key, chunk]) => chunk.src ?? chunk.name ?? key);
      return { file, gzip: gzipSync(data, { level: 9 }).length, raw: data.length, holds: sources.length ? sources : ['(shared chunk)'] };
    }),
  );
  parts.sort((a, b) => b.gzip - a.gzip);
  return { parts, total: parts.reduce((sum, part) => sum + part.gzip, 0) };
}

/**
 * The page bodies that hydrate before the models (src/app/page-registry.ts) whose first load,
 * with the entry's, holds the Effector chunk (named in vite.config.ts): none, or the body's views
 * read a model directly, and the page would hydrate without its scope.
 */
export async function bodiesWithModels(clientDir = path.join(ROOT, 'dist/client')): Promise<string[]> {
  const manifest = await readManifest(clientDir);
  const closure = (key: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) closure(dep, seen);
    return seen;
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry) throw new Error('The build manifest has no entry');
  const holdsEffector = (keys: Set<string>) => [...keys].some((key) => manifest[key]!.name === 'effector');
  return [...BODIES_BEFORE_MODELS, null]
    .filter((body) => holdsEffector(body ? closure(`src/pages/${body}/index.ts`, closure(entry)) : closure(entry)))
    .map((body) => body ?? '(the entry)');
}

/**
 * The chunks of the views that hydrate after the page (the footer, DEFERRED_VIEW_SOURCES): fetched
 * when hydration reaches them, not preloaded, so not in the first load; reported beside it.
 */
export async function deferredReport(firstLoad: readonly string[], clientDir = path.join(ROOT, 'dist/client')) {
  const manifest = await readManifest(clientDir);
  const loaded = new Set(firstLoad);
  const files = new Set<string>();
  const walk = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(`/${chunk.file}`)) return;
    if (!loaded.has(`/${chunk.file}`)) files.add(`/${chunk.file}`);
    for (const dep of chunk.imports ?? []) walk(dep);
  };
  for (const source of DEFERRED_VIEW_SOURCES) walk(source);
  const sizes = await Promise.all(
    [...files].map(async (file) => gzipSync(await readFile(path.join(clientDir, file)), { level: 9 }).length),
  );
  return { files: [...files], total: sizes.reduce((sum, size) => sum + size, 0) };
}

/** The main page's HTML, as the newest prerender (npm run build) has it. */
async function prerenderedMainPage(root = path.join(ROOT, 'dist/prerendered')): Promise<string> {
  const folders = await Promise.all(
    (await readdir(root, { withFileTypes: true }))
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
      .map(async (entry) => ({ dir: path.join(root, entry.name), time: (await stat(path.join(root, entry.name))).mtimeMs })),
  );
  for (const { dir } of folders.sort((a, b) => b.time - a.time)) {
    const manifest = JSON.parse(await readFile(path.join(dir, PRERENDER_MANIFEST), 'utf8').catch(() => '{}')) as Partial<PrerenderManifest>;
    const entry = manifest.pages?.['MAIN|/'];
    if (!entry) continue;
    const [offset, length] = entry.html;
    return (await readFile(path.join(dir, entry.pack))).subarray(offset, offset + length).toString('utf8');
  }
  throw new Error(`no prerendered main page under ${root}: run npm run build`);
}

/**
 * The style sheets: the main page's critical CSS, inline in its HTML; the sheets it links after its
 * first paint; and every sheet of the build, gzip.
 */
export async function styleReport(clientDir = path.join(ROOT, 'dist/client')) {
  const assets = (await loadAssetIndex(clientDir)).forPage(pageModuleSources('main', 'en'), 'en');
  const gzip = (text: string) => gzipSync(text, { level: 9 }).length;
  const html = await prerenderedMainPage();
  const inline = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('');
  const files = (await readdir(path.join(clientDir, 'assets'))).filter((file) => file.endsWith('.css'));
  const all = await Promise.all(files.map(async (file) => gzip(await readFile(path.join(clientDir, 'assets', file), 'utf8'))));
  const sheets = assets.inlineStyles ?? [];
  return {
    inline: gzip(inline),
    inlineRaw: inline.length,
    linked: sheets.reduce((sum, sheet) => sum + gzip(sheet.css), 0),
    linkedRaw: sheets.reduce((sum, sheet) => sum + sheet.css.length, 0),
    linkedFiles: sheets.map((sheet) => sheet.href),
    total: all.reduce((sum, size) => sum + size, 0),
    files: files.length,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { parts, total } = await mainPageReport();
  for (const part of parts) console.log(`${KiB(part.gzip).padStart(10)}  ${part.file.padEnd(44)} ${part.holds.join(', ')}`);
  const ok = total <= MAIN_PAGE_BUDGET_BYTES;
  console.log(
    `${ok ? 'ok  ' : 'OVER'}  main page JavaScript: ${KiB(total)} gzip in ${parts.length} files (budget ${KiB(MAIN_PAGE_BUDGET_BYTES)})`,
  );
  const deferred = await deferredReport(parts.map((part) => part.file));
  console.log(
    `          then, as hydration reaches them: ${KiB(deferred.total)} gzip in ${deferred.files.length} files (${DEFERRED_VIEW_SOURCES.join(', ')})`,
  );
  const css = await styleReport();
  const cssOk = css.total <= CSS_BUDGET_BYTES;
  console.log(`          main page CSS, inline: ${KiB(css.inline)} gzip (${KiB(css.inlineRaw)} of rules its markup can match)`);
  console.log(
    `          then, after its first paint: ${KiB(css.linked)} gzip, ${KiB(css.linkedRaw)} in full (${css.linkedFiles.join(', ')})`,
  );
  console.log(`${cssOk ? 'ok  ' : 'OVER'}  all CSS: ${KiB(css.total)} gzip in ${css.files} files (budget ${KiB(CSS_BUDGET_BYTES)})`);
  const withModels = await bodiesWithModels();
  console.log(
    withModels.length === 0
      ? `ok    no Effector in the first load of the entry and of the bodies ${[...BODIES_BEFORE_MODELS].join(', ')}`
      : `FAIL  Effector in the first load of ${withModels.join(', ')}: their views must read the models through shared/model-view`,
  );
  process.exitCode = ok && cssOk && withModels.length === 0 ? 0 : 1;
}
