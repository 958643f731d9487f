/** Site options for tests that build the site server in process (requests to http://localhost/…). */
import { clientAddressResolver } from '../../src/server/client-address.ts';
import { loadConfig } from '../../src/server/config.ts';
import { siteHosts } from '../../src/server/hosts.ts';
import { LOCAL_SITE_CONFIG } from '../../src/app/site-config.ts';

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
