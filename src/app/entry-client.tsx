/**
 * The browser entry: fork the document's scope from the server's, read the stored session, hydrate
 * the server's HTML with the messages it carries, then load the whole catalogue and the router,
 * which runs the route rules of the browser's side and makes later navigation client-side. Neither
 * is part of the first load: a page is interactive without them, and its links are plain links
 * until the router has loaded.
 */
import { allSettled, fork, scopeBind, type Scope } from 'effector';
import { Provider } from 'effector-react';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { DataRouter } from 'react-router';
import type { EditionId } from '../../generated/editions.ts';
import type { LocalePrefix } from '../../generated/locales.ts';
import { localeByPrefix } from '../../generated/locales.ts';
import { resolve } from '../../generated/resolver.ts';
import { $fromApp, APP_MODE_ROUTES, asksForAppMode } from '../entities/app-mode/index.ts';
import { appStarted } from '../entities/session/index.ts';
// Every page keeps a landing's promo code and affiliate (no view of its own).
import '../features/attribution/index.ts';
import { configureApi } from '../shared/api/index.ts';
import { browserState, initBrowserState } from '../shared/browser/index.ts';
import { cookieDomainOfHost, editionOfHost, type SiteConfig } from '../shared/config/site.ts';
import { firstVisitLocale, loadMessages, seedMessages } from '../shared/i18n/index.ts';
import { navigateFx } from '../shared/page/index.ts';
import { appStateOf } from './app-view.tsx';
import { readCarriedMessages } from './frame-messages.ts';
import { BrowserApp, createAppStore, type AppStore, type BrowserState } from './browser-app.tsx';
import { clientRuntime } from './client-runtime.ts';
import type { AppRuntime } from './runtime.ts';
import type { NotFoundData } from './page-loader.ts';
import { loadContent, loadPage } from './page-registry.ts';
import { RuntimeContext } from './runtime-context.ts';
import { readScopeValues } from './scope-data.ts';
import { readSiteConfig } from './site-config.ts';
import { isPrefetching, reloadOnStaleChunk } from './stale-chunk.ts';
import './styles.css';

/** The router state the server wrote: the page's loader data, or its error. */
interface Hydration {
  readonly loaderData?: Record<string, unknown>;
  readonly errors?: Record<string, unknown> | null;
}

declare global {
  interface Window {
    __staticRouterHydrationData?: Hydration;
  }
}

/** The locale of the page the server rendered (of its error page when it failed). */
function localeOf(state: BrowserState, edition: EditionId): LocalePrefix {
  const failed = state.error as { data?: NotFoundData } | null;
  return state.page?.locale ?? failed?.data?.locale ?? resolve(state.location.pathname, edition).locale;
}

/**
 * Loads what the server-rendered page needs before hydrating, so the first render matches: its
 * chunks, and its messages, which the page carries (frame-messages.ts), or else the catalogue.
 */
async function preload(state: BrowserState, edition: EditionId): Promise<void> {
  const { page } = state;
  const locale = localeOf(state, edition);
  const carried = readCarriedMessages(document);
  if (carried) seedMessages(locale, carried);
  await Promise.all([
    carried ? null : loadMessages(locale),
    page ? loadPage(page.route) : null,
    page ? loadContent(page.route, page.locale, page.params) : null,
  ]);
}

/** The router state the server wrote as JSON (no inline script, so a strict CSP holds). */
function readRouterData(): Hydration | undefined {
  const text = document.getElementById('router-data')?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as Hydration;
  } catch {
    return undefined;
  }
}

/**
 * The router's chunk, fetched at once and started when the page has hydrated (`ready`), so the
 * state it takes over never changes under a hydration in progress. When it cannot load, a stale
 * build reloads the page once (stale-chunk.ts); otherwise the page stays as it is, its links full
 * page loads.
 */
async function loadRouter(store: AppStore, runtime: AppRuntime, ready: Promise<void>): Promise<DataRouter | null> {
  try {
    const module = await import('./router-client.ts');
    await ready;
    // Undefined when the failed import started a reload.
    return module ? module.startRouter(store, runtime) : null;
  } catch (error) {
    console.warn('[app] the router did not load; links load whole pages', error);
    document.documentElement.dataset.hydrated = 'without-router';
    return null;
  }
}

async function main(): Promise<void> {
  const config = readSiteConfig(document);
  const edition = editionOfHost(location.hostname, config.env);
  const { cookies } = initBrowserState({ parentDomain: cookieDomainOfHost(location.hostname), secure: location.protocol === 'https:' });
  const first = firstVisitLocale({
    pathname: location.pathname,
    search: location.search,
    edition,
    cookie: cookies.i18nRedirected.get(),
    languages: navigator.languages,
  });
  if (first) {
    cookies.i18nRedirected.set(first.remember);
    if (first.go) return location.replace(first.go);
  }
  window.addEventListener('vite:preloadError', (event) => {
    if (!isPrefetching() && reloadOnStaleChunk((event as Event & { payload?: unknown }).payload)) event.preventDefault();
  });
  const hydration = readRouterData();
  const store = createAppStore({
    ...appStateOf(hydration?.loaderData, hydration?.errors),
    location: { pathname: location.pathname, search: location.search, hash: location.hash },
    client: false,
  });
  // The values the server's render left, so the first render matches its HTML without a refetch.
  const scope = fork({
    values: readScopeValues(document),
    handlers: [[navigateFx, (to: string) => store.navigate(to)]],
  });
  const runtime = clientRuntime(edition, config.env, config.helpDeskUrl, scope);
  configureApi(config, () => {
    const { locale } = resolve(store.getState().location.pathname, edition);
    return {
      xWebsite: location.hostname,
      xLocale: locale,
      acceptLanguage: localeByPrefix[locale].tag,
      token: browserState().storage.authToken.get() ?? null,
    };
  });
  await allSettled(appStarted, { scope });
  const root = document.getElementById('root');
  if (!root) throw new Error('No #root element');
  let mounted = () => {};
  const hydrated = new Promise<void>((resolve) => (mounted = resolve));
  void hydrated.then(() => {
    // The whole catalogue, for what the page shows from now on (menus, forms, notices).
    loadMessages(localeOf(store.getState(), edition)).catch((error: unknown) => console.warn('[app] the messages did not load', error));
    startLiving(store, scope, config, edition).catch((error: unknown) => console.warn('[app] the page behaviours did not start', error));
  });
  const app = (
    <StrictMode>
      <Provider value={scope}>
        <RuntimeContext.Provider value={runtime}>
          <BrowserApp store={store} onMounted={mounted} />
        </RuntimeContext.Provider>
      </Provider>
    </StrictMode>
  );
  if (hydration) {
    await preload(store.getState(), edition);
    // As a transition, hydration yields to the browser every few milliseconds instead of holding
    // the main thread for the whole page; the page is already visible and its links work meanwhile.
    startTransition(() => {
      hydrateRoot(root, app);
    });
    // React Router reads the global itself, deserializing route errors (a 404) on the way.
    window.__staticRouterHydrationData = hydration;
    const router = await loadRouter(store, runtime, hydrated);
    if (!router) return;
    // The server ran the rules it can; the browser's (session, source=app) run now.
    await router.revalidate();
  } else {
    // No server state (a page saved without its data): the router loads the page, then it renders.
    const router = await loadRouter(store, runtime, Promise.resolve());
    if (!router) return;
    await new Promise<void>((done) => {
      if (router.state.initialized) return done();
      const stop = router.subscribe((state) => {
        if (!state.initialized) return;
        stop();
        done();
      });
    });
    // The loader has loaded the page's chunks and messages.
    createRoot(root).render(app);
  }
  // Tests and monitoring wait for this before reading the page: the router runs, links navigate client-side.
  document.documentElement.dataset.hydrated = 'true';
}

/**
 * The behaviours that run once the page is up (src/widgets/living): loaded after hydration, so
 * the first load does not wait for them. A newer build turns the next in-app navigation into a
 * full page load.
 */
async function startLiving(store: AppStore, scope: Scope, config: SiteConfig, edition: EditionId): Promise<void> {
  const [{ livingStarted, localeShown, tabVisible }, { $newerBuild }] = await Promise.all([
    import('../widgets/living/index.ts'),
    import('../features/build-check/index.ts'),
    // Their notices speak from the whole catalogue.
    loadMessages(localeOf(store.getState(), edition)),
  ]);
  store.setFullLoad(() => scope.getState($newerBuild));
  const place = () => resolve(store.getState().location.pathname, edition);
  const { locale, rest } = place();
  // A page the app shows in its own view (order, payment) has none of the site's notices or chat.
  const route = store.getState().page?.route;
  if (route && APP_MODE_ROUTES.has(route) && (asksForAppMode(location.search) || scope.getState($fromApp))) return;
  // Launched, not awaited: the behaviours run for as long as the page is open.
  const [start, switchLocale, showTab] = [
    scopeBind(livingStarted, { scope }),
    scopeBind(localeShown, { scope }),
    scopeBind(tabVisible, { scope }),
  ];
  start({ config, locale, path: rest });
  let shown = locale;
  store.subscribe(() => {
    const now = place().locale;
    if (now === shown) return;
    shown = now;
    switchLocale(now);
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') showTab();
  });
  // Tests with a controlled clock wait for this before they move time on.
  document.documentElement.dataset.living = 'started';
}

void main();
