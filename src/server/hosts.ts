/**
 * The hosts the site answers on and the origins it may send a visitor to. Absolute URLs come only
 * from configuration (PUBLIC_ORIGIN and the edition hosts of spec/editions.yaml), never from a
 * request's Host header.
 */
import { editionIds, type EditionId, type EnvironmentId } from '../../generated/editions.ts';
import { redirectRules } from '../../generated/redirects.ts';
import type { ServerConfig } from './config.ts';

export interface SiteHosts {
  readonly env: EnvironmentId | null;
  /** Each edition's public origin. */
  readonly origins: Readonly<Record<EditionId, string>>;
  /** Whether the public origins are https (Secure cookies, HSTS). */
  readonly secure: boolean;
  /** The edition a Host header names, or null for a host that is not configured. */
  editionOfHost(host: string | null | undefined): EditionId | null;
  /** Origins a redirect may lead to: the editions, the help desk, the API, spec/redirects.yaml targets. */
  readonly redirectOrigins: ReadonlySet<string>;
}

const DEFAULT_PORT: Record<string, string> = { 'http:': '80', 'https:': '443' };

/** host[:port] as a URL writes it: lower case, without the scheme's default port. */
function normalHost(host: string, protocol: string): string | null {
  try {
    const url = new URL(`${protocol}//${host}`);
    if (url.username || url.password || url.pathname !== '/' || `${url.hostname}${url.port ? `:${url.port}` : ''}` !== url.host)
      return null;
    return url.port === DEFAULT_PORT[protocol] ? url.hostname : url.host;
  } catch {
    return null;
  }
}

export function siteHosts(
  config: Pick<ServerConfig, 'siteEnv' | 'origins' | 'secure' | 'helpDeskUrl' | 'apiBaseUrl' | 'popupsUrl'>,
): SiteHosts {
  const byHost = new Map<string, EditionId>();
  for (const id of editionIds) byHost.set(new URL(config.origins[id]).host, id);
  const protocol = config.secure ? 'https:' : 'http:';
  const absolute = (value: string | null) => (value && /^https?:\/\//.test(value) ? [new URL(value).origin] : []);
  const redirectOrigins = new Set<string>([
    ...Object.values(config.origins),
    ...absolute(config.helpDeskUrl),
    ...absolute(config.apiBaseUrl),
    ...[...redirectRules.values()].filter((r) => r.external).flatMap((r) => absolute(r.to)),
  ]);
  return {
    env: config.siteEnv,
    origins: config.origins,
    secure: config.secure,
    editionOfHost(host) {
      if (!host) return null;
      const normal = normalHost(host.trim(), protocol);
      return normal === null ? null : (byHost.get(normal) ?? null);
    },
    redirectOrigins,
  };
}
