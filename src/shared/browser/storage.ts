/**
 * The browser's storage through the generated accessors, apart from its cookies: a page's first
 * load reads it (a stale chunk's reload guard, src/app/stale-chunk.ts) without the cookies' code.
 */
import { browserStorageAreas, createStorage, type BrowserStorage } from '../../../generated/storage.ts';

let storage: BrowserStorage | null = null;

/** The document's storage, made on first use. */
export function browserStorage(): BrowserStorage {
  return (storage ??= createStorage(browserStorageAreas()));
}

/** Installs accessors made elsewhere (tests: storage in memory), or none to make them anew. */
export function setBrowserStorage(next: BrowserStorage | null): void {
  storage = next;
}
