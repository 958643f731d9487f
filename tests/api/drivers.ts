/** The databases the API tests run on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
import { migrate, type Database, type Queryable } from '../../src/server/api/db/index.ts';
import { openPglite } from '../../src/server/api/db/pglite.ts';
import { openPostgres } from '../../src/server/api/db/postgres.ts';

export interface Driver {
  readonly name: 'PGlite' | 'PostgreSQL';
  /** A fresh, migrated database. */
  open(): Promise<Database>;
  /** Another connection to the database `open` made last (PGlite has one connection: the same). */
  another(): Promise<Database>;
}

/** A fresh, migrated PGlite database in memory. */
export async function memoryDatabase(): Promise<Database> {
  const db = await openPglite('memory://');
  await migrate(db);
  return db;
}

/**
 * Each test file passes its own PostgreSQL schema: files run in parallel, and each starts by
 * dropping its schema.
 */
export function drivers(schema: string): Driver[] {
  let pglite: Database | undefined;
  const list: Driver[] = [
    {
      name: 'PGlite',
      open: async () => {
        pglite = await memoryDatabase();
        return pglite;
      },
      another: async () => pglite!,
    },
  ];
  const base = process.env.TEST_DATABASE_URL;
  if (base) {
    const url = new URL(base);
    url.searchParams.set('options', `-c search_path=${schema}`);
    list.push({
      name: 'PostgreSQL',
      open: async () => {
        const db = await openPostgres(url.toString());
        // A clean schema for each run (the test role owns the database: scripts/start-postgres.sh).
        await db.exec(`drop schema if exists ${schema} cascade; create schema ${schema};`);
        await migrate(db);
        return db;
      },
      another: () => openPostgres(url.toString()),
    });
  } else if (process.env.CI) {
    throw new Error('CI runs the data-layer tests on PostgreSQL too: set TEST_DATABASE_URL');
  }
  return list;
}

/**
 * The database with every statement a caller runs (the SQL text, not the parameters) written to
 * `log`; a transaction shows as 'begin' … 'commit'.
 */
export function recording(db: Database, log: string[]): Database {
  const wrap = (q: Queryable): Queryable => ({
    query: (sql, params) => {
      log.push(sql.replace(/\s+/g, ' ').trim());
      return q.query(sql, params);
    },
  });
  return {
    kind: db.kind,
    query: wrap(db).query,
    ping: () => db.ping(),
    exec: (sql) => {
      log.push(sql);
      return db.exec(sql);
    },
    transaction: async (fn) => {
      log.push('begin');
      const result = await db.transaction((tx) => fn(wrap(tx)));
      log.push('commit');
      return result;
    },
    close: () => db.close(),
  };
}
