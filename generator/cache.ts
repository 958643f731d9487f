/**
 * A small content-addressed cache in node_modules/.cache/spec-generator/ (where build tools keep
 * theirs): a value is stored under the SHA-256 of everything it depends on, so an entry is either
 * exactly right or never found. Used for Prettier's output and openapi-typescript's, which cost most
 * of a cold run and change only when their input does. A missing, unreadable or corrupt cache is a
 * miss; writing it is best-effort (a read-only checkout still generates).
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { GENERATOR_DIR } from './paths.ts';

export const CACHE_DIR = path.join(GENERATOR_DIR, '../node_modules/.cache/spec-generator');

/** The installed version of a package (part of the key of anything it computes). */
export function packageVersion(name: string): string {
  const file = createRequire(import.meta.url).resolve(`${name}/package.json`);
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

/** The key of a value computed from these parts. */
export function cacheKey(...parts: readonly string[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(`${part.length}:${part}`);
  return hash.digest('hex');
}

interface CacheFile {
  /** Entries in the order they were added, oldest first. */
  entries: Record<string, string>;
}

/**
 * One JSON file of key → text, keeping the `limit` most recently added entries; a run that only
 * reads it writes nothing.
 */
export class TextCache {
  private entries: Map<string, string> | undefined;
  private changed = false;

  constructor(
    private readonly file: string,
    private readonly limit = 100,
  ) {}

  private load(): Map<string, string> {
    if (this.entries) return this.entries;
    this.entries = new Map();
    try {
      const data = JSON.parse(readFileSync(this.file, 'utf8')) as CacheFile;
      for (const [key, value] of Object.entries(data.entries)) if (typeof value === 'string') this.entries.set(key, value);
    } catch {
      // No cache yet, or one this version cannot read: start empty.
    }
    return this.entries;
  }

  get(key: string): string | undefined {
    return this.load().get(key);
  }

  set(key: string, value: string): void {
    const entries = this.load();
    entries.delete(key);
    entries.set(key, value);
    while (entries.size > this.limit) entries.delete(entries.keys().next().value!);
    this.changed = true;
  }

  /** Writes the file when anything was added (through a temporary file, so readers never see half of it). */
  save(): void {
    if (!this.changed || !this.entries) return;
    try {
      mkdirSync(path.dirname(this.file), { recursive: true });
      const temp = `${this.file}.${process.pid}.tmp`;
      writeFileSync(temp, JSON.stringify({ entries: Object.fromEntries(this.entries) } satisfies CacheFile));
      renameSync(temp, this.file);
      this.changed = false;
    } catch {
      // A cache that cannot be written only makes the next run slower.
    }
  }
}
