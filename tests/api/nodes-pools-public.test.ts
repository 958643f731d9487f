/** The public listing of server locations: no sign-in, and never a host. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiApp } from '../../src/server/api/app.ts';
import { migrate, type Database } from '../../src/server/api/db/index.ts';
import { seedDemoData } from '../../src/server/api/demo.ts';
import type { Logger } from '../../src/server/log.ts';
import { SITE_ORIGINS } from '../support/site.ts';
import { drivers } from './drivers.ts';

const silent: Logger = { log: () => undefined };

describe.each(drivers('nodes_pools_public_test'))('GET /nodes-pools on $name', (driver) => {
  let db: Database;
  let api: ReturnType<typeof createApiApp>;

  beforeAll(async () => {
    db = await driver.open();
    await migrate(db);
    await db.exec('truncate nodes_pools');
    await seedDemoData(db);
    api = createApiApp({ db, log: silent, origins: SITE_ORIGINS });
  }, 60_000);
  afterAll(async () => {
    await db?.close();
  });

  it('answers a visitor without a token with every location', async () => {
    const response = await api.request('/nodes-pools');
    expect(response.status).toBe(200);
    const rows = (await response.json()) as Array<Record<string, unknown>>;
    const [{ n } = { n: '0' }] = await db.query<{ n: string }>('select count(*) as n from nodes_pools');
    expect(rows).toHaveLength(Number(n));
    expect(rows).toContainEqual({ id: 'jp-tyo', name: 'Tokyo', country_code: 'JP', premium: true });
    expect(rows).toContainEqual({ id: 'fr-par', name: 'Paris', country_code: 'FR', premium: false });
  });

  it('never lets a host out', async () => {
    const text = await (await api.request('/nodes-pools')).text();
    const rows = JSON.parse(text) as Array<Record<string, unknown>>;
    for (const row of rows) expect(Object.keys(row).sort()).toEqual(['country_code', 'id', 'name', 'premium']);
    const hosts = await db.query<{ host: string }>('select host from nodes_pools');
    for (const { host } of hosts) expect(text).not.toContain(host);
    expect(text).not.toContain('vpn.fvp.example');
  });

  it('filters by country for anyone', async () => {
    expect(await (await api.request('/nodes-pools?country=NL')).json()).toEqual([
      { id: 'nl-ams', name: 'Amsterdam', country_code: 'NL', premium: false },
    ]);
  });
});
