/**
 * Prefetch (product spec §9): at most about a second after the page has loaded, links to the
 * site's pages that come into the viewport fetch their page's chunks and payload ahead of a
 * click, four at a time at most; nothing at all on a connection that asks to save data or is 2g.
 */
import type { EditionId } from '../../generated/editions.ts';
import { resolve } from '../../generated/resolver.ts';
import { loadContent, loadPage } from './page-registry.ts';
import { hasPayload, loadPayload } from './payload.ts';
import { prefetching } from './stale-chunk.ts';

/** Pages fetched ahead at once, at most. */
export const PREFETCH_PARALLEL = 4;
/** How long after the page's load the prefetch starts. */
export const PREFETCH_DELAY_MS = 1000;

/** The Network Information API, where the browser has it. */
interface Connection {
  readonly saveData?: boolean;
  readonly effectiveType?: string;
}

/** Whether the connection asks to save data or is 2g (slow-2g, 2g): no prefetch. */
export function savesData(connection: Connection | undefined): boolean {
  return !!connection && (connection.saveData === true || /2g/.test(connection.effectiveType ?? ''));
}

/** A link's path when it leads to another page of this site, else null. */
function sitePathOf(link: HTMLAnchorElement): string | null {
  if (link.target && link.target !== '_self') return null;
  if (link.hasAttribute('download')) return null;
  let url: URL;
  try {
    url = new URL(link.href, location.href);
  } catch {
    return null;
  }
  if (url.origin !== location.origin || url.pathname === location.pathname) return null;
  return url.pathname;
}

/** Starts watching the document's links; returns the function that stops it. */
export function startPrefetch(edition: EditionId): () => void {
  const connection = (navigator as Navigator & { connection?: Connection }).connection;
  if (savesData(connection) || typeof IntersectionObserver === 'undefined') return () => {};
  const seen = new Set<string>();
  const queue: string[] = [];
  let running = 0;

  const fetchAhead = (pathname: string) =>
    prefetching(async () => {
      const place = resolve(pathname, edition);
      if (place.kind !== 'page') return;
      const options = { reload: false };
      await Promise.all([
        loadPage(place.page, options),
        loadContent(place.page, place.locale, place.params, options),
        hasPayload(place.page) ? loadPayload(pathname) : null,
      ]);
    }).catch(() => {
      // A prefetch that fails costs nothing: the navigation loads what it needs itself.
    });

  const pump = () => {
    while (running < PREFETCH_PARALLEL && queue.length > 0) {
      const next = queue.shift()!;
      running++;
      void fetchAhead(next).finally(() => {
        running--;
        pump();
      });
    }
  };

  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer.unobserve(entry.target);
      const pathname = sitePathOf(entry.target as HTMLAnchorElement);
      if (pathname === null || seen.has(pathname)) continue;
      seen.add(pathname);
      queue.push(pathname);
    }
    pump();
  });
  const watched = new WeakSet<Element>();
  const scan = () => {
    for (const link of document.querySelectorAll<HTMLAnchorElement>('a[href]')) {
      if (watched.has(link)) continue;
      watched.add(link);
      observer.observe(link);
    }
  };
  // Links a navigation or an opened menu adds are watched too.
  let scheduled = false;
  const mutations = new MutationObserver(() => {
    if (scheduled) return;
    scheduled = true;
    requestAnimationFrame(() => {
      scheduled = false;
      scan();
    });
  });

  let timer = 0;
  const begin = () => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    const loadedAt = navigation?.loadEventEnd || performance.now();
    timer = window.setTimeout(
      () => {
        scan();
        mutations.observe(document.body, { childList: true, subtree: true });
      },
      Math.max(0, loadedAt + PREFETCH_DELAY_MS - performance.now()),
    );
  };
  if (document.readyState === 'complete') begin();
  else window.addEventListener('load', begin, { once: true });
  return () => {
    window.clearTimeout(timer);
    window.removeEventListener('load', begin);
    observer.disconnect();
    mutations.disconnect();
  };
}
