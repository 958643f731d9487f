/**
 * The browser entry: fork the document's scope from the server's, read the stored session, hydrate
 * the server's HTML, then run the route rules of the browser's side.
 */
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, type DataRouter, type HydrationState } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { localeByPrefix } from '../../generated/locales.ts';
import { resolve } from '../../generated/resolver.ts';
import { appStarted } from '../entities/session/index.ts';
import { configureApi } from '../shared/api/index.ts';
import { browserState, initBrowserState } from '../shared/browser/index.ts';
import { cookieParentDomain, editionOfHost } from '../shared/config/site.ts';
import { loadMessages } from '../shared/i18n/index.ts';
import { navigateFx, type PageData } from '../shared/page/index.ts';
import { clientRuntime } from './client-runtime.ts';
import type { NotFoundData } from './page-loader.ts';
import { loadContent, loadPage } from './page-registry.ts';
import { createRoutes } from './routes.tsx';
import { RuntimeContext } from './runtime-context.ts';
import { readScopeValues } from './scope-data.ts';
import { readSiteConfig } from './site-config.ts';
import { reloadOnStaleChunk } from './stale-chunk.ts';
import './styles.css';

declare global {
  interface Window {
    __staticRouterHydrationData?: HydrationState;
  }
}

/** Loads what the server-rendered page needs before hydrating, so the first render matches. */
async function preload(hydration: HydrationState): Promise<void> {
  const page = hydration.loaderData?.page as PageData | undefined;
  const failed = hydration.errors?.page as { data?: NotFoundData } | undefined;
  const locale = page?.locale ?? failed?.data?.locale ?? 'en';
  await Promise.all([loadMessages(locale), page ? loadPage(page.route) : null, page ? loadContent(page.route, page.locale) : null]);
}

/** The router state the server wrote as JSON (no inline script, so a strict CSP holds). */
function readRouterData(): HydrationState | undefined {
  const text = document.getElementById('router-data')?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as HydrationState;
  } catch {
    return undefined;
  }
}

async function main(): Promise<void> {
  const config = readSiteConfig(document);
  const edition = editionOfHost(location.hostname, config.env);
  initBrowserState({ parentDomain: cookieParentDomain(edition, config.env), secure: location.protocol === 'https:' });
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadOnStaleChunk((event as Event & { payload?: unknown }).payload)) event.preventDefault();
  });
  // The values the server's render left, so the first render matches its HTML without a refetch.
  let router: DataRouter | null = null;
  const scope = fork({
    values: readScopeValues(document),
    handlers: [[navigateFx, (to: string) => router?.navigate(to)]],
  });
  const runtime = clientRuntime(edition, config.env, config.helpDeskUrl, scope);
  const hydration = readRouterData();
  // React Router reads the global itself, deserializing route errors (a 404) on the way.
  if (hydration) window.__staticRouterHydrationData = hydration;
  const appRouter = createBrowserRouter(createRoutes(runtime));
  router = appRouter;
  configureApi(config, () => {
    const { locale } = resolve(appRouter.state.location.pathname, edition);
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
  const app = (
    <StrictMode>
      <Provider value={scope}>
        <RuntimeContext.Provider value={runtime}>
          <RouterProvider router={appRouter} />
        </RuntimeContext.Provider>
      </Provider>
    </StrictMode>
  );
  if (hydration) {
    await preload(hydration);
    hydrateRoot(root, app);
    // The server ran the rules it can; the browser's (session, source=app) run now.
    await appRouter.revalidate();
  } else {
    createRoot(root).render(app);
  }
  // Tests and monitoring wait for this before reading the page.
  document.documentElement.dataset.hydrated = 'true';
}

void main();
