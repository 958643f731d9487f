import pg from 'pg';
import type { Database, Queryable } from './database.ts';

/** A PostgreSQL server through a connection pool. */
export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // Fail at start, with the server's own message, rather than at the first request.
  await pool.query('select 1');
  const wrap = (q: Pick<pg.Pool, 'query'>): Queryable => ({
    query: async <T>(sql: string, params: readonly unknown[] = []) => (await q.query(sql, [...params])).rows as T[],
  });
  return {
    kind: 'postgres',
    ...wrap(pool),
    exec: async (sql) => {
      await pool.query(sql);
    },
    transaction: async (fn) => {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await fn(wrap(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
