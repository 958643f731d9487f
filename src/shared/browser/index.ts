/**
 * The browser's cookies and storage through the generated accessors, made on first use (a page
 * hydrates without them; the first visit's locale check reads its one cookie in the head script,
 * src/server/head-script.ts).
 */
import { createCookies, documentCookieJar, type Cookies, type CookieScope } from '../../../generated/cookies.ts';
import type { BrowserStorage } from '../../../generated/storage.ts';
import { cookieDomainOfHost } from '../config/site.ts';
import { browserStorage, setBrowserStorage } from './storage.ts';

export interface BrowserState {
  readonly cookies: Cookies;
  readonly storage: BrowserStorage;
}

let state: BrowserState | null = null;

export function initBrowserState(scope: CookieScope): BrowserState {
  state = { cookies: createCookies(documentCookieJar(), scope), storage: browserStorage() };
  return state;
}

/** The browser's state, the document's cookies and storage; throws where there is none (the server). */
export function browserState(): BrowserState {
  if (state) return state;
  if (typeof document === 'undefined') throw new Error('Browser state is not initialized (only the browser has cookies and storage)');
  return initBrowserState({ parentDomain: cookieDomainOfHost(location.hostname), secure: location.protocol === 'https:' });
}

/** Installs accessors made elsewhere (tests: a cookie header and storage in memory). */
export function setBrowserState(next: BrowserState | null): void {
  state = next;
  setBrowserStorage(next?.storage ?? null);
}
