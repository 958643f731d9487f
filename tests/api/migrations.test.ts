/**
 * Several servers starting at once on a fresh PostgreSQL database (WORKERS, or a deployment's
 * servers): their migrations run together, and each finds the schema complete and the same; the
 * local demo data is added once.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { migrate, type Database } from '../../src/server/api/db/index.ts';
import { migrations } from '../../src/server/api/db/migrations.ts';
import { seedDemoData } from '../../src/server/api/demo.ts';
import { drivers } from './drivers.ts';

const postgres = drivers('migrations_test').filter((d) => d.name === 'PostgreSQL');

describe.skipIf(postgres.length === 0)('migrations started together on PostgreSQL', () => {
  const open: Database[] = [];
  afterAll(async () => {
    for (const db of open) await db.close();
  });

  it('apply once, whichever of four connections gets there first', async () => {
    const driver = postgres[0]!;
    const first = await driver.open();
    open.push(first);
    const others = await Promise.all([driver.another(), driver.another(), driver.another()]);
    open.push(...others);
    for (let round = 0; round < 5; round++) {
      // An empty schema again: the next starts find nothing, not even schema_migrations.
      await first.exec('drop schema if exists migrations_test cascade; create schema migrations_test;');
      const applied = await Promise.all([first, ...others].map((db) => migrate(db)));
      expect(applied.flat().sort()).toEqual(migrations.map((m) => m.id).sort());
      const rows = await first.query<{ id: string }>('select id from schema_migrations order by id');
      expect(rows.map((r) => r.id)).toEqual(migrations.map((m) => m.id).sort());
    }
  });

  it('add the demo data once, whichever server gets there first', async () => {
    const [first, ...others] = open;
    await first!.exec('drop schema if exists migrations_test cascade; create schema migrations_test;');
    await Promise.all([first!, ...others].map((db) => migrate(db)));
    const seeded = await Promise.all([first!, ...others].map((db) => seedDemoData(db)));
    expect(seeded.filter(Boolean)).toHaveLength(1);
    const [{ n } = { n: '0' }] = await first!.query<{ n: string }>('select count(*) as n from users');
    expect(Number(n)).toBe(2);
  }, 30_000);
});
