/**
 * Page payloads (product spec §7): the data a page's render loaded, at the page's path plus
 * `_payload.json`, which the server answers from the page it serves there (src/server/site.ts). A
 * navigation inside the app takes the page's API data from it instead of calling the API; links in
 * the viewport fetch it ahead, with their page's chunks (prefetch.ts).
 */
import { scopeBind, type Scope } from 'effector';
import { pages, type RouteId } from '../../generated/routes.ts';
import { payloadReceived, payloadSids } from '../shared/page/index.ts';
import { PAYLOAD_FILE } from './payload-file.ts';

/** What a payload holds: the render's scope, serialized (store values by sid). */
export interface PagePayload {
  readonly scope: Readonly<Record<string, unknown>>;
}

/**
 * How long a fetched payload is used: as long as the server keeps a page of live data (the server
 * locations) before rendering it again.
 */
const PAYLOAD_MAX_AGE_MS = 60_000;

const payloads = new Map<string, { readonly at: number; readonly payload: Promise<PagePayload | null> }>();

/**
 * Whether a page has a payload: a page that is the same for every visitor. The cabinet, sign-in
 * and payment pages (`index: false` in spec/routes.yaml) depend on the visitor and have none.
 */
export function hasPayload(route: RouteId): boolean {
  return route === 'country' || pages[route].indexed;
}

/** A page's payload, fetched once a minute at most; null when there is none or it cannot load. */
export function loadPayload(pathname: string): Promise<PagePayload | null> {
  if (!pathname.endsWith('/')) return Promise.resolve(null);
  const kept = payloads.get(pathname);
  if (kept && performance.now() - kept.at < PAYLOAD_MAX_AGE_MS) return kept.payload;
  const payload = fetch(`${pathname}${PAYLOAD_FILE}`, { headers: { Accept: 'application/json' } })
    // 204: the page is the visitor's own, with no payload to share.
    .then((response) => (response.status === 200 ? response.json() : null))
    .then((body: unknown) => (isPayload(body) ? body : null))
    .catch(() => null);
  payloads.set(pathname, { at: performance.now(), payload });
  // A failed fetch is not kept: the next navigation asks again.
  void payload.then((loaded) => {
    if (loaded === null && payloads.get(pathname)?.payload === payload) payloads.delete(pathname);
  });
  return payload;
}

/** Keeps the payload of the page the document was loaded with: its scope data, which it carries. */
export function keepDocumentPayload(pathname: string, payload: PagePayload): void {
  payloads.set(pathname, { at: performance.now(), payload: Promise.resolve(payload) });
}

function isPayload(body: unknown): body is PagePayload {
  const scope = (body as { scope?: unknown } | null)?.scope;
  return typeof scope === 'object' && scope !== null && !Array.isArray(scope);
}

/**
 * Puts a payload's API data into the document's scope: the stores that hold data a page loads
 * (shared/page `fromPayload`), nothing the visitor has changed in this document.
 */
export function applyPayload(scope: Scope, payload: PagePayload): void {
  const values = Object.fromEntries(Object.entries(payload.scope).filter(([sid, value]) => payloadSids.has(sid) && value !== null));
  if (Object.keys(values).length > 0) scopeBind(payloadReceived, { scope })(values);
}
