/**
 * The prerendered pages (src/server/prerender.ts) as the server reads them: the manifest at
 * start, a page's three forms (HTML, gzip, brotli) from their pack file when it is first asked for,
 * into the page cache from there. Each prerender is made for one set of settings (src/server/page-document.ts,
 * renderSettingsKey) and kept in a folder named by their key: a server reads the one for its own
 * settings, never another's (another origin, help desk or build, whose pages would carry the wrong
 * links), and renders on request while there is none.
 */
import { open, readFile, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import type { EditionId } from '../../generated/editions.ts';
import type { LocalePrefix } from '../../generated/locales.ts';
import type { Logger } from './log.ts';
import type { CachedPage } from './page-cache.ts';

export const PRERENDER_MANIFEST = 'manifest.json';

/** Where a form of a page is in its pack file: offset and length in bytes. */
export type PackSlice = readonly [offset: number, length: number];

/** A prerendered page: the pack file its forms are in and their places, its status and the query its render reads. */
export interface PrerenderedEntry {
  readonly pack: string;
  readonly html: PackSlice;
  readonly gzip: PackSlice;
  readonly br: PackSlice;
  readonly status: number;
  readonly query: readonly string[];
  /** The CSP source that allows its inline style (html.ts). */
  readonly styleSrc?: string;
  /** One of the files of a page that leads with the visitor's platform. */
  readonly byPlatform?: boolean;
}

export interface PrerenderManifest {
  readonly version: 3;
  /** The settings the pages were made with (renderSettingsKey). */
  readonly key: string;
  /** By `${edition}|${path}`, and `${edition}|${path}|${platform}` for a page that leads with the platform. */
  readonly pages: Record<string, PrerenderedEntry>;
  /** Each edition's and locale's 404 page, by `${edition}|${locale}`. */
  readonly notFound: Record<string, PrerenderedEntry>;
  /** `${edition}|${path}` of the pages kept once per platform. */
  readonly byPlatform: string[];
}

/** The request headers a page that leads with the visitor's platform is read from (site.ts's Vary). */
export const PLATFORM_HEADERS = 'User-Agent, Sec-CH-UA-Platform';

export class PrerenderedPages {
  private readonly loading = new Map<string, Promise<CachedPage | undefined>>();
  /** The pack files, opened on first use and kept open (a newer prerender is another folder). */
  private readonly packs = new Map<string, Promise<FileHandle>>();

  private constructor(
    private readonly dir: string,
    private readonly manifest: PrerenderManifest,
    private readonly log: Logger,
  ) {}

  /**
   * The prerender for the settings of `key` under `root` (each key has a folder of its own); null
   * (logged) when there is none.
   */
  static async open(root: string, key: string, log: Logger): Promise<PrerenderedPages | null> {
    const dir = path.join(root, key);
    let manifest: PrerenderManifest;
    try {
      manifest = JSON.parse(await readFile(path.join(dir, PRERENDER_MANIFEST), 'utf8')) as PrerenderManifest;
    } catch {
      log.log('info', 'no prerendered pages for these settings: pages render on request until they are made', { dir });
      return null;
    }
    if (manifest.version !== 3 || manifest.key !== key) {
      log.log('info', 'prerendered pages were made with other settings: pages render on request until they are made for these', { dir });
      return null;
    }
    log.log('info', 'prerendered pages', { pages: Object.keys(manifest.pages).length, notFound: Object.keys(manifest.notFound).length });
    return new PrerenderedPages(dir, manifest, log);
  }

  /** `${edition}|${path}` of the pages kept once per platform. */
  get byPlatform(): readonly string[] {
    return this.manifest.byPlatform;
  }

  has(key: string): boolean {
    return Object.hasOwn(this.manifest.pages, key);
  }

  /** The page prerendered for a cache key, read from its files; undefined when there is none or they cannot be read. */
  page(key: string): Promise<CachedPage | undefined> | undefined {
    const entry = this.has(key) ? this.manifest.pages[key] : undefined;
    return entry ? this.read(key, entry) : undefined;
  }

  hasNotFound(edition: EditionId, locale: LocalePrefix): boolean {
    return Object.hasOwn(this.manifest.notFound, `${edition}|${locale}`);
  }

  /** The 404 page of an edition's locale. */
  notFound(edition: EditionId, locale: LocalePrefix): Promise<CachedPage | undefined> | undefined {
    const key = `${edition}|${locale}`;
    const entry = this.hasNotFound(edition, locale) ? this.manifest.notFound[key] : undefined;
    return entry ? this.read(`404|${key}`, entry) : undefined;
  }

  private pack(name: string): Promise<FileHandle> {
    let handle = this.packs.get(name);
    if (!handle) {
      handle = open(path.join(this.dir, name), 'r');
      // A pack that cannot be opened now may be there on the next request.
      handle.catch(() => this.packs.delete(name));
      this.packs.set(name, handle);
    }
    return handle;
  }

  private async slice(pack: string, [offset, length]: PackSlice): Promise<Buffer> {
    const handle = await this.pack(pack);
    const buffer = Buffer.allocUnsafe(length);
    let read = 0;
    while (read < length) {
      const { bytesRead } = await handle.read(buffer, read, length - read, offset + read);
      if (bytesRead === 0) throw new Error(`${pack} ends before ${offset + length}`);
      read += bytesRead;
    }
    return buffer;
  }

  /** Reads a page's forms once however many requests ask for it meanwhile. */
  private read(key: string, entry: PrerenderedEntry): Promise<CachedPage | undefined> {
    let pending = this.loading.get(key);
    if (!pending) {
      pending = Promise.all([this.slice(entry.pack, entry.html), this.slice(entry.pack, entry.gzip), this.slice(entry.pack, entry.br)])
        .then(([html, gzip, br]): CachedPage => ({
          status: entry.status,
          html,
          gzip,
          br,
          query: entry.query,
          ...(entry.styleSrc ? { styleSrc: entry.styleSrc } : {}),
          ...(entry.byPlatform ? { vary: PLATFORM_HEADERS } : {}),
        }))
        .catch((error: unknown) => {
          // A file gone missing under a running server: the page renders on request.
          this.log.log('error', 'prerendered page unreadable', {
            pack: entry.pack,
            error: error instanceof Error ? error.message : String(error),
          });
          return undefined;
        })
        .finally(() => this.loading.delete(key));
      this.loading.set(key, pending);
    }
    return pending;
  }
}
