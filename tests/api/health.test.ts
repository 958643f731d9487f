import { testSiteOptions } from '../support/site.ts';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/api/db/database.ts';
import { openPglite } from '../../src/server/api/db/pglite.ts';
import { openPostgres } from '../../src/server/api/db/postgres.ts';
import { mountHealth } from '../../src/server/health.ts';
import type { Logger } from '../../src/server/log.ts';
import { createSite } from '../../src/server/site.ts';
import { memoryDatabase } from './drivers.ts';

const silent: Logger = { log: () => undefined };

function appWith(db: Database | null, timeoutMs?: number): Hono {
  const app = new Hono();
  mountHealth(app, { db, ...(timeoutMs ? { timeoutMs } : {}) });
  return app;
}

describe('health endpoints', () => {
  let db: Database;
  beforeAll(async () => {
    db = await memoryDatabase();
  }, 60_000);
  afterAll(async () => {
    await db.close();
  });

  it('/healthz answers ok, uncached, for GET and HEAD', async () => {
    const app = appWith(null);
    const r = await app.request('/healthz');
    expect(r.status).toBe(200);
    expect(r.headers.get('cache-control')).toBe('no-store');
    expect(await r.json()).toEqual({ status: 'ok' });
    const head = await app.request('/healthz', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('/readyz is ready when the database answers', async () => {
    const app = appWith(db);
    const r = await app.request('/readyz');
    expect(r.status).toBe(200);
    expect(r.headers.get('cache-control')).toBe('no-store');
    expect(await r.json()).toEqual({ status: 'ready', database: 'ok' });
    const head = await app.request('/readyz', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('/readyz is ready without a database of its own', async () => {
    const r = await appWith(null).request('/readyz');
    expect(r.status).toBe(200);
    expect(await r.json()).toEqual({ status: 'ready', database: 'none' });
  });

  it('/readyz answers 503 when the database is closed', async () => {
    const closed = await openPglite('memory://');
    await closed.close();
    const app = appWith(closed);
    const r = await app.request('/readyz');
    expect(r.status).toBe(503);
    expect(r.headers.get('cache-control')).toBe('no-store');
    expect(await r.json()).toEqual({ status: 'unavailable', database: 'unavailable' });
    // Liveness does not depend on the database.
    expect((await app.request('/healthz')).status).toBe(200);
  });

  it('/readyz answers 503 in time when the database does not answer', async () => {
    const hanging: Database = { ...db, ping: () => new Promise<void>(() => undefined) };
    const started = Date.now();
    const r = await appWith(hanging, 200).request('/readyz');
    expect(r.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)('/readyz is ready on PostgreSQL, and not once the pool is closed', async () => {
    const pg = await openPostgres(process.env.TEST_DATABASE_URL!);
    const app = appWith(pg);
    expect((await app.request('/readyz')).status).toBe(200);
    await pg.close();
    expect((await app.request('/readyz')).status).toBe(503);
  });

  it('answers on the site before the static files, the mounted routes and the pages', async () => {
    const site = createSite({
      ...testSiteOptions,
      assets: { forPage: () => ({ script: '/x.js', styles: [], preloads: [] }) },
      render: async () => {
        throw new Error('the page renderer is not reached');
      },
      log: silent,
      health: (app) => mountHealth(app, { db }),
      // A catch-all mounted by the site would shadow the probes if they came after it.
      mount: (app) => app.all('*', (c) => c.text('shadowed', 418)),
    });
    const live = await site.request('/healthz');
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ status: 'ok' });
    const ready = await site.request('/readyz');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', database: 'ok' });
    expect((await site.request('/readyz', { method: 'HEAD' })).status).toBe(200);
    expect((await site.request('/servers/')).status).toBe(418);
  });
});
