import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import type { Database, Queryable } from './database.ts';

/** PGlite with its data in `dataDir` (created when missing), or in memory for 'memory://'. */
export async function openPglite(dataDir: string): Promise<Database> {
  if (dataDir !== 'memory://') await mkdir(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir);
  const wrap = (q: { query: PGlite['query'] }): Queryable => ({
    query: async <T>(sql: string, params: readonly unknown[] = []) => (await q.query<T>(sql, [...params])).rows,
  });
  return {
    kind: 'pglite',
    ...wrap(db),
    exec: async (sql) => {
      await db.exec(sql);
    },
    transaction: (fn) => db.transaction((tx) => fn(wrap(tx))),
    ping: async () => {
      await db.query('select 1');
    },
    close: () => db.close(),
  };
}
