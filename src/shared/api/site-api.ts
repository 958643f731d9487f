/** The site's API client, loaded on first use (it is not needed to show a page). */
import type { Api, ApiContext } from '../../../generated/api/client.ts';
import type { SiteConfig } from '../config/site.ts';

let pending: Promise<Api> | null = null;
let contextOf: (() => ApiContext) | null = null;
let config: SiteConfig | null = null;

/** Called once at start with the deployment and a reader of the default headers' values. */
export function configureApi(site: SiteConfig, context: () => ApiContext): void {
  config = site;
  contextOf = context;
  pending = null;
}

/** The help desk of the configured deployment (support sign-on), or null: none, or not configured yet. */
export function configuredHelpDesk(): string | null {
  return config?.helpDeskUrl ?? null;
}

export function siteApi(): Promise<Api> {
  if (!config || !contextOf) return Promise.reject(new Error('The API is not configured'));
  const { apiBaseUrl, cdnBaseUrl } = config;
  const context = contextOf;
  pending ??= import('../../../generated/api/client.ts').then(({ createApi }) =>
    createApi({
      baseUrl: new URL(apiBaseUrl, location.href).href.replace(/\/$/, ''),
      cdnBaseUrl: new URL(cdnBaseUrl, location.href).href.replace(/\/$/, ''),
      context,
    }),
  );
  return pending;
}

export type { Api, ApiError, ApiResult } from '../../../generated/api/client.ts';
