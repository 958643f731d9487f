/**
 * openapi-typescript in a worker thread. Its import (TypeScript and Redocly) takes most of a cold
 * generator run, so the CLI starts it first and it loads on the second core while the main thread
 * validates the spec and emits everything else.
 */
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { GENERATOR_DIR } from './paths.ts';

/** The worker is plain JavaScript: no TypeScript loader needed (execArgv: []). */
export function startOpenApiWorker(): Worker {
  return new Worker(path.join(GENERATOR_DIR, 'openapi-worker.mjs'), { execArgv: [] });
}

export class OpenApiTypes {
  /** `worker` may be started by the launcher before the generator's own modules load. */
  constructor(
    private readonly worker: Worker = startOpenApiWorker(),
    private readonly phase: (label: string) => void = () => undefined,
  ) {}

  render(doc: unknown): Promise<string> {
    return new Promise((resolve, reject) => {
      this.worker.once('message', (m: { ok: true; text: string } | { ok: false; message: string }) => {
        this.phase('openapi-typescript done');
        if (m.ok) resolve(m.text);
        else reject(new Error(`openapi-typescript: ${m.message}`));
      });
      this.worker.once('error', reject);
      this.phase('API document sent to openapi-typescript');
      this.worker.postMessage({ kind: 'render', doc });
    });
  }

  /** Lets the worker start on spec/api.yaml before the spec is validated. */
  prefetch(file: string): void {
    this.worker.postMessage({ kind: 'prefetch', file });
  }

  close(): Promise<number> {
    return this.worker.terminate();
  }
}
