/**
 * openapi-typescript in a worker thread. Its import (TypeScript and Redocly) takes most of a cold
 * generator run, so the launcher starts it first and it loads on the second core while the main
 * thread validates the spec and emits everything else. With a cache, a document rendered before is
 * not rendered again: the worker is stopped as soon as the cache answers.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { cacheKey, packageVersion, type TextCache } from './cache.ts';
import { GENERATOR_DIR } from './paths.ts';

/** The worker is plain JavaScript: no TypeScript loader needed (execArgv: []). */
export function startOpenApiWorker(): Worker {
  return new Worker(path.join(GENERATOR_DIR, 'openapi-worker.mjs'), { execArgv: [] });
}

/** What the cache keeps for one api.yaml text: the key of the document rendered from it, and the types. */
interface CachedTypes {
  doc: string;
  text: string;
}

export class OpenApiTypes {
  private worker: Worker | undefined;
  /** The cache entry's key for the prefetched file, and what it held. */
  private prefetched: { key: string; entry: CachedTypes | undefined } | undefined;
  private cache: TextCache | undefined;

  /** `worker` may be started by the launcher before the generator's own modules load. */
  constructor(
    worker: Worker | undefined = undefined,
    private readonly phase: (label: string) => void = () => undefined,
  ) {
    this.worker = worker;
  }

  private started(): Worker {
    this.worker ??= startOpenApiWorker();
    return this.worker;
  }

  /** Keeps rendered types in `cache`, keyed by the api.yaml text and openapi-typescript's version. */
  useCache(cache: TextCache): void {
    this.cache = cache;
  }

  render(doc: unknown): Promise<string> {
    const docKey = cacheKey(JSON.stringify(doc));
    const hit = this.prefetched?.entry;
    if (hit && hit.doc === docKey) {
      this.phase('openapi-typescript output from the cache');
      return Promise.resolve(hit.text);
    }
    const worker = this.started();
    return new Promise<string>((resolve, reject) => {
      worker.once('message', (m: { ok: true; text: string } | { ok: false; message: string }) => {
        this.phase('openapi-typescript done');
        if (m.ok) resolve(m.text);
        else reject(new Error(`openapi-typescript: ${m.message}`));
      });
      worker.once('error', reject);
      this.phase('API document sent to openapi-typescript');
      worker.postMessage({ kind: 'render', doc });
    }).then((text) => {
      if (this.prefetched && this.cache) this.cache.set(this.prefetched.key, JSON.stringify({ doc: docKey, text } satisfies CachedTypes));
      return text;
    });
  }

  /**
   * Names spec/api.yaml before the spec is validated: the cache answers for a text rendered before
   * (and the worker is stopped), otherwise the worker starts rendering it.
   */
  prefetch(file: string): void {
    if (this.cache) {
      let text: string | null = null;
      try {
        text = readFileSync(file, 'utf8');
      } catch {
        // Unreadable: the spec loader reports it.
      }
      if (text !== null) {
        const key = cacheKey('openapi-typescript', packageVersion('openapi-typescript'), text);
        const stored = this.cache.get(key);
        let entry: CachedTypes | undefined;
        try {
          entry = stored === undefined ? undefined : (JSON.parse(stored) as CachedTypes);
        } catch {
          entry = undefined;
        }
        this.prefetched = { key, entry };
        if (entry) {
          void this.close();
          return;
        }
      }
    }
    this.started().postMessage({ kind: 'prefetch', file });
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    if (worker) await worker.terminate();
  }
}
