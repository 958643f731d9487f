import path from 'node:path';
import type { Logger } from '../../log.ts';
import type { Database } from './database.ts';
import { migrate } from './migrations.ts';
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';

export { DatabaseUnavailableError, isDatabaseUnavailable, isUniqueViolation, type Database, type Queryable } from './database.ts';
export { migrate } from './migrations.ts';

/**
 * PostgreSQL when DATABASE_URL is set, else PGlite under DATA_DIR (default data/); migrated.
 * `log` receives the connections the PostgreSQL pool loses.
 */
export async function openDatabase(env: { DATABASE_URL?: string; DATA_DIR?: string }, options: { log?: Logger } = {}): Promise<Database> {
  const db = env.DATABASE_URL
    ? await openPostgres(env.DATABASE_URL, options)
    : await openPglite(path.resolve(env.DATA_DIR ?? 'data', 'pglite'));
  await migrate(db);
  return db;
}
