/**
 * The DNS leak test's records (DECISIONS 25). A test is an 80-bit random id, which appears in the
 * names the browser looks up (`<random>-<id>.<zone>`, one label so that a wildcard certificate of
 * the zone covers it), and a 256-bit key that only the starting browser holds: the results are
 * read with the key, so a resolver that saw the id cannot read them. The name server records each
 * resolver that asked for a name of a live test; tests and their records are deleted once expired.
 */
import { randomBytes } from 'node:crypto';
import { tools } from '../../../generated/constants.ts';
import type * as schemas from '../../../generated/api/schemas.ts';
import type { Database } from './db/index.ts';
import { newToken, tokenHash } from './security.ts';

export type DnsLeakLimits = { readonly [K in keyof typeof tools.dnsLeak]: number };

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';
const TEST_ID = /^[a-z2-7]{16}$/;
/** The first label of a test name: up to 32 random letters and digits, a dash, the test id. */
const TEST_LABEL = /^[a-z0-9]{1,32}-([a-z2-7]{16})$/;

/** 80 random bits as 16 base32 letters (lower case: DNS names are not case-sensitive). */
export function newTestId(): string {
  const bytes = randomBytes(10);
  let bits = 0;
  let value = 0;
  let id = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      id += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return id;
}

/** The test id a looked-up name carries, with the name in lower case; null for any other name. */
export function testNameOf(name: string, zone: string): { name: string; testId: string } | null {
  const lower = name.toLowerCase().replace(/\.$/, '');
  const suffix = `.${zone.toLowerCase()}`;
  if (!lower.endsWith(suffix)) return null;
  const label = lower.slice(0, -suffix.length);
  const match = TEST_LABEL.exec(label);
  return match ? { name: lower, testId: match[1]! } : null;
}

export interface DnsLeakStore {
  /** Starts a test for a client; null when the client started too many in the last hour. */
  start(client: string): Promise<schemas.DnsLeakTest | null>;
  /** Records that `resolver` looked up `name`; names of no live test are ignored. */
  record(name: string, resolver: string): Promise<boolean>;
  /** What a test has seen, for the holder of its key; null for an unknown or expired test or another key. */
  seen(id: string, key: string): Promise<{ names: number; resolvers: Array<{ ip: string; lookups: number }> } | null>;
}

export function dnsLeakStore(db: Database, zone: string, now: () => Date, limits: DnsLeakLimits = tools.dnsLeak): DnsLeakStore {
  return {
    async start(client) {
      const at = now();
      // Expired tests go as new ones come: the table holds minutes of tests at most.
      await db.query('delete from dns_leak_tests where expires_at <= $1', [at]);
      const [recent] = await db.query<{ n: string }>('select count(*) as n from dns_leak_tests where client = $1 and created_at > $2', [
        client,
        new Date(at.getTime() - 3_600_000),
      ]);
      if (Number(recent?.n ?? 0) >= limits.testsPerClientPerHour) return null;
      const id = newTestId();
      const key = newToken();
      const expires = new Date(at.getTime() + limits.testMinutes * 60_000);
      await db.query('insert into dns_leak_tests (id, key_hash, client, created_at, expires_at) values ($1, $2, $3, $4, $5)', [
        id,
        tokenHash(key),
        client,
        at,
        expires,
      ]);
      return { id, key, zone, lookups: limits.lookups, expires_at: expires.toISOString() };
    },

    async record(name, resolver) {
      const test = testNameOf(name, zone);
      if (!test) return false;
      const at = now();
      // The test's row is locked while its room is counted, so lookups arriving together (a
      // resolver's retries, a flood of spoofed sources) fill one test up to its bounds, never past.
      return db.transaction(async (tx) => {
        const [live] = await tx.query('select 1 from dns_leak_tests where id = $1 and expires_at > $2 for update', [test.testId, at]);
        if (!live) return false;
        const rows = await tx.query(
          `insert into dns_leak_lookups (test_id, resolver, name, seen_at)
           select $1, $2, $3, $4
           where (select count(distinct resolver) from dns_leak_lookups where test_id = $1 and resolver <> $2) < $5
             and (select count(*) from dns_leak_lookups where test_id = $1) < $6
           on conflict (test_id, resolver, name) do nothing
           returning 1`,
          [test.testId, resolver, test.name, at, limits.maxResolvers, limits.maxResolvers * limits.lookups],
        );
        return rows.length > 0;
      });
    },

    async seen(id, key) {
      if (!TEST_ID.test(id)) return null;
      const [test] = await db.query<{ key_hash: string }>('select key_hash from dns_leak_tests where id = $1 and expires_at > $2', [
        id,
        now(),
      ]);
      if (!test || test.key_hash !== tokenHash(key)) return null;
      const rows = await db.query<{ resolver: string; lookups: string }>(
        'select resolver, count(*) as lookups from dns_leak_lookups where test_id = $1 group by resolver order by min(seen_at), resolver',
        [id],
      );
      const [names] = await db.query<{ n: string }>('select count(distinct name) as n from dns_leak_lookups where test_id = $1', [id]);
      return { names: Number(names?.n ?? 0), resolvers: rows.map((r) => ({ ip: r.resolver, lookups: Number(r.lookups) })) };
    },
  };
}
