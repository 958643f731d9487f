/**
 * The browser's router, loaded after the first page has hydrated: it takes over the state the
 * page hydrated from (no loader runs again), runs the loader of every later navigation, keeps the
 * app's store in step with its state, and fetches the pages of the links in view ahead (prefetch.ts).
 */
import { createBrowserRouter, type DataRouter, type RouterState } from 'react-router';
import type { AppStore, BrowserState } from './browser-app.tsx';
import { appStateOf } from './app-view.tsx';
import { keepDocumentPayload } from './payload.ts';
import { startPrefetch } from './prefetch.ts';
import { createRoutes } from './routes.ts';
import { readScopeValues } from './scope-data.ts';
import type { AppRuntime } from './runtime.ts';

function browserStateOf(state: RouterState): BrowserState {
  const { pathname, search, hash } = state.location;
  return { ...appStateOf(state.loaderData, state.errors), location: { pathname, search, hash }, client: true };
}

/**
 * The next state of a revalidation, keeping the previous one's page and location where they are
 * equal (the revalidation when the router starts loads the same data again): the view then renders
 * nothing anew. Page data is JSON (the server's hydration data, a loader's result).
 */
function keepEqual(previous: BrowserState, next: BrowserState): BrowserState {
  const samePage = previous.page !== null && next.page !== null && JSON.stringify(previous.page) === JSON.stringify(next.page);
  const { pathname, search, hash } = next.location;
  const sameLocation = previous.location.pathname === pathname && previous.location.search === search && previous.location.hash === hash;
  return { ...next, page: samePage ? previous.page : next.page, location: sameLocation ? previous.location : next.location };
}

/** Starts the router on the hydrated page; React Router reads the server's state from window.__staticRouterHydrationData. */
export function startRouter(store: AppStore, runtime: AppRuntime): DataRouter {
  // The page's own payload is in the document: its revalidation does not fetch it again.
  keepDocumentPayload(location.pathname, { scope: readScopeValues(document) });
  const router = createBrowserRouter(createRoutes(runtime));
  let shown = router.state.location.key;
  router.subscribe((state) => {
    // The page stays until the next one's loader has finished, as React Router's own provider does.
    if (state.navigation.state !== 'idle') return;
    const previous = store.getState();
    // A revalidation keeps the location's key; a navigation, even to the same URL, renders anew.
    const next = state.location.key === shown ? keepEqual(previous, browserStateOf(state)) : browserStateOf(state);
    const same =
      previous.page === next.page &&
      previous.error === next.error &&
      previous.location.pathname === next.location.pathname &&
      previous.location.search === next.location.search;
    if (!same || !previous.client) store.setState(next);
    // A new page starts at its top (or at its anchor); going back and forth keeps the browser's place.
    if (state.location.key !== shown) {
      shown = state.location.key;
      const { hash } = state.location;
      if (state.historyAction === 'PUSH') requestAnimationFrame(() => scrollToTarget(hash));
    }
  });
  store.setNavigate((to, options) => void router.navigate(to, options));
  store.setState(keepEqual(store.getState(), browserStateOf(router.state)));
  startPrefetch(runtime.edition());
  return router;
}

function scrollToTarget(hash: string): void {
  const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
  if (target) target.scrollIntoView();
  else window.scrollTo(0, 0);
}
