/**
 * Login throttling that makes a guesser pay and leaves the owner alone. Three counters, kept in
 * the database so that every site server behind a load balancer throttles as one:
 * - the address from one client (`pair`): a few free attempts, then growing waits;
 * - one client across addresses (`client`): more free attempts, then growing waits;
 * - the address from every client (`account`): past a ceiling far above the others, only clients
 *   that have signed in to the account before may try: from the same network, or with the device
 *   cookie that browser was given then (so a changed address does not lock the owner out).
 * A wrong password from one client address therefore never locks the owner out on another.
 */
import ipaddr from 'ipaddr.js';
import type { Database } from './db/index.ts';

export interface LoginLimits {
  readonly pair: { readonly free: number; readonly windowMinutes: number };
  readonly client: { readonly free: number; readonly windowMinutes: number };
  readonly account: { readonly ceiling: number; readonly windowMinutes: number };
  /** The wait after the free attempts: base × 2^k seconds, at most max. */
  readonly delay: { readonly baseSeconds: number; readonly maxSeconds: number };
}

export interface LoginAttempt {
  readonly email: string;
  readonly client: string;
  readonly userId: string | null;
  /** The hash of the browser's device cookie (fvp_device), when it sent one. */
  readonly device: string | null;
}

export type Admission = { readonly allowed: true } | { readonly allowed: false; readonly retryAfterSeconds: number };

interface Row {
  key: string;
  failures: number;
  window_started_at: Date;
  blocked_until: Date | null;
}

/**
 * The network a client address stands for: an IPv4 address, or the /64 of an IPv6 one (a single
 * subscriber holds a whole /64, so counting its addresses one by one would count nothing).
 */
export function clientNetwork(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  return `${(parsed as ipaddr.IPv6).parts
    .slice(0, 4)
    .map((p) => p.toString(16))
    .join(':')}::/64`;
}

const keysOf = ({ email, client }: Pick<LoginAttempt, 'email' | 'client'>) => ({
  pair: `pair:${email}|${clientNetwork(client)}`,
  client: `client:${clientNetwork(client)}`,
  account: `account:${email}`,
});

/** How login_known_clients names a client: its network, or its device cookie. */
const knownAs = (attempt: Pick<LoginAttempt, 'client' | 'device'>) => [
  `ip:${clientNetwork(attempt.client)}`,
  ...(attempt.device ? [`device:${attempt.device}`] : []),
];

export function loginThrottle(db: Database, limits: LoginLimits, now: () => Date) {
  const secondsUntil = (date: Date) => Math.max(1, Math.ceil((date.getTime() - now().getTime()) / 1000));

  /**
   * Counts one attempt on a key (a new window when the last one has passed) and, from the `free`th
   * attempt on, sets the wait before the next, in one statement: parallel attempts queue on the
   * row, so the one after the limit already sees the wait. Null when the key is waiting.
   */
  async function count(key: string, windowMinutes: number, free: number | null): Promise<number | null> {
    const at = now();
    const windowStart = new Date(at.getTime() - windowMinutes * 60_000);
    const failures = 'case when t.window_started_at <= $3 then 1 else t.failures + 1 end';
    const wait = (n: string) =>
      `case when $4::integer is not null and ${n} >= $4::integer
         then $2::timestamptz + make_interval(secs => least($5::float8 * power(2, ${n} - $4::integer), $6::float8)) end`;
    const [row] = await db.query<{ failures: number }>(
      `insert into login_throttle as t (key, failures, window_started_at, blocked_until) values ($1, 1, $2, ${wait('1')})
       on conflict (key) do update set
         failures = ${failures},
         window_started_at = case when t.window_started_at <= $3 then $2 else t.window_started_at end,
         blocked_until = ${wait(failures)}
       where $4::integer is null or t.blocked_until is null or t.blocked_until <= $2
       returning failures`,
      [key, at, windowStart, free, limits.delay.baseSeconds, limits.delay.maxSeconds],
    );
    return row ? Number(row.failures) : null;
  }

  return {
    /** Admits an attempt and counts it as failed until `succeeded` says otherwise. */
    async begin(attempt: LoginAttempt): Promise<Admission> {
      const keys = keysOf(attempt);
      const at = now();
      const rows = await db.query<Row>('select key, failures, window_started_at, blocked_until from login_throttle where key = any($1)', [
        [keys.pair, keys.client, keys.account],
      ]);
      const byKey = new Map(rows.map((r) => [r.key, r]));
      for (const key of [keys.pair, keys.client]) {
        const blockedUntil = byKey.get(key)?.blocked_until;
        if (blockedUntil && new Date(blockedUntil) > at) return { allowed: false, retryAfterSeconds: secondsUntil(new Date(blockedUntil)) };
      }
      const account = byKey.get(keys.account);
      const accountWindowEnd = account
        ? new Date(new Date(account.window_started_at).getTime() + limits.account.windowMinutes * 60_000)
        : null;
      if (account && accountWindowEnd! > at && Number(account.failures) >= limits.account.ceiling && !(await known(attempt))) {
        return { allowed: false, retryAfterSeconds: secondsUntil(accountWindowEnd!) };
      }
      // Waiting because of a parallel attempt between the read and the count.
      const busy: Admission = { allowed: false, retryAfterSeconds: Math.ceil(limits.delay.baseSeconds) };
      if ((await count(keys.pair, limits.pair.windowMinutes, limits.pair.free)) === null) return busy;
      if ((await count(keys.client, limits.client.windowMinutes, limits.client.free)) === null) return busy;
      await count(keys.account, limits.account.windowMinutes, null);
      return { allowed: true };
    },

    /** The password was right: the attempt is not held against the client, and the client is known. */
    async succeeded(attempt: LoginAttempt & { userId: string }): Promise<void> {
      const keys = keysOf(attempt);
      await db.query('delete from login_throttle where key = $1', [keys.pair]);
      await db.query(
        `update login_throttle set failures = greatest(failures - 1, 0),
           blocked_until = case when key = $2 and failures - 1 < $3 then null else blocked_until end
         where key = any($1)`,
        [[keys.client, keys.account], keys.client, limits.client.free],
      );
      for (const client of knownAs(attempt)) {
        await db.query(
          `insert into login_known_clients (user_id, client, last_seen_at) values ($1, $2, $3)
           on conflict (user_id, client) do update set last_seen_at = excluded.last_seen_at`,
          [attempt.userId, client, now()],
        );
      }
    },

    /** Drops counters whose window and wait have both passed, and clients not seen for a year. */
    async prune(): Promise<void> {
      const at = now();
      await db.query('delete from login_known_clients where last_seen_at < $1', [new Date(at.getTime() - 365 * 86_400_000)]);
      const oldest = Math.max(limits.pair.windowMinutes, limits.client.windowMinutes, limits.account.windowMinutes);
      await db.query('delete from login_throttle where window_started_at < $1 and (blocked_until is null or blocked_until < $2)', [
        new Date(at.getTime() - oldest * 60_000),
        at,
      ]);
    },
  };

  async function known(attempt: LoginAttempt): Promise<boolean> {
    if (attempt.userId === null) return false;
    const rows = await db.query('select 1 from login_known_clients where user_id = $1 and client = any($2)', [
      attempt.userId,
      knownAs(attempt),
    ]);
    return rows.length > 0;
  }
}
