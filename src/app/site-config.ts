/** The deployment settings the server writes into each page as JSON. */
import { NO_TOOLS } from '../shared/config/site.ts';
import type { SiteConfig, SiteTools } from '../shared/config/site.ts';

export const SITE_CONFIG_ID = 'site-config';

export { NO_TOOLS };

const httpUrlOrNull = (value: unknown) => (typeof value === 'string' && /^https?:\/\//.test(value) ? value : null);

function readTools(value: Partial<SiteTools> | undefined): SiteTools {
  if (!value || typeof value !== 'object') return NO_TOOLS;
  return {
    dnsZone: typeof value.dnsZone === 'string' && /^[a-z0-9.-]+$/.test(value.dnsZone) ? value.dnsZone : null,
    stunUrls: Array.isArray(value.stunUrls) ? value.stunUrls.filter((u): u is string => typeof u === 'string' && /^stuns?:/.test(u)) : [],
    ipUrls: { v4: httpUrlOrNull(value.ipUrls?.v4), v6: httpUrlOrNull(value.ipUrls?.v6) },
  };
}

/** A local deployment's settings: the API and the popups on this origin, nothing else configured. */
export const LOCAL_SITE_CONFIG: SiteConfig = {
  env: null,
  apiBaseUrl: '/api',
  cdnBaseUrl: '/cdn',
  helpDeskUrl: null,
  chat: null,
  tagManagerUrl: null,
  buildId: null,
  tools: NO_TOOLS,
};

/** Reads the settings; a missing or malformed block (the dev server) gives the local defaults. */
export function readSiteConfig(doc: Document): SiteConfig {
  const text = doc.getElementById(SITE_CONFIG_ID)?.textContent;
  if (!text) return LOCAL_SITE_CONFIG;
  try {
    const value = JSON.parse(text) as Partial<SiteConfig>;
    return {
      env: value.env === 'PROD' || value.env === 'DEV' ? value.env : null,
      apiBaseUrl: typeof value.apiBaseUrl === 'string' ? value.apiBaseUrl : LOCAL_SITE_CONFIG.apiBaseUrl,
      cdnBaseUrl: typeof value.cdnBaseUrl === 'string' ? value.cdnBaseUrl : LOCAL_SITE_CONFIG.cdnBaseUrl,
      helpDeskUrl: typeof value.helpDeskUrl === 'string' && value.helpDeskUrl.startsWith('https://') ? value.helpDeskUrl : null,
      chat:
        value.chat && typeof value.chat.scriptUrl === 'string' && typeof value.chat.key === 'string'
          ? { scriptUrl: value.chat.scriptUrl, key: value.chat.key }
          : null,
      tagManagerUrl: typeof value.tagManagerUrl === 'string' && /^https?:\/\//.test(value.tagManagerUrl) ? value.tagManagerUrl : null,
      buildId: typeof value.buildId === 'string' ? value.buildId : null,
      tools: readTools(value.tools),
    };
  } catch {
    return LOCAL_SITE_CONFIG;
  }
}

/** The settings as a JSON script block (with < escaped so it cannot close the script). */
export function siteConfigScript(config: SiteConfig): string {
  return `<script id="${SITE_CONFIG_ID}" type="application/json">${JSON.stringify(config).replace(/</g, '\\u003c')}</script>`;
}
