/**
 * The client build's manifest: which script and chunk files a page needs. The build's style sheets
 * are small (a few KiB compressed), so every page carries all of them inline: nothing blocks the
 * first paint, and a navigation inside the app never waits for a style sheet (vite.config.ts builds
 * one sheet for the whole app, so no chunk loads one of its own). The Content-Security-Policy allows each by its hash.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { BOOT_SCRIPT_HASH } from './boot-script.ts';

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
  /** Style sheets to write inline, each its own <style> element (a build: every sheet of it). */
  readonly inlineStyles?: readonly string[];
  readonly preloads: readonly string[];
  /** Start the scripts after the first paint (boot-script.ts) instead of from the head (a build: yes). */
  readonly afterFirstPaint?: boolean;
}

export interface AssetIndex {
  /** Files for a page: the entry, the chunks of the given sources (see pageModuleSources) and its locale's messages. */
  forPage(sources: readonly string[], locale: string): PageAssets;
  /** CSP sources that allow the inline style sheets ('sha256-…'). */
  readonly styleHashes?: readonly string[];
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
  const entryKeys = closure(CLIENT_ENTRY);
  const url = (file: string) => `/${file}`;
  // The app's style sheets (one, built with cssCodeSplit off; the entry's first should there be more).
  const sheetFiles = [
    ...new Set([
      ...(entry.css ?? []),
      ...Object.values(manifest)
        .flatMap((chunk) => [...(chunk.css ?? []), ...(chunk.file.endsWith('.css') ? [chunk.file] : [])])
        .sort(),
    ]),
  ];
  const inlineStyles = await Promise.all(
    sheetFiles.map(async (file) => {
      const css = (await readFile(path.join(clientDir, file), 'utf8')).trim();
      if (/<\/style/i.test(css)) throw new Error(`${file} contains </style and cannot be written inline`);
      return css;
    }),
  );
  const styleHashes = inlineStyles.map(styleHash);
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
      for (const k of [...sources, `build/messages/${locale}.json`]) closure(k, keys);
      const preloads: string[] = [];
      for (const k of keys) if (k !== CLIENT_ENTRY) preloads.push(url(manifest[k]!.file));
      const assets = { script: url(entry.file), styles: [], inlineStyles, preloads, afterFirstPaint: true };
      cache.set(key, assets);
      return assets;
    },
    styleHashes,
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
