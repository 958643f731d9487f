/**
 * The client build's manifest: which script, chunk and style sheet files a page needs. A page
 * carries its critical CSS inline: of its own sheets (the entry's, the footer's, then those of the
 * chunks it renders with: its body, its blocks and tools), the rules its markup can match
 * (page-css.ts), in one <style> allowed by its hash in the page's own Content-Security-Policy. No
 * style sheet blocks its first paint. Each of those sheets is named by a disabled <link>, which the
 * browser does not fetch, and which the boot script replaces with a live one after the first paint:
 * the entry hydrates once they have loaded, and Vite's chunk loader, which looks for the link,
 * does not load them again. The sheets of other pages load with their chunks, when a navigation
 * inside the app goes there.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { DEFERRED_VIEW_SOURCES } from '../app/page-module-source.ts';
import { BOOT_SCRIPT_HASH } from './boot-script.ts';
import { parseSheet, type SheetRules } from './page-css.ts';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

export const CLIENT_ENTRY = 'src/app/entry-client.tsx';

export interface PageAssets {
  /** The client entry, a module script. */
  readonly script: string;
  /** Module scripts that run before the entry (development: Vite's client and the React refresh preamble). */
  readonly scriptsBefore?: readonly string[];
  /** Style sheets to link (development: none, Vite injects them). */
  readonly styles: readonly string[];
  /**
   * The page's own style sheets (a build), whose rules the page's markup can match are written
   * inline, in one <style>, and which are linked in full after the first paint.
   */
  readonly inlineStyles?: readonly InlineStyle[];
  readonly preloads: readonly string[];
  /** The URL of each of the page's own sources (its body, its content), which the entry imports directly. */
  readonly modules?: Readonly<Record<string, string>>;
  /** Start the scripts after the first paint (boot-script.ts) instead of from the head (a build: yes). */
  readonly afterFirstPaint?: boolean;
}

/** A style sheet of the build whose rules are written into the page: its file, its text and its rules. */
export interface InlineStyle {
  readonly href: string;
  readonly css: string;
  readonly rules: SheetRules;
}

export interface AssetIndex {
  /** Files for a page: the entry and the chunks of the given sources (see pageModuleSources). */
  forPage(sources: readonly string[], locale: string): PageAssets;
  /** CSP sources that allow the inline boot script. */
  readonly scriptHashes?: readonly string[];
  /** The build's id (dist/client/_build/latest.json); none in development. */
  readonly buildId?: string | null;
}

/** A CSP hash source for a <style> element's text. */
export function styleHash(css: string): string {
  return `'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`;
}

export async function loadAssetIndex(clientDir: string): Promise<AssetIndex> {
  const manifest = JSON.parse(await readFile(path.join(clientDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entry = manifest[CLIENT_ENTRY];
  if (!entry) throw new Error(`${CLIENT_ENTRY} is not in the client manifest: run npm run build`);
  /** A chunk and every chunk it statically imports, once each. */
  const closure = (key: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) closure(dep, seen);
    return seen;
  };
  /**
   * The style sheets of a chunk and of every chunk it statically imports, a chunk's imports before
   * it, as the cascade of the modules' imports has them.
   */
  const sheetsOf = (key: string, into: Set<string>, seen = new Set<string>()): Set<string> => {
    if (seen.has(key) || !manifest[key]) return into;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) sheetsOf(dep, into, seen);
    for (const file of manifest[key].css ?? []) into.add(file);
    return into;
  };
  const entryKeys = closure(CLIENT_ENTRY);
  const url = (file: string) => `/${file}`;
  const sheetFiles = [
    ...new Set(Object.values(manifest).flatMap((chunk) => [...(chunk.css ?? []), ...(chunk.file.endsWith('.css') ? [chunk.file] : [])])),
  ].sort();
  const sheets = new Map(
    await Promise.all(
      sheetFiles.map(async (file) => {
        const css = (await readFile(path.join(clientDir, file), 'utf8')).trim();
        if (/<\/style/i.test(css)) throw new Error(`${file} contains </style and cannot be written inline`);
        return [file, { href: url(file), css, rules: parseSheet(css) }] as const;
      }),
    ),
  );
  const buildId = await readFile(path.join(clientDir, '_build/latest.json'), 'utf8')
    .then((text) => (JSON.parse(text) as { id?: string }).id ?? null)
    .catch(() => null);
  const cache = new Map<string, PageAssets>();
  return {
    forPage(sources, locale) {
      const key = `${sources.join(',')}|${locale}`;
      const hit = cache.get(key);
      if (hit) return hit;
      const keys = new Set<string>(entryKeys);
      // The locale's catalogue is not among them: the page carries the part it needs (src/app/frame-messages.ts).
      for (const k of sources) closure(k, keys);
      const preloads: string[] = [];
      for (const k of keys) if (k !== CLIENT_ENTRY) preloads.push(url(manifest[k]!.file));
      const files = sheetsOf(CLIENT_ENTRY, new Set());
      // The footer's, which hydrates after the page from a chunk the page does not preload, but shows at once.
      for (const k of DEFERRED_VIEW_SOURCES) sheetsOf(k, files);
      for (const k of sources) sheetsOf(k, files);
      const inlineStyles = [...files].map((file) => sheets.get(file)!);
      const modules = Object.fromEntries(sources.flatMap((k) => (manifest[k] ? [[k, url(manifest[k].file)]] : [])));
      const assets = { script: url(entry.file), styles: [], inlineStyles, preloads, modules, afterFirstPaint: true };
      cache.set(key, assets);
      return assets;
    },
    scriptHashes: [BOOT_SCRIPT_HASH],
    buildId,
  };
}

/**
 * Development (scripts/dev.ts): every page loads the entry's source through Vite, after Vite's
 * client (HMR) and @vitejs/plugin-react's preamble module, which Fast Refresh needs before any
 * component runs. Vite injects styles and loads chunks itself, so there is nothing else to list.
 */
export function devAssetIndex(): AssetIndex {
  const assets: PageAssets = {
    script: `/${CLIENT_ENTRY}`,
    scriptsBefore: ['/@vite/client', '/@id/@vitejs/plugin-react/preamble'],
    styles: [],
    preloads: [],
  };
  return { forPage: () => assets };
}
