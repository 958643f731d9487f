/**
 * A database that goes away: which errors mean "unavailable", how the PostgreSQL driver reports
 * them, and what the API answers meanwhile.
 */
import { SITE_ORIGINS } from '../support/site.ts';
import net from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiApp } from '../../src/server/api/app.ts';
import {
  DatabaseUnavailableError,
  isConnectionFailure,
  isDatabaseUnavailable,
  isUniqueViolation,
  type Database,
} from '../../src/server/api/db/database.ts';
import { openPostgres } from '../../src/server/api/db/postgres.ts';
import { jsonLogger, type LogLevel } from '../../src/server/log.ts';
import { memoryDatabase } from './drivers.ts';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isConnectionFailure', () => {
  const cases: Array<[string, unknown, boolean]> = [
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'), true],
    ['a reset connection', withCode('read ECONNRESET', 'ECONNRESET'), true],
    ['a broken pipe', withCode('write EPIPE', 'EPIPE'), true],
    ['a socket timeout', withCode('connect ETIMEDOUT 10.0.0.1:5432', 'ETIMEDOUT'), true],
    ['an unreachable host', withCode('connect EHOSTUNREACH 10.0.0.1:5432', 'EHOSTUNREACH'), true],
    ['a lost connection', new Error('Connection terminated unexpectedly'), true],
    ['a server that stopped answering (query_timeout)', new Error('Query read timeout'), true],
    ['the pool giving up connecting', new Error('Connection terminated due to connection timeout', { cause: new Error('x') }), true],
    ['no client free in time', new Error('timeout exceeded when trying to connect'), true],
    ['a client that already failed', new Error('Client has encountered a connection error and is not queryable'), true],
    [
      'every address refusing (AggregateError)',
      Object.assign(new AggregateError([withCode('a', 'ECONNREFUSED'), withCode('b', 'ECONNREFUSED')], ''), { code: undefined }),
      true,
    ],
    ['a connection exception (08006)', withCode('connection failure', '08006'), true],
    ['a connection that never opened (08001)', withCode('could not connect', '08001'), true],
    ['an administrator shutdown (57P01)', withCode('terminating connection due to administrator command', '57P01'), true],
    ['a crash shutdown (57P02)', withCode('terminating connection because of crash of another server process', '57P02'), true],
    ['a server starting or stopping (57P03)', withCode('the database system is shutting down', '57P03'), true],
    ['too many connections (53300)', withCode('sorry, too many clients already', '53300'), true],
    ['a wrapped connection failure', new Error('outer', { cause: withCode('inner', 'ECONNRESET') }), true],
    ['an error already classified', new DatabaseUnavailableError(new Error('x')), true],
    ['a unique violation (23505)', withCode('duplicate key value violates unique constraint "users_email_key"', '23505'), false],
    ['a syntax error (42601)', withCode('syntax error at or near "selec"', '42601'), false],
    ['a missing table (42P01)', withCode('relation "nope" does not exist', '42P01'), false],
    ['a query cancelled by statement_timeout (57014)', withCode('canceling statement due to statement timeout', '57014'), false],
    ['a serialization failure (40001)', withCode('could not serialize access', '40001'), false],
    ['a programming error', new TypeError('Cannot read properties of undefined'), false],
    ['an unrelated file error', withCode('ENOENT: no such file or directory', 'ENOENT'), false],
    ['a string', 'Connection terminated', false],
    ['null', null, false],
  ];
  const titled = cases.map(
    ([name, error, expected]) => [`${name}: ${expected ? 'unavailable' : 'passes through'}`, error, expected] as const,
  );
  it.each(titled)('%s', (_name, error, expected) => {
    expect(isConnectionFailure(error)).toBe(expected);
  });

  it('leaves a unique violation to isUniqueViolation', () => {
    const error = withCode('duplicate key', '23505');
    expect(isUniqueViolation(error)).toBe(true);
    expect(isDatabaseUnavailable(error)).toBe(false);
    const wrapped = new DatabaseUnavailableError(withCode('x', '57P01'));
    expect(isUniqueViolation(wrapped)).toBe(false);
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
    expect(wrapped.message).toBe('database unavailable: x');
  });
});

function recordingLog() {
  const lines: Array<{ level: LogLevel; msg: string; [key: string]: unknown }> = [];
  return { lines, log: jsonLogger((line) => lines.push(JSON.parse(line) as (typeof lines)[number])) };
}

describe('the API while the database is unavailable', () => {
  let db: Database;
  let down = false;
  beforeAll(async () => {
    db = await memoryDatabase();
  }, 60_000);
  afterAll(async () => {
    await db.close();
  });

  // The database as the PostgreSQL driver presents it during an outage.
  const outage = (): Database => ({
    ...db,
    query: async (sql, params) => {
      if (down) throw new DatabaseUnavailableError(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'));
      return db.query(sql, params);
    },
    transaction: async (fn) => {
      if (down) throw new DatabaseUnavailableError(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'));
      return db.transaction(fn);
    },
  });

  it('answers 503 with Retry-After and a warning, then works again', async () => {
    const { lines, log } = recordingLog();
    const api = createApiApp({ db: outage(), log, origins: SITE_ORIGINS });
    const register = (email: string) =>
      api.request('/register', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'a good password' }),
      });
    down = true;
    const during = await register('outage@example.com');
    expect(during.status).toBe(503);
    expect(during.headers.get('retry-after')).toBe('5');
    expect(await during.json()).toEqual({ code: 'unavailable', message: 'The service is temporarily unavailable; try again shortly' });
    expect(lines).toEqual([expect.objectContaining({ level: 'warn', msg: 'database unavailable', path: '/register' })]);
    expect(JSON.stringify(lines)).not.toContain('    at ');
    down = false;
    expect((await register('outage@example.com')).status).toBe(201);
  });

  it('still answers 500 to any other error', async () => {
    const { lines, log } = recordingLog();
    const broken: Database = { ...db, query: async () => Promise.reject(withCode('relation "users" does not exist', '42P01')) };
    const api = createApiApp({ db: broken, log, origins: SITE_ORIGINS });
    const r = await api.request('/v4/email/check?email=a%40example.com');
    expect(r.status).toBe(500);
    expect(await r.json()).toEqual({ code: 'internal', message: 'Internal error' });
    expect(lines[0]).toMatchObject({ level: 'error', msg: 'api error' });
  });
});

/**
 * The real driver against PostgreSQL through a TCP relay this test can cut: the shared server
 * itself is never stopped (other tests use it).
 */
class Relay {
  private server: net.Server | null = null;
  private readonly sockets = new Set<net.Socket>();
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  async open(): Promise<void> {
    const server = net.createServer((inbound) => {
      const outbound = net.connect(this.target);
      for (const s of [inbound, outbound]) {
        this.sockets.add(s);
        s.on('close', () => this.sockets.delete(s));
        s.on('error', () => undefined);
      }
      inbound.pipe(outbound).pipe(inbound);
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as net.AddressInfo).port;
    this.server = server;
  }

  /** Stops passing data while every connection stays open, as a stalled or partitioned server. */
  stall(): void {
    for (const s of this.sockets) s.pause();
  }

  /** Refuses new connections and breaks the open ones, as a server that went away. */
  async cut(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const s of this.sockets) s.destroy();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }
}

const url = process.env.TEST_DATABASE_URL;
describe.skipIf(!url)('the PostgreSQL driver when the server goes away', () => {
  const target = new URL(url ?? 'postgres://x@127.0.0.1:5432/x');
  const relay = new Relay({ host: target.hostname, port: Number(target.port || 5432) });
  const opened: Database[] = [];
  const viaRelay = () => {
    const u = new URL(target);
    u.hostname = '127.0.0.1';
    u.port = String(relay.port);
    return u.toString();
  };
  afterEach(async () => {
    await relay.cut();
    relay.port = 0;
    await Promise.all(opened.splice(0).map((db) => db.close().catch(() => undefined)));
  });

  it('survives idle connections breaking, fails fast with DatabaseUnavailableError, and recovers', async () => {
    await relay.open();
    const { lines, log } = recordingLog();
    const db = await openPostgres(viaRelay(), { log });
    opened.push(db);
    // A few idle connections in the pool.
    await Promise.all([1, 2, 3].map(() => db.query('select pg_sleep(0.05)')));
    await relay.cut();
    // The idle connections' errors reach the pool's listener (an unhandled one would end the run).
    await expect.poll(() => lines.filter((l) => l.msg === 'database connection lost').length).toBeGreaterThan(0);
    expect(lines.every((l) => l.level === 'warn')).toBe(true);

    const started = Date.now();
    const failure = await db.query('select 1').catch((e: unknown) => e);
    expect(isDatabaseUnavailable(failure)).toBe(true);
    expect(Date.now() - started).toBeLessThan(3_500);
    await expect(db.ping()).rejects.toSatisfy(isDatabaseUnavailable);
    await expect(db.transaction((tx) => tx.query('select 1'))).rejects.toSatisfy(isDatabaseUnavailable);

    await relay.open();
    expect(await db.query<{ n: number }>('select 1 as n')).toEqual([{ n: 1 }]);
    await db.ping();
  });

  it('drops a connection lost inside a transaction instead of reusing it', async () => {
    await relay.open();
    const { lines, log } = recordingLog();
    const db = await openPostgres(viaRelay(), { log, pool: { max: 1 } });
    opened.push(db);
    const failure = await db
      .transaction(async (tx) => {
        await tx.query('select 1');
        await relay.cut();
        // Between two statements, as when the server restarts while the handler hashes a password.
        await new Promise((resolve) => setTimeout(resolve, 100));
        await tx.query('select 2');
      })
      .catch((e: unknown) => e);
    expect(isDatabaseUnavailable(failure)).toBe(true);
    expect(lines.some((l) => l.msg === 'database connection lost' && l.during === 'transaction')).toBe(true);
    await relay.open();
    // With one connection allowed, this works only if the broken one was not returned to the pool.
    expect(await db.transaction((tx) => tx.query<{ n: number }>('select 3 as n'))).toEqual([{ n: 3 }]);
  });

  it('answers a stalled server with DatabaseUnavailableError after the query timeout, and drops the connection', async () => {
    await relay.open();
    const db = await openPostgres(viaRelay(), { pool: { max: 1, query_timeout: 500 } });
    opened.push(db);
    await db.query('select 1');
    relay.stall();
    const started = Date.now();
    const failure = await db.query('select 2').catch((e: unknown) => e);
    expect(isDatabaseUnavailable(failure)).toBe(true);
    expect(Date.now() - started).toBeLessThan(2_000);
    // With one connection allowed, this works only if the stalled one was dropped.
    expect(await db.query<{ n: number }>('select 3 as n')).toEqual([{ n: 3 }]);
  });

  it('passes ordinary SQL errors through unchanged', async () => {
    const db = await openPostgres(url!);
    opened.push(db);
    const failure = await db.query('select * from a_table_that_does_not_exist').catch((e: unknown) => e);
    expect(isDatabaseUnavailable(failure)).toBe(false);
    expect((failure as { code?: string }).code).toBe('42P01');
    const inTx = await db.transaction((tx) => tx.query('selec 1')).catch((e: unknown) => e);
    expect((inTx as { code?: string }).code).toBe('42601');
  });
});
