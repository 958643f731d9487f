/**
 * The network operator (autonomous system) an IP address belongs to, from the offline ranges of
 * `@ip-location-db/asn` (DB-IP's ASN Lite and RouteViews data, CC BY 4.0; no network lookup).
 * The ranges are read once into sorted typed arrays (about half a million IPv4 and a quarter of
 * a million IPv6 ranges); a lookup is a binary search.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import ipaddr from 'ipaddr.js';

export interface NetworkOperator {
  readonly asn: number;
  readonly name: string;
}

export type OperatorLookup = (address: string) => NetworkOperator | null;

/** The package's folder (its CSV files of numeric ranges). */
export function defaultOperatorData(): string {
  return dirname(createRequire(import.meta.url).resolve('@ip-location-db/asn/package.json'));
}

interface Ranges<T extends Uint32Array | BigUint64Array> {
  readonly starts: T;
  readonly ends: T;
  readonly asns: Uint32Array;
}

/** One CSV line: `start,end,asn,name`, the name quoted when it holds a comma ("" inside quotes). */
function splitLine(line: string): [string, string, string, string] | null {
  const a = line.indexOf(',');
  const b = line.indexOf(',', a + 1);
  const c = line.indexOf(',', b + 1);
  if (a < 0 || b < 0 || c < 0) return null;
  let name = line.slice(c + 1);
  if (name.startsWith('"') && name.endsWith('"')) name = name.slice(1, -1).replaceAll('""', '"');
  return [line.slice(0, a), line.slice(a + 1, b), line.slice(b + 1, c), name];
}

function readRanges<T extends Uint32Array | BigUint64Array>(
  file: string,
  names: Map<number, string>,
  make: (n: number) => T,
  value: (text: string) => number | bigint,
): Ranges<T> {
  // Read as bytes and cut one line at a time: a 20 MB string split into half a million lines would
  // grow the heap by ~100 MB, which the process keeps long after the lines are gone.
  const data = readFileSync(file);
  let lines = 1;
  for (let at = data.indexOf(10); at >= 0; at = data.indexOf(10, at + 1)) lines += 1;
  const starts = make(lines);
  const ends = make(lines);
  const asns = new Uint32Array(lines);
  let n = 0;
  for (let from = 0; from < data.length;) {
    const newline = data.indexOf(10, from);
    const to = newline < 0 ? data.length : newline;
    const parts = splitLine(data.toString('latin1', from, to).trimEnd());
    from = to + 1;
    if (!parts) continue;
    const asn = Number(parts[2]);
    if (!Number.isInteger(asn)) continue;
    starts[n] = value(parts[0]);
    ends[n] = value(parts[1]);
    asns[n] = asn;
    if (!names.has(asn)) names.set(asn, Buffer.from(parts[3], 'latin1').toString('utf8'));
    n += 1;
  }
  return { starts: starts.subarray(0, n) as T, ends: ends.subarray(0, n) as T, asns: asns.subarray(0, n) };
}

/** The index of the last range starting at or before `key`, or -1. */
function lastStartAtOrBefore<T extends Uint32Array | BigUint64Array>(starts: T, key: T[number]): number {
  let low = 0;
  let high = starts.length - 1;
  let found = -1;
  while (low <= high) {
    const mid = (low + high) >>> 1;
    if ((starts[mid] as T[number]) <= key) {
      found = mid;
      low = mid + 1;
    } else high = mid - 1;
  }
  return found;
}

/** Reads the ranges (about a second of work, once) and answers lookups from memory. */
export function openOperatorLookup(folder: string = defaultOperatorData()): OperatorLookup {
  const names = new Map<number, string>();
  const v4 = readRanges(join(folder, 'asn-ipv4-num.csv'), names, (n) => new Uint32Array(n), Number);
  // IPv6 ranges are compared by their first 64 bits: no route is longer than a /64.
  const v6 = readRanges(
    join(folder, 'asn-ipv6-num.csv'),
    names,
    (n) => new BigUint64Array(n),
    (text) => BigInt(text) >> 64n,
  );
  const answer = (asn: number): NetworkOperator | null => (asn > 0 ? { asn, name: names.get(asn) ?? `AS${asn}` } : null);
  return (address) => {
    if (!ipaddr.isValid(address)) return null;
    const parsed = ipaddr.process(address);
    if (parsed.range() !== 'unicast') return null;
    const bytes = parsed.toByteArray();
    if (parsed.kind() === 'ipv4') {
      const key = ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0;
      const i = lastStartAtOrBefore(v4.starts, key);
      return i >= 0 && key <= v4.ends[i]! ? answer(v4.asns[i]!) : null;
    }
    let key = 0n;
    for (const byte of bytes.slice(0, 8)) key = (key << 8n) | BigInt(byte);
    const i = lastStartAtOrBefore(v6.starts, key);
    return i >= 0 && key <= v6.ends[i]! ? answer(v6.asns[i]!) : null;
  };
}
