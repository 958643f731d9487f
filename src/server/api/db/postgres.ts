import pg from 'pg';
import type { Logger } from '../../log.ts';
import { DatabaseUnavailableError, isConnectionFailure, isDatabaseUnavailable, type Database, type Queryable } from './database.ts';

export interface PostgresOptions {
  /** Where lost connections are reported; without it they are still handled, silently. */
  readonly log?: Logger;
  /** Overrides of the pool settings below (tests). */
  readonly pool?: Omit<pg.PoolConfig, 'connectionString'>;
}

/** Connection-class failures become DatabaseUnavailableError; any other error passes through unchanged. */
function unavailableOr(error: unknown): unknown {
  return isConnectionFailure(error) && !isDatabaseUnavailable(error) ? new DatabaseUnavailableError(error) : error;
}

async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw unavailableOr(error);
  }
}

/**
 * A PostgreSQL server through a connection pool. A restart of the server or a dropped connection
 * must not end the process: idle connections that fail are dropped by the pool and reported,
 * requests during an outage fail fast with DatabaseUnavailableError, and new connections are
 * made once the server is back.
 */
export async function openPostgres(connectionString: string, options: PostgresOptions = {}): Promise<Database> {
  const { log } = options;
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    // During an outage a request waits at most this long for a connection, then gets a 503.
    connectionTimeoutMillis: 3_000,
    idleTimeoutMillis: 30_000,
    // A server that stops answering without closing the connection (stalled, partitioned): the
    // query fails after this long (503) and the pool drops its connection, instead of hanging.
    query_timeout: 10_000,
    // Notices a peer that vanished without closing the connection (a host down, a dropped NAT entry).
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    ...options.pool,
  });
  // An idle connection that fails (the server restarts or ends it) is removed by the pool, which
  // then emits 'error': without a listener, Node ends the process.
  pool.on('error', (error: Error & { code?: string }) => {
    log?.log('warn', 'database connection lost', { error: error.message, ...(error.code ? { code: error.code } : {}) });
  });
  // Fail at start, with the server's own message, rather than at the first request.
  await pool.query('select 1');
  const wrap = (q: Pick<pg.Pool, 'query'>): Queryable => ({
    query: <T>(sql: string, params: readonly unknown[] = []) => guarded(async () => (await q.query(sql, [...params])).rows as T[]),
  });
  return {
    kind: 'postgres',
    ...wrap(pool),
    exec: (sql) =>
      guarded(async () => {
        await pool.query(sql);
      }),
    transaction: async (fn) => {
      const client = await guarded(() => pool.connect());
      // A checked-out client has no pool listener: a connection lost between two statements of the
      // transaction would otherwise be an uncaught 'error' event.
      let broken: Error | undefined;
      const onError = (error: Error) => {
        broken = error;
        log?.log('warn', 'database connection lost', { error: error.message, during: 'transaction' });
      };
      client.on('error', onError);
      try {
        await client.query('begin');
        const result = await fn(wrap(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch((rollbackError: Error) => {
          broken ??= rollbackError;
        });
        if (isConnectionFailure(error)) broken ??= error instanceof Error ? error : new Error(String(error));
        throw unavailableOr(error);
      } finally {
        // Released with an error, the pool destroys the client instead of handing a dead connection out again.
        client.release(broken);
        client.removeListener('error', onError);
      }
    },
    ping: () =>
      guarded(async () => {
        await pool.query('select 1');
      }),
    close: () => pool.end(),
  };
}
