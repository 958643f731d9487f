/**
 * Rendered images by cache key: in memory (least recently used first out, bounded by bytes), on
 * disk (kept across restarts), and one render per key at a time: a request for a key being
 * rendered waits for that render.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '../log.ts';

export interface CachedImage {
  readonly data: Buffer;
  /** A strong validator: a hash of the bytes. */
  readonly etag: string;
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data);

export function cachedImage(data: Buffer): CachedImage {
  return { data, etag: `"${sha256(data).digest('base64url').slice(0, 27)}"` };
}

/** A map that forgets its least recently used entries when their bytes pass `maxBytes`. */
export class ByteLru {
  private readonly entries = new Map<string, CachedImage>();
  private total = 0;

  constructor(private readonly maxBytes: number) {}

  get bytes(): number {
    return this.total;
  }

  get(key: string): CachedImage | undefined {
    const entry = this.entries.get(key);
    if (entry) {
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  set(key: string, entry: CachedImage): void {
    this.delete(key);
    if (entry.data.length > this.maxBytes) return;
    this.entries.set(key, entry);
    this.total += entry.data.length;
    for (const [oldest, old] of this.entries) {
      if (this.total <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.total -= old.data.length;
    }
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.total -= entry.data.length;
  }
}

/** Files named by a hash of their key. A failure to read or write is logged and treated as a miss. */
export class DiskCache {
  private ready: Promise<unknown> | null = null;

  constructor(
    private readonly dir: string,
    private readonly log?: Logger,
  ) {}

  fileOf(key: string): string {
    return path.join(this.dir, `${sha256(key).digest('hex')}.img`);
  }

  async read(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.fileOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') this.warn('image cache read failed', error);
      return null;
    }
  }

  /** Writes through a temporary file, so a reader never sees half an image. */
  async write(key: string, data: Buffer): Promise<void> {
    const file = this.fileOf(key);
    const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      this.ready ??= mkdir(this.dir, { recursive: true });
      await this.ready;
      await writeFile(temporary, data);
      await rename(temporary, file);
    } catch (error) {
      this.ready = null;
      this.warn('image cache write failed', error);
      await rm(temporary, { force: true }).catch(() => undefined);
    }
  }

  private warn(msg: string, error: unknown): void {
    this.log?.log('warn', msg, { dir: this.dir, error: error instanceof Error ? error.message : String(error) });
  }
}

export interface ImageCacheOptions {
  readonly memoryBytes: number;
  /** Null: memory only. */
  readonly disk: DiskCache | null;
}

export class ImageCache {
  private readonly memory: ByteLru;
  private readonly inFlight = new Map<string, Promise<CachedImage>>();

  constructor(private readonly options: ImageCacheOptions) {
    this.memory = new ByteLru(options.memoryBytes);
  }

  /** The image of `key`: from memory, else from disk, else rendered once however many ask at once. */
  get(key: string, render: () => Promise<Buffer>): Promise<CachedImage> {
    const hit = this.memory.get(key);
    if (hit) return Promise.resolve(hit);
    let pending = this.inFlight.get(key);
    if (!pending) {
      pending = this.load(key, render).finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, pending);
    }
    return pending;
  }

  private async load(key: string, render: () => Promise<Buffer>): Promise<CachedImage> {
    const { disk } = this.options;
    const stored = await disk?.read(key);
    if (stored) {
      const entry = cachedImage(stored);
      this.memory.set(key, entry);
      return entry;
    }
    const entry = cachedImage(await render());
    this.memory.set(key, entry);
    await disk?.write(key, entry.data);
    return entry;
  }
}
