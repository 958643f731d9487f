/** Rendered pages kept in memory with their compressed variants, oldest out first. */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Encoding } from './negotiate.ts';

export interface CachedPage {
  readonly status: number;
  readonly html: Buffer;
  /** Request headers the page depends on besides the path, for the Vary header (e.g. User-Agent). */
  readonly vary?: string;
  /** The visitor's own data is in it: sent once, private, never kept. */
  readonly personal?: boolean;
  br?: Buffer;
  gzip?: Buffer;
}

export function encoded(page: CachedPage, encoding: Encoding): Buffer {
  if (encoding === 'br') return (page.br ??= brotliCompressSync(page.html, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }));
  if (encoding === 'gzip') return (page.gzip ??= gzipSync(page.html, { level: 9 }));
  return page.html;
}

interface Entry {
  readonly page: CachedPage;
  /** When the page stops being served (ms since the epoch); Infinity for a page of fixed texts. */
  readonly until: number;
}

export class PageCache {
  private readonly pages = new Map<string, Entry>();

  constructor(
    private readonly capacity: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): CachedPage | undefined {
    const entry = this.pages.get(key);
    if (entry && entry.until <= this.now()) {
      this.pages.delete(key);
      return undefined;
    }
    return entry?.page;
  }

  /** Keeps a page, for `maxAgeMs` when given (a page showing live data), else until it is pushed out. */
  set(key: string, page: CachedPage, maxAgeMs = Infinity): void {
    if (this.capacity <= 0 || maxAgeMs <= 0) return;
    this.pages.delete(key);
    this.pages.set(key, { page, until: this.now() + maxAgeMs });
    while (this.pages.size > this.capacity) this.pages.delete(this.pages.keys().next().value!);
  }

  get size(): number {
    return this.pages.size;
  }
}
