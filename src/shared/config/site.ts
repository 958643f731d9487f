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
}

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

/** The shared parent domain for cookies (.fvp.example); none on local hosts. */
export function cookieParentDomain(edition: EditionId, env: EnvironmentId | null): string | undefined {
  return env === null ? undefined : `.${editions[edition].domain}`;
}
