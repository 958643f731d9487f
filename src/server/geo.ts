/**
 * The visitor's country (DECISIONS 21): a trusted proxy's country header when the request came
 * straight from one, else the client address looked up in an offline IP-to-country database
 * (the CC0 `@ip-location-db/geo-whois-asn-country-mmdb` package, read with `mmdb-lib`; no network
 * lookup). Private, loopback and unknown addresses have no country.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import ipaddr from 'ipaddr.js';
import { Reader, type Response as MmdbRecord } from 'mmdb-lib';
import { peerAddress, type RequestView } from './client-address.ts';

/** A two-letter country code, or null when the address is not in the database. */
export type CountryLookup = (address: string) => string | null;

const COUNTRY = /^[A-Z]{2}$/;
/** Codes some databases and proxies use for "no country": unknown, Tor, anonymous proxies, satellite. */
const NOT_A_COUNTRY = new Set(['XX', 'T1', 'A1', 'A2', 'O1', 'EU', 'AP', 'ZZ']);

/** A valid ISO 3166-1 alpha-2 code in upper case, or null. */
export function countryCodeOf(value: string | null | undefined): string | null {
  const code = (value ?? '').trim().toUpperCase();
  return COUNTRY.test(code) && !NOT_A_COUNTRY.has(code) ? code : null;
}

/** The database file the package ships (IPv4 and IPv6 in one file). */
export function defaultCountryDatabase(): string {
  return createRequire(import.meta.url).resolve('@ip-location-db/geo-whois-asn-country-mmdb/geo-whois-asn-country.mmdb');
}

/** Opens the database once (about 8 MB, read into memory; a lookup takes microseconds). */
export function openCountryLookup(file: string = defaultCountryDatabase()): CountryLookup {
  const reader = new Reader<MmdbRecord & { country_code?: string }>(readFileSync(file));
  return (address) => {
    // Only a public address has a country (the data has stray entries for private ranges).
    if (!ipaddr.isValid(address)) return null;
    const parsed = ipaddr.process(address);
    if (parsed.range() !== 'unicast') return null;
    try {
      return countryCodeOf(reader.get(parsed.toString())?.country_code);
    } catch {
      // Not an IP address ('unknown' when the socket is gone).
      return null;
    }
  };
}

export interface VisitorCountryOptions {
  readonly lookup: CountryLookup;
  /** The request's client address (through trusted proxies only). */
  readonly clientAddress: (c: RequestView) => string;
  /** Whether the request came straight from a configured proxy, whose headers are believed. */
  readonly fromTrustedProxy: (c: RequestView) => boolean;
  /** Lower-case header names a trusted proxy puts the country in, in order (e.g. cf-ipcountry). */
  readonly headers: readonly string[];
}

/** The visitor's country: the trusted proxy's word first, then the address; null when unknown. */
export function visitorCountry(c: RequestView, options: VisitorCountryOptions): string | null {
  if (options.fromTrustedProxy(c)) {
    for (const name of options.headers) {
      const code = countryCodeOf(c.req.header(name));
      if (code) return code;
    }
  }
  return options.lookup(options.clientAddress(c));
}

/** How many request origins rememberVisitorCountry keeps. */
const REMEMBERED_ORIGINS = 4096;
/** The longest origin kept (a peer, a few proxy hops and a country code); a longer one is looked up each time. */
const REMEMBERED_KEY_LENGTH = 256;

/**
 * visitorCountry, remembered by what it reads: the peer's address, X-Forwarded-For (the client
 * address through trusted proxies) and the proxy's country headers. The same request origin gets
 * the same answer without parsing its addresses and looking them up again; a visitor without the
 * country cookie (a crawler, a first page and its payloads, a privacy-minded browser) asks on
 * every request. The least recently asked go first beyond REMEMBERED_ORIGINS.
 */
export function rememberVisitorCountry(options: VisitorCountryOptions, size = REMEMBERED_ORIGINS): (c: RequestView) => string | null {
  const known = new Map<string, string | null>();
  return (c) => {
    const peer = peerAddress(c) ?? '';
    let key = `${peer}\n${c.req.header('x-forwarded-for') ?? ''}`;
    for (const name of options.headers) key += `\n${c.req.header(name) ?? ''}`;
    // Long headers are not kept: the memory they may take stays bounded.
    if (key.length > REMEMBERED_KEY_LENGTH) return visitorCountry(c, options);
    const hit = known.get(key);
    if (hit !== undefined) {
      // Most recently asked last (a Map keeps insertion order).
      known.delete(key);
      known.set(key, hit);
      return hit;
    }
    const country = visitorCountry(c, options);
    known.set(key, country);
    if (known.size > size) known.delete(known.keys().next().value!);
    return country;
  };
}
