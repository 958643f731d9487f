/**
 * The settings a page's document is made with, from the server's configuration: one function for
 * the running server (server.ts, with the tools it started) and the prerender (prerender-main.ts,
 * with the tools the configuration will start), so that both sum them up alike (renderSettingsKey).
 */
import type { SiteConfig } from '../shared/config/site.ts';
import type { ServerConfig, ToolsConfig } from './config.ts';
import type { RenderSettings } from './page-document.ts';
import type { RunningTools } from './tools/index.ts';

/** What the browser is told about the deployment (the site-config script of every page). */
export function siteConfigOf(config: ServerConfig, tools: Pick<RunningTools, 'dnsZone' | 'stunUrls'>, buildId: string | null): SiteConfig {
  return {
    env: config.siteEnv,
    apiBaseUrl: config.apiBaseUrl ?? '/api',
    cdnBaseUrl: config.popupsUrl,
    helpDeskUrl: config.helpDeskUrl,
    chat: config.chat,
    tagManagerUrl: config.tagManager?.scriptUrl ?? null,
    buildId,
    tools: { dnsZone: tools.dnsZone, stunUrls: tools.stunUrls, ipUrls: config.tools.ipUrls },
  };
}

export function renderSettingsOf(config: ServerConfig, siteConfig: SiteConfig): RenderSettings {
  return { origins: config.origins, env: config.siteEnv, helpDeskUrl: config.helpDeskUrl, config: siteConfig };
}

/** The STUN servers the WebRTC test's page is given: the configured ones, else this site's responder on its port (null: none runs). */
export function stunUrlsOf(config: Pick<ToolsConfig, 'stunUrls' | 'stunHost'>, port: number | null): readonly string[] {
  return config.stunUrls.length ? config.stunUrls : port ? [`stun:${config.stunHost}:${port}`] : [];
}

/**
 * What startTools gives the pages when every server it is asked to start starts: the DNS zone
 * (the name server runs beside the reference API's database) and the STUN URLs (the responder's
 * configured port; with port 0 the system picks one, known only once bound).
 */
export function expectedTools(config: ServerConfig): Pick<RunningTools, 'dnsZone' | 'stunUrls'> {
  const { tools } = config;
  return {
    dnsZone: tools.dns && config.apiBaseUrl === null ? tools.dns.zone : null,
    stunUrls: stunUrlsOf(tools, tools.stunPort),
  };
}
