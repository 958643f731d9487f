/** A stale code chunk (a newer build replaced it) reloads the page, at most once per path per 10 s. */
import { reloadGuardSeconds } from '../../generated/constants.ts';
import { browserStorage } from '../shared/browser/storage.ts';

const STALE =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i;

export function isStaleChunkError(error: unknown): boolean {
  return error instanceof Error && STALE.test(error.message);
}

/** Whether a reload of `path` at `now` is allowed after the last one (`last` = "time path"). */
export function mayReload(last: string | undefined, path: string, now: number): boolean {
  if (!last) return true;
  const space = last.indexOf(' ');
  const at = Number(last.slice(0, space));
  return last.slice(space + 1) !== path || !(now - at < reloadGuardSeconds * 1000);
}

/** Reloads once for a stale-chunk error in the browser; true when a reload was started. */
export function reloadOnStaleChunk(error: unknown): boolean {
  if (typeof window === 'undefined' || !isStaleChunkError(error)) return false;
  const storage = browserStorage();
  const path = window.location.pathname;
  const now = Date.now();
  if (!mayReload(storage.chunkReload.get(), path, now)) return false;
  storage.chunkReload.set(`${now} ${path}`);
  window.location.reload();
  return true;
}

let prefetches = 0;

/**
 * Runs a prefetch (prefetch.ts): while one is under way, a chunk that fails to preload is not taken
 * for a stale build by the document's listener; the navigation that needs the chunk decides.
 */
export async function prefetching<T>(work: () => Promise<T>): Promise<T> {
  prefetches++;
  try {
    return await work();
  } finally {
    prefetches--;
  }
}

export function isPrefetching(): boolean {
  return prefetches > 0;
}
