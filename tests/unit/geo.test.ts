/**
 * The visitor's country (DECISIONS 21) from the offline database the project ships, and from a
 * trusted proxy's header. The addresses are long-standing allocations (a German hosting network,
 * Google's public resolver); the database is pinned, so a change of answer comes with an update.
 */
import type { Context } from 'hono';
import { describe, expect, it } from 'vitest';
import {
  countryCodeOf,
  openCountryLookup,
  rememberVisitorCountry,
  visitorCountry,
  type VisitorCountryOptions,
} from '../../src/server/geo.ts';

const lookup = openCountryLookup();

describe('openCountryLookup', () => {
  it.each([
    ['81.169.145.1', 'DE'],
    ['8.8.8.8', 'US'],
    ['2a01:238:20a:202:1000::1', 'DE'],
  ])('%s is in %s', (address, country) => {
    expect(lookup(address)).toBe(country);
  });

  it.each(['127.0.0.1', '10.1.2.3', '192.168.0.1', '::1', 'fe80::1', 'unknown', '', 'not an address'])('%s has no country', (address) => {
    expect(lookup(address)).toBeNull();
  });
});

describe('countryCodeOf', () => {
  it.each([
    ['de', 'DE'],
    [' FR ', 'FR'],
    ['XX', null],
    ['T1', null],
    ['EU', null],
    ['DEU', null],
    ['', null],
    [undefined, null],
  ])('%s → %s', (value, code) => {
    expect(countryCodeOf(value)).toBe(code);
  });
});

describe('visitorCountry', () => {
  const context = (headers: Record<string, string>) => ({ req: { header: (name: string) => headers[name] } }) as unknown as Context;
  const options = (trusted: boolean, address = '81.169.145.1'): VisitorCountryOptions => ({
    lookup,
    clientAddress: () => address,
    fromTrustedProxy: () => trusted,
    headers: ['cf-ipcountry', 'x-country-code'],
  });

  it('believes the header of a trusted proxy, in the configured order', () => {
    expect(visitorCountry(context({ 'cf-ipcountry': 'fr', 'x-country-code': 'IT' }), options(true))).toBe('FR');
    expect(visitorCountry(context({ 'x-country-code': 'IT' }), options(true))).toBe('IT');
  });

  it('falls back to the address when the proxy names no country (or Tor, XX)', () => {
    expect(visitorCountry(context({ 'cf-ipcountry': 'T1' }), options(true))).toBe('DE');
    expect(visitorCountry(context({}), options(true))).toBe('DE');
  });

  it('ignores the header from anyone else', () => {
    expect(visitorCountry(context({ 'cf-ipcountry': 'FR' }), options(false))).toBe('DE');
    expect(visitorCountry(context({ 'cf-ipcountry': 'FR' }), options(false, '127.0.0.1'))).toBeNull();
  });
});

describe('rememberVisitorCountry', () => {
  /** A request from a peer, with headers; the options read the client address from X-Forwarded-For, else the peer. */
  const request = (peer: string, headers: Record<string, string> = {}) =>
    ({ env: { incoming: { socket: { remoteAddress: peer } } }, req: { header: (name: string) => headers[name] } }) as unknown as Context;
  const counting = () => {
    const asked: string[] = [];
    const options: VisitorCountryOptions = {
      lookup: (address) => {
        asked.push(address);
        return lookup(address);
      },
      clientAddress: (c) =>
        c.req.header('x-forwarded-for') ?? (c.env as { incoming: { socket: { remoteAddress: string } } }).incoming.socket.remoteAddress,
      fromTrustedProxy: (c) => (c.env as { incoming: { socket: { remoteAddress: string } } }).incoming.socket.remoteAddress === '10.0.0.1',
      headers: ['cf-ipcountry'],
    };
    return { asked, options };
  };

  it('answers the same request origin as visitorCountry does, looking it up once', () => {
    const { asked, options } = counting();
    const country = rememberVisitorCountry(options);
    expect(country(request('81.169.145.1'))).toBe('DE');
    expect(country(request('81.169.145.1'))).toBe('DE');
    expect(country(request('127.0.0.1'))).toBeNull();
    expect(country(request('127.0.0.1'))).toBeNull();
    expect(asked).toEqual(['81.169.145.1', '127.0.0.1']);
  });

  it('tells apart what visitorCountry reads: the peer, X-Forwarded-For and the country headers', () => {
    const { asked, options } = counting();
    const country = rememberVisitorCountry(options);
    expect(country(request('10.0.0.1', { 'x-forwarded-for': '8.8.8.8' }))).toBe('US');
    expect(country(request('10.0.0.1', { 'x-forwarded-for': '81.169.145.1' }))).toBe('DE');
    expect(country(request('10.0.0.1', { 'x-forwarded-for': '8.8.8.8', 'cf-ipcountry': 'FR' }))).toBe('FR');
    // The same header from a peer that is not the proxy is not believed.
    expect(country(request('10.0.0.2', { 'x-forwarded-for': '8.8.8.8', 'cf-ipcountry': 'FR' }))).toBe('US');
    expect(asked).toEqual(['8.8.8.8', '81.169.145.1', '8.8.8.8']);
  });

  it('does not keep an origin with long headers, looking it up each time', () => {
    const { asked, options } = counting();
    const country = rememberVisitorCountry(options);
    const hops = `${Array.from({ length: 40 }, (_, i) => `10.0.${i}.1`).join(', ')}, 8.8.8.8`;
    const long = request('10.0.0.1', { 'x-forwarded-for': hops });
    expect(options.clientAddress(long)).toBe(hops);
    country(long);
    country(long);
    expect(asked).toEqual([hops, hops]);
  });

  it('keeps a bounded number of origins, the least recently asked going first', () => {
    const { asked, options } = counting();
    const country = rememberVisitorCountry(options, 2);
    country(request('81.169.145.1'));
    country(request('8.8.8.8'));
    country(request('81.169.145.1'));
    country(request('127.0.0.1'));
    // 8.8.8.8 was the least recently asked: gone; 81.169.145.1 is still known.
    country(request('81.169.145.1'));
    country(request('8.8.8.8'));
    expect(asked).toEqual(['81.169.145.1', '8.8.8.8', '127.0.0.1', '8.8.8.8']);
  });
});
