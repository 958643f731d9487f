/**
 * The browser entry: hydrate the server's HTML with the messages and model values it carries, then
 * load the whole catalogue, the models (boot.tsx) and the router, which runs the route rules of the
 * browser's side and makes later navigation client-side. A content page's first load has none of
 * them: it is interactive without them, its links plain links until the router has loaded, its
 * views reading the models through shared/model-view. A page whose views read the models through
 * effector-react (forms, the account) loads the models before it hydrates.
 */
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { DataRouter } from 'react-router';
import { localeByPrefix, localePrefixes, type LocalePrefix } from '../../generated/locales.ts';
import { pageBody } from '../../generated/page-links.ts';
import { editionOfHost } from '../shared/config/site.ts';
import { seedMessages } from '../shared/i18n/index.ts';
import { contentSource } from '../shared/content/index.ts';
import { deferredModelView, ModelViewContext } from '../shared/model-view/index.ts';
import { appStateOf } from './app-view.tsx';
import { readCarriedMessages } from './frame-messages.ts';
import { BrowserApp, createAppStore, type AppStore, type BrowserState } from './browser-app.tsx';
import { readBootModules } from './boot-data.ts';
import { clientRuntime } from './client-runtime.ts';
import { loadErrorView } from './error-view.tsx';
import { loadFooter } from './layout/index.ts';
import type { AppRuntime } from './runtime.ts';
import type * as BootModuleNs from './boot.tsx';
import type * as RouterModuleNs from './router-client.ts';
import type { NotFoundData } from './page-loader.ts';
import { BODIES_BEFORE_MODELS, bodySource } from './page-module-source.ts';
import { pageSheetsDone } from './page-sheets.ts';
import { hydratesBeforeModels, loadContent, loadPage } from './page-registry.ts';
import { RuntimeContext } from './runtime-context.ts';
import { readModelValues, ROUTER_DATA_ID } from './scope-data.ts';
import { readSiteConfig } from './site-config.ts';
import { isPrefetching, reloadOnStaleChunk } from './stale-chunk.ts';
import './styles.css';

type BootModule = typeof BootModuleNs;
type RouterModule = typeof RouterModuleNs;

/** A locale's whole catalogue, its loaders a chunk of their own (a page hydrates with the part it carries). */
const loadCatalogue = (locale: LocalePrefix) => import('../shared/i18n/catalogue.ts').then((module) => module.loadMessages(locale));

/**
 * Ends the current task, so that the browser can paint and take input before the next step: each
 * step after hydration (a chunk's evaluation, the models' start, the router's) is its own task
 * instead of one long one.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

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

/** The locale of the page the server rendered (of its error page when it failed: the document's language). */
function localeOf(state: BrowserState): LocalePrefix {
  const failed = state.error as { data?: NotFoundData } | null;
  const lang = document.documentElement.lang;
  return state.page?.locale ?? failed?.data?.locale ?? localePrefixes.find((prefix) => localeByPrefix[prefix].tag === lang) ?? 'en';
}

/**
 * Loads what the server-rendered page needs before hydrating, so the first render matches: its
 * chunks (the error page's, for an error), and its messages, which the page carries
 * (frame-messages.ts), or else the catalogue; and its full style sheets (page-sheets.ts), for what
 * it renders from then on.
 */
async function preload(state: BrowserState): Promise<void> {
  const { page } = state;
  const locale = localeOf(state);
  const carried = readCarriedMessages(document);
  // The page's own modules by the addresses the server gave: no loader of every page is needed.
  const modules = readBootModules(document);
  if (carried) seedMessages(locale, carried);
  await Promise.all([
    carried ? null : loadCatalogue(locale),
    page ? loadPage(page.route, { url: modules[bodySource(page.route)] }) : null,
    page ? loadContent(page.route, page.locale, page.params, { url: modules[contentSource(page.route)] }) : null,
    page ? null : loadErrorView(),
    pageSheetsDone(document),
  ]);
}

/** The router state the server wrote as JSON (no inline script, so a strict CSP holds). */
function readRouterData(): Hydration | undefined {
  const text = document.getElementById(ROUTER_DATA_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as Hydration;
  } catch {
    return undefined;
  }
}

/**
 * Starts the router from its chunk (fetched while the page hydrated), once the models are up. When
 * it cannot load, a stale build reloads the page once (stale-chunk.ts); otherwise the page stays
 * as it is, its links full page loads.
 */
async function startRouter(chunk: Promise<RouterModule>, store: AppStore, runtime: AppRuntime): Promise<DataRouter | null> {
  try {
    const module = await chunk;
    await nextTask();
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
  if ('firstVisit' in document.documentElement.dataset) {
    const go = await import('./first-visit.ts')
      .then((module) => module.firstVisit(edition))
      .catch((error: unknown) => {
        console.warn('[app] the first visit check did not load; the page stays in its locale', error);
        return null;
      });
    if (go) return location.replace(go);
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
  const runtime = clientRuntime(edition, config.env, config.helpDeskUrl);
  let mounted = () => {};
  // Hydrated once the tree has committed and the footer's chunk, which hydrates after it, has come
  // (layout/footer-slot.tsx): nothing the app does next reaches the footer before it can hydrate.
  const hydrated = Promise.all([new Promise<void>((resolve) => (mounted = resolve)), loadFooter().catch(() => null)]).then(() => {});
  // The models, started once; null when their chunk did not load (the page stays as it is).
  let booting: Promise<BootModule | null> | null = null;
  const boot = () =>
    (booting ??= import('./boot.tsx')
      .then(async (module) => {
        await nextTask();
        await module.bootModels({ store, runtime, view, config, edition });
        return module;
      })
      .catch((error: unknown) => {
        reloadOnStaleChunk(error);
        console.warn('[app] the models did not load; the page stays as it is', error);
        document.documentElement.dataset.hydrated = 'without-router';
        return null;
      }));
  // An event a view calls before the models are up asks for them (once the page has hydrated).
  const view = deferredModelView(readModelValues(document), () => void hydrated.then(boot));
  const root = document.getElementById('root');
  if (!root) throw new Error('No #root element');
  void hydrated.then(() => {
    // The whole catalogue, for what the page shows from now on (menus, forms, notices), and the
    // error page's view, should a later page fail.
    loadCatalogue(localeOf(store.getState())).catch((error: unknown) => console.warn('[app] the messages did not load', error));
    loadErrorView().catch((error: unknown) => console.warn('[app] the error page did not load', error));
  });
  const app = (
    <StrictMode>
      <ModelViewContext.Provider value={view}>
        <RuntimeContext.Provider value={runtime}>
          <BrowserApp store={store} onMounted={mounted} />
        </RuntimeContext.Provider>
      </ModelViewContext.Provider>
    </StrictMode>
  );
  if (hydration) {
    const { page } = store.getState();
    // A page whose views read the models through effector-react hydrates with them in place: its
    // body says so at once, its tools once its content has loaded.
    await Promise.all([preload(store.getState()), page && !BODIES_BEFORE_MODELS.has(pageBody(page.route)) ? boot() : null]);
    if (page && !hydratesBeforeModels(page.route) && !(await boot())) return;
    // As a transition, hydration yields to the browser every few milliseconds instead of holding
    // the main thread for the whole page; the page is already visible and its links work meanwhile.
    startTransition(() => {
      hydrateRoot(root, app);
    });
    // React Router reads the global itself, deserializing route errors (a 404) on the way.
    window.__staticRouterHydrationData = hydration;
    // Fetched meanwhile; started once the page has hydrated, so the state it takes over never
    // changes under a hydration in progress.
    const chunk = import('./router-client.ts');
    await hydrated;
    if (!(await boot())) return;
    const router = await startRouter(chunk, store, runtime);
    if (!router) return;
    await nextTask();
    // The server ran the rules it can; the browser's (session, source=app) run now.
    await router.revalidate();
  } else {
    // No server state (a page saved without its data): the router loads the page, then it renders.
    if (!(await boot())) return;
    const router = await startRouter(import('./router-client.ts'), store, runtime);
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
  const models = await boot();
  await nextTask();
  models
    ?.startLiving({ store, runtime, config, edition }, localeOf(store.getState()))
    .catch((error: unknown) => console.warn('[app] the page behaviours did not start', error));
}

void main();
