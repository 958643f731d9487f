/** Site options for tests that build the site server in process (requests to http://localhost/…). */
import { clientAddressResolver } from '../../src/server/client-address.ts';
import { loadConfig } from '../../src/server/config.ts';
import { siteHosts } from '../../src/server/hosts.ts';
import { LOCAL_SITE_CONFIG } from '../../src/app/site-config.ts';
import type { ServerRenderResult } from '../../src/app/entry-server.tsx';

/** The configuration of a local site at http://localhost, as Hono's app.request addresses it. */
export const testConfig = loadConfig({ PUBLIC_ORIGIN: 'http://localhost' });

export const testSiteOptions = {
  clientDir: 'dist/client',
  hosts: siteHosts(testConfig),
  clientAddress: clientAddressResolver([]),
  config: LOCAL_SITE_CONFIG,
} as const;

/** Origins for API tests: e-mail links and the origins allowed to call state-changing endpoints. */
export const SITE_ORIGINS = { MAIN: 'http://site.test', RU: 'http://ru.site.test', AR: 'http://ar.site.test' } as const;

type RenderedPage = Extract<ServerRenderResult, { kind: 'page' }>;

/**
 * What a render reports for a page, as a stand-in renderer answers it: an English page of fixed
 * texts, kept by the cache, with `changes` over it. (The app's own renders are tested in tests/unit.)
 */
export function renderedPage(changes: Partial<RenderedPage> = {}): RenderedPage {
  return {
    kind: 'page',
    status: 200,
    head: {
      title: 't',
      description: 'd',
      lang: 'en',
      dir: 'ltr',
      indexable: true,
      canonicalPath: null,
      alternates: [],
      feedPath: null,
      socialImage: null,
      kind: 'website',
    },
    body: '<p>page</p>',
    route: 'servers',
    locale: 'en',
    notFound: null,
    hydration: null,
    scope: {},
    freshness: 'static',
    byPlatform: false,
    modules: [],
    query: [],
    structuredData: [],
    messages: {},
    modelValues: {},
    ...changes,
  };
}

/** Assets for a site whose pages need no real build: one script. */
export const STAND_IN_ASSETS = { forPage: () => ({ script: '/assets/app.js', styles: [], preloads: [] }) } as const;
