/**
 * What the IP check and the DNS leak test say about an address: its IP version, country, network
 * operator, and whether it is one of the service's own (the server pools' exit addresses and
 * resolvers, from the database). Everything is looked up in memory: no address leaves the server.
 */
import ipaddr from 'ipaddr.js';
import type * as schemas from '../../../generated/api/schemas.ts';
import type { CountryLookup } from '../geo.ts';
import type { OperatorLookup } from './operators.ts';

export interface IpInfoSources {
  readonly country: CountryLookup;
  readonly operator: OperatorLookup;
  /** The pools' addresses and CIDR ranges (read again in the background after a minute; a failed read keeps the last). */
  readonly vpnRanges: () => Promise<readonly string[]>;
  readonly now?: () => number;
}

export interface AddressFacts {
  /** The address as written back (IPv4-mapped IPv6 as IPv4). */
  readonly ip: string;
  readonly version: 4 | 6 | null;
  readonly country_code: string | null;
  readonly operator: schemas.NetworkOperator | null;
  /** Null while the pools' addresses could not be read yet. */
  readonly vpn: boolean | null;
}

type Range = [ipaddr.IPv4 | ipaddr.IPv6, number];

/** Single addresses and CIDR ranges; an entry that is neither is skipped. */
export function parseRanges(entries: readonly string[]): Range[] {
  const ranges: Range[] = [];
  for (const entry of entries) {
    try {
      if (entry.includes('/')) ranges.push(ipaddr.parseCIDR(entry));
      else {
        const address = ipaddr.process(entry);
        ranges.push([address, address.kind() === 'ipv4' ? 32 : 128]);
      }
    } catch {
      // Not an address: nothing to match.
    }
  }
  return ranges;
}

function inRanges(address: ipaddr.IPv4 | ipaddr.IPv6, ranges: readonly Range[]): boolean {
  return ranges.some(([base, bits]) => base.kind() === address.kind() && (address as ipaddr.IPv4).match(base as ipaddr.IPv4, bits));
}

const RANGES_MAX_AGE_MS = 60_000;

export type AddressInfo = (address: string) => Promise<AddressFacts>;

/**
 * Answers facts about addresses. The pools' ranges are read once before the first answer, then
 * again at most once a minute behind the answers: a request never waits for the database.
 */
export function addressInfo(sources: IpInfoSources): AddressInfo {
  const now = sources.now ?? Date.now;
  let ranges: Range[] | null = null;
  let readAt = -Infinity;
  let reading: Promise<void> | null = null;
  const refresh = () =>
    (reading ??= sources
      .vpnRanges()
      .then((entries) => {
        ranges = parseRanges(entries);
      })
      .catch(() => {
        // The database is away: the last ranges stay (or none is known yet).
      })
      .finally(() => {
        readAt = now();
        reading = null;
      }));
  return async (text) => {
    if (readAt === -Infinity) await refresh();
    else if (now() - readAt > RANGES_MAX_AGE_MS) void refresh();
    if (!ipaddr.isValid(text)) return { ip: text, version: null, country_code: null, operator: null, vpn: null };
    const address = ipaddr.process(text);
    const ip = address.toString();
    return {
      ip,
      version: address.kind() === 'ipv4' ? 4 : 6,
      country_code: sources.country(ip),
      operator: sources.operator(ip),
      vpn: ranges === null ? null : inRanges(address, ranges),
    };
  };
}

/** The /ip answer for a client address and the visitor's country (a trusted proxy's word, else the address's). */
export async function ipAnswer(address: string, country: string | null, info: AddressInfo | undefined): Promise<schemas.IpInfo> {
  if (!info) return { ip: address, country_code: country };
  return ipInfoOf(await info(address), country);
}

function ipInfoOf(facts: AddressFacts, proxyCountry: string | null): schemas.IpInfo {
  return {
    ip: facts.ip,
    ...(facts.version ? { version: facts.version } : {}),
    country_code: proxyCountry ?? facts.country_code,
    region: null,
    operator: facts.operator,
    ...(facts.vpn === null ? {} : { protected: facts.vpn }),
  };
}
