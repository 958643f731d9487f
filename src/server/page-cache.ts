/**
 * Rendered pages kept in memory with their compressed forms: least recently used out first, within
 * a budget of bytes (every form of a page counts). Compression runs on libuv's thread pool, once
 * per page and form, and never on the event loop.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Encoding } from './negotiate.ts';

const br = promisify(brotliCompress);
const gz = promisify(gzip);

/** Brotli's quality for a page compressed on request: within 2 % of quality 9's size at a tenth of its time. */
const BROTLI_QUALITY = 5;

export interface CachedPage {
  readonly status: number;
  readonly html: Buffer;
  /** Request headers the page depends on besides the path, for the Vary header (e.g. User-Agent). */
  readonly vary?: string;
  /** The visitor's own data is in it: sent once, private, never kept. */
  readonly personal?: boolean;
  /** Query parameters the page's render reads: a request with one is rendered for itself. */
  readonly query?: readonly string[];
  /** The CSP source that allows its inline style, for its answer's policy. */
  readonly styleSrc?: string;
  br?: Buffer;
  gzip?: Buffer;
  /** Its payload (page-document.ts pagePayload), made when first asked for. */
  payload?: Buffer;
  /** The headers of its answers on the server's fast path, by encoding (site.ts). */
  heads?: Partial<Record<NonNullable<Encoding> | 'identity', Readonly<Record<string, string>>>>;
}

/** The page's body in an encoding, compressed once and kept with the page. */
export async function encoded(page: CachedPage, encoding: Encoding): Promise<Buffer> {
  if (encoding === 'br')
    return (page.br ??= await br(page.html, {
      params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: page.html.length },
    }));
  if (encoding === 'gzip') return (page.gzip ??= await gz(page.html, { level: 6 }));
  return page.html;
}

/** The bytes a page holds, all its forms. */
export const pageBytes = (page: CachedPage): number =>
  page.html.length + (page.br?.length ?? 0) + (page.gzip?.length ?? 0) + (page.payload?.length ?? 0);

interface Entry {
  readonly page: CachedPage;
  /** When the page stops being served (ms since the epoch); Infinity for a page of fixed texts. */
  readonly until: number;
  /** What the page counted for when it was last measured. */
  bytes: number;
}

export class PageCache {
  /** In order of use, the least recently used first (a Map keeps insertion order). */
  private readonly pages = new Map<string, Entry>();
  private total = 0;

  constructor(
    /** The budget in bytes (0 keeps nothing). */
    private readonly capacity: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): CachedPage | undefined {
    const entry = this.pages.get(key);
    if (!entry) return undefined;
    this.pages.delete(key);
    if (entry.until <= this.now()) {
      this.total -= entry.bytes;
      return undefined;
    }
    this.pages.set(key, entry);
    return entry.page;
  }

  /** Keeps a page, for `maxAgeMs` when given (a page showing live data), else until it is pushed out. */
  set(key: string, page: CachedPage, maxAgeMs = Infinity): void {
    if (this.capacity <= 0 || maxAgeMs <= 0) return;
    this.remove(key);
    const entry: Entry = { page, until: this.now() + maxAgeMs, bytes: pageBytes(page) };
    this.pages.set(key, entry);
    this.total += entry.bytes;
    this.trim();
  }

  /** Counts what a kept page has grown by (a compressed form added since it was kept). */
  measure(key: string): void {
    const entry = this.pages.get(key);
    if (!entry) return;
    const bytes = pageBytes(entry.page);
    this.total += bytes - entry.bytes;
    entry.bytes = bytes;
    this.trim();
  }

  private remove(key: string): void {
    const entry = this.pages.get(key);
    if (!entry) return;
    this.pages.delete(key);
    this.total -= entry.bytes;
  }

  /** Least recently used out until the pages fit; a single page larger than the budget is not kept. */
  private trim(): void {
    for (const [key] of this.pages) {
      if (this.total <= this.capacity) return;
      this.remove(key);
    }
  }

  get size(): number {
    return this.pages.size;
  }

  get bytes(): number {
    return this.total;
  }
}
