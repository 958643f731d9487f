/** The browser entry: hydrate the server's HTML, then run the route rules of the browser's side. */
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, type HydrationState } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { localeByPrefix } from '../../generated/locales.ts';
import { resolve } from '../../generated/resolver.ts';
import { appStarted } from '../entities/session/index.ts';
import { configureApi } from '../shared/api/index.ts';
import { browserState, initBrowserState } from '../shared/browser/index.ts';
import { cookieParentDomain, editionOfHost } from '../shared/config/site.ts';
import { loadMessages } from '../shared/i18n/index.ts';
import type { PageData } from '../shared/page/index.ts';
import { clientRuntime } from './client-runtime.ts';
import type { NotFoundData } from './page-loader.ts';
import { loadPage } from './page-registry.ts';
import { createRoutes } from './routes.tsx';
import { RuntimeContext } from './runtime-context.ts';
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
  await Promise.all([loadMessages(locale), page ? loadPage(page.route) : null]);
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
  const runtime = clientRuntime(edition, config.env, config.helpDeskUrl);
  const hydration = readRouterData();
  // React Router reads the global itself, deserializing route errors (a 404) on the way.
  if (hydration) window.__staticRouterHydrationData = hydration;
  const router = createBrowserRouter(createRoutes(runtime));
  configureApi(config, () => {
    const { locale } = resolve(router.state.location.pathname, edition);
    return {
      xWebsite: location.hostname,
      xLocale: locale,
      acceptLanguage: localeByPrefix[locale].tag,
      token: browserState().storage.authToken.get() ?? null,
    };
  });
  appStarted();
  const root = document.getElementById('root');
  if (!root) throw new Error('No #root element');
  const app = (
    <StrictMode>
      <RuntimeContext.Provider value={runtime}>
        <RouterProvider router={router} />
      </RuntimeContext.Provider>
    </StrictMode>
  );
  if (hydration) {
    await preload(hydration);
    hydrateRoot(root, app);
    // The server ran the rules it can; the browser's (session, source=app) run now.
    await router.revalidate();
  } else {
    createRoot(root).render(app);
  }
  // Tests and monitoring wait for this before reading the page.
  document.documentElement.dataset.hydrated = 'true';
}

void main();
