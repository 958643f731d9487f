/** The page's start and in-app navigation, as units every feature may react to or use. */
import { createEffect, createEvent, createStore, type StoreWritable } from 'effector';
import type { GuardSide } from '../../../generated/guards.ts';
import type { IpInfo } from '../../../generated/api/schemas.ts';
import type { BrowserHints } from '../lib/platform.ts';
import type { PageData } from './context.ts';

export interface PageStart {
  readonly page: PageData;
  /** The query string of the URL, with its '?' (or empty). */
  readonly search: string;
  /** Where the page starts: the server renders it, then the browser starts it again after hydrating. */
  readonly side: GuardSide;
  /** What the browser says about itself (on the server, the request's headers). */
  readonly browser: BrowserHints;
  /**
   * The visitor's address as /ip answers it, on the server only (the IP check shows it in the
   * first HTML; a page that asks for it is personal and never cached).
   */
  readonly visitorIp?: () => Promise<IpInfo | null>;
}

/**
 * A page passed the route rules and its data loaded: features set up their state for it. The page
 * loader runs it in the request's scope on the server and in the document's scope in the browser.
 */
export const pageStarted = createEvent<PageStart>();

/** The page that started last. */
export const $page = createStore<PageData | null>(null, { sid: 'page.current' }).on(pageStarted, (_, { page }) => page);

/**
 * Moves to a same-site path inside the app. The app installs the router's navigation in the
 * browser's scope (`fork({ handlers })`); nothing navigates on the server.
 */
export const navigateFx = createEffect<string, void>(() => {
  throw new Error('navigateFx has no handler in this scope');
});

/**
 * How long a render of the page stays true. A page of fixed texts is `static`; a page that shows
 * data loaded for it (the server locations) is `live` and is rendered again after a short while; a
 * render whose data failed to load is `failed` and is never kept; a render that shows the visitor's
 * own data (the IP check's address) is `personal`: never kept, and private to the visitor.
 * Server-side only: not serialized.
 */
export type PageFreshness = 'static' | 'live' | 'failed' | 'personal';

/** A feature loaded (or failed to load) data the page shows. */
export const pageDataSettled = createEvent<{ readonly failed: boolean }>();
/** A feature put the visitor's own data into the render. */
export const pageMadePersonal = createEvent();

export const $pageFreshness = createStore<PageFreshness>('static', { serialize: 'ignore' })
  .on(pageDataSettled, (state, { failed }) => (state === 'personal' ? state : failed || state === 'failed' ? 'failed' : 'live'))
  .on(pageMadePersonal, () => 'personal');

/** The sids of the stores that hold data a page loads from the API (see fromPayload). */
export const payloadSids = new Set<string>();

/** A page's payload arrived (src/app/payload.ts): the values of the stores fromPayload marks, by sid. */
export const payloadReceived = createEvent<Readonly<Record<string, unknown>>>();

/**
 * Marks a store as data a page loads from the API: a navigation inside the app takes its value
 * from the page's payload (src/app/payload.ts), which the server's render of the page filled,
 * instead of calling the API. The store needs a sid.
 */
export function fromPayload<T>(store: StoreWritable<T>): StoreWritable<T> {
  const sid = store.sid;
  if (!sid) throw new Error('fromPayload: the store has no sid');
  payloadSids.add(sid);
  return store.on(payloadReceived, (state, values) => (Object.hasOwn(values, sid) ? (values[sid] as T) : state));
}
