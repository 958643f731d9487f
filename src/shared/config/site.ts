/** The running site's configuration: environment, edition of a host, API origins. */
import { editions, editionIds, environments, type EditionId, type EnvironmentId } from '../../../generated/editions.ts';

/** What the server tells the browser about the deployment (serialized into the page). */
export interface SiteConfig {
  /** PROD, DEV, or null for local development (edition hosts are then *.localhost). */
  readonly env: EnvironmentId | null;
  /** The API base the browser calls, e.g. /api or https://account.fvp.example/api. */
  readonly apiBaseUrl: string;
  /** The base of the popup list, e.g. /cdn. */
  readonly cdnBaseUrl: string;
  /** The help desk single sign-on hands off to (https origin), or null when none is configured. */
  readonly helpDeskUrl: string | null;
  /** The live-chat widget's script and key (Zendesk messaging), or null: no chat. */
  readonly chat: { readonly scriptUrl: string; readonly key: string } | null;
  /** A tag manager's script, loaded only once the visitor accepts statistics; null: none. */
  readonly tagManagerUrl: string | null;
  /** The running build's id (null in development), compared with the deployed one (DECISIONS 26). */
  readonly buildId: string | null;
  /** The privacy tools' servers (DECISIONS 25). */
  readonly tools: SiteTools;
}

export interface SiteTools {
  /** The DNS leak test's zone (its names point at this site), or null: no name server runs. */
  readonly dnsZone: string | null;
  /** STUN servers for the WebRTC leak test (stun: URLs); empty: the test cannot run here. */
  readonly stunUrls: readonly string[];
  /** /ip on an IPv4-only and an IPv6-only host, or null: the page asks its own host only. */
  readonly ipUrls: { readonly v4: string | null; readonly v6: string | null };
}

/** No tool server known: the DNS and WebRTC tests say they cannot run, the IP check asks its own host. */
export const NO_TOOLS: SiteTools = { dnsZone: null, stunUrls: [], ipUrls: { v4: null, v6: null } };

/** The public host name of an edition in an environment (null env: its local host name). */
export function editionHost(edition: EditionId, env: EnvironmentId | null): string {
  const e = editions[edition];
  if (env === null) return e.localHost;
  const site = environments[env].subdomains.site;
  return site ? `${site}.${e.domain}` : e.domain;
}

/** The edition serving a host name; unknown hosts get MAIN. */
export function editionOfHost(hostname: string, env: EnvironmentId | null): EditionId {
  const host = hostname.toLowerCase();
  for (const id of editionIds) {
    if (editionHost(id, env) === host || editions[id].localHost === host) return id;
  }
  return 'MAIN';
}

/** Whether an edition has a host of its own here (locally only when visited through it). */
export function hasOwnHost(edition: EditionId, env: EnvironmentId | null): boolean {
  return edition !== 'MAIN' && env !== null;
}

/** Every sub-domain prefix of spec/editions.yaml's environments (account, personal, dev, dev-account, …). */
const SUBDOMAIN_PREFIXES: ReadonlySet<string> = new Set(
  Object.values(environments).flatMap((e) => Object.values(e.subdomains).filter((s): s is string => s !== null)),
);

/**
 * The shared parent domain cookies are written on (product spec §9): the host without its
 * sub-domain prefix (account.fvp.example → .fvp.example, dev-personal.fvp.example → .fvp.example).
 * None for local names (localhost, *.localhost), IP addresses and single-label hosts, where the
 * browser keeps a cookie on the host itself, and none where removing the prefix would leave a bare
 * top-level domain.
 */
export function cookieDomainOfHost(hostname: string): string | undefined {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host.startsWith('[') || host.includes(':') || /^\d{1,3}(\.\d{1,3}){3}$/.test(host)) return undefined;
  const labels = host.split('.');
  if (labels.length < 2 || labels.some((l) => l === '') || labels.at(-1) === 'localhost') return undefined;
  const rest = SUBDOMAIN_PREFIXES.has(labels[0]!) && labels.length > 2 ? labels.slice(1) : labels;
  return `.${rest.join('.')}`;
}
