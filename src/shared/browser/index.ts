/** The browser's cookies and storage through the generated accessors, set up once at start. */
import { createCookies, documentCookieJar, type Cookies, type CookieScope } from '../../../generated/cookies.ts';
import { browserStorageAreas, createStorage, type BrowserStorage } from '../../../generated/storage.ts';

export interface BrowserState {
  readonly cookies: Cookies;
  readonly storage: BrowserStorage;
}

let state: BrowserState | null = null;

export function initBrowserState(scope: CookieScope): BrowserState {
  state = { cookies: createCookies(documentCookieJar(), scope), storage: createStorage(browserStorageAreas()) };
  return state;
}

/** The browser's state; throws where there is none (the server). */
export function browserState(): BrowserState {
  if (!state) throw new Error('Browser state is not initialized (only the browser has cookies and storage)');
  return state;
}

/** Installs accessors made elsewhere (tests: a cookie header and storage in memory). */
export function setBrowserState(next: BrowserState | null): void {
  state = next;
}
