/** The site's API client, loaded on first use (it is not needed to show a page). */
import type { Api, ApiContext } from '../../../generated/api/client.ts';
import { NO_TOOLS, type SiteConfig, type SiteTools } from '../config/site.ts';

/**
 * How the server's render reaches the API: absolute bases, and the fetch that answers them (the
 * reference API in the same process, or the network for API_BASE_URL). Its calls carry no token:
 * a rendered page is cached for every visitor, so the server only asks for public data.
 */
export interface ServerApiAccess {
  /** The site's origin, e.g. http://localhost:3000; relative bases resolve against it. */
  readonly origin: string;
  readonly apiBaseUrl: string;
  readonly cdnBaseUrl: string;
  readonly fetch?: typeof globalThis.fetch;
  /** The privacy tools' servers, as the browser is told (the IP check renders its rows from them). */
  readonly tools?: SiteTools;
}

let pending: Promise<Api> | null = null;
let contextOf: (() => ApiContext) | null = null;
let config: SiteConfig | null = null;
let base: () => string = () => location.href;
let fetchImpl: typeof globalThis.fetch | undefined;
let serverAccess: ServerApiAccess | null = null;

/** Called once at start with the deployment and a reader of the default headers' values. */
export function configureApi(site: SiteConfig, context: () => ApiContext): void {
  config = site;
  contextOf = context;
  base = () => location.href;
  fetchImpl = undefined;
  pending = null;
}

/** The server's setup, called before each render; a render with the same access keeps the client it has. */
export function configureServerApi(access: ServerApiAccess): void {
  if (serverAccess === access) return;
  serverAccess = access;
  const host = new URL(access.origin).hostname;
  configureApi(
    {
      env: null,
      apiBaseUrl: access.apiBaseUrl,
      cdnBaseUrl: access.cdnBaseUrl,
      helpDeskUrl: null,
      chat: null,
      tagManagerUrl: null,
      buildId: null,
      tools: access.tools ?? NO_TOOLS,
    },
    () => ({
      xWebsite: host,
      xLocale: 'en',
      acceptLanguage: 'en',
      token: null,
    }),
  );
  base = () => access.origin;
  fetchImpl = access.fetch;
}

/** The privacy tools' servers of the configured deployment (none before it is configured). */
export function configuredTools(): SiteTools {
  return config?.tools ?? NO_TOOLS;
}

/** The help desk of the configured deployment (support sign-on), or null: none, or not configured yet. */
export function configuredHelpDesk(): string | null {
  return config?.helpDeskUrl ?? null;
}

export function siteApi(): Promise<Api> {
  if (!config || !contextOf) return Promise.reject(new Error('The API is not configured'));
  const { apiBaseUrl, cdnBaseUrl } = config;
  const context = contextOf;
  const from = base();
  const fetch = fetchImpl;
  pending ??= import('../../../generated/api/client.ts').then(({ createApi }) =>
    createApi({
      baseUrl: new URL(apiBaseUrl, from).href.replace(/\/$/, ''),
      cdnBaseUrl: new URL(cdnBaseUrl, from).href.replace(/\/$/, ''),
      context,
      fetch,
    }),
  );
  return pending;
}

export type { Api, ApiError, ApiResult } from '../../../generated/api/client.ts';
