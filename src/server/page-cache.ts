/** Rendered pages kept in memory with their compressed variants, oldest out first. */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Encoding } from './negotiate.ts';

export interface CachedPage {
  readonly status: number;
  readonly html: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

export function encoded(page: CachedPage, encoding: Encoding): Buffer {
  if (encoding === 'br') return (page.br ??= brotliCompressSync(page.html, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }));
  if (encoding === 'gzip') return (page.gzip ??= gzipSync(page.html, { level: 9 }));
  return page.html;
}

export class PageCache {
  private readonly pages = new Map<string, CachedPage>();

  constructor(private readonly capacity: number) {}

  get(key: string): CachedPage | undefined {
    return this.pages.get(key);
  }

  set(key: string, page: CachedPage): void {
    if (this.capacity <= 0) return;
    this.pages.delete(key);
    this.pages.set(key, page);
    while (this.pages.size > this.capacity) this.pages.delete(this.pages.keys().next().value!);
  }

  get size(): number {
    return this.pages.size;
  }
}
