/**
 * Probes for a load balancer or orchestrator. /healthz (liveness) answers whenever the process
 * serves: restarting the process would not bring a database back. /readyz (readiness) answers 503
 * while the database does not, so traffic can go to another instance meanwhile.
 */
import type { Env, Hono } from 'hono';
import type { Database } from './api/db/index.ts';

export interface HealthOptions {
  /** The site's own database; null when the API is elsewhere (API_BASE_URL) and readiness is the process's. */
  readonly db: Database | null;
  /** How long the database has to answer before the site counts as not ready. */
  readonly timeoutMs?: number;
}

const NO_STORE = { 'Cache-Control': 'no-store' };

/** Answers within `ms` whether `work` succeeded; a late answer counts as a failure. */
async function within(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([work.then(() => true), late]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** GET (and HEAD) /healthz and /readyz; mount them before any route that could shadow them. */
export function mountHealth<E extends Env>(app: Hono<E>, options: HealthOptions): void {
  const { db } = options;
  const timeoutMs = options.timeoutMs ?? 1_000;
  app.get('/healthz', (c) => c.json({ status: 'ok' }, 200, NO_STORE));
  app.get('/readyz', async (c) => {
    if (!db) return c.json({ status: 'ready', database: 'none' }, 200, NO_STORE);
    const ping = db.ping();
    // A ping still pending at the deadline may fail later: its rejection is not unhandled.
    ping.catch(() => undefined);
    if (await within(ping, timeoutMs)) return c.json({ status: 'ready', database: 'ok' }, 200, NO_STORE);
    return c.json({ status: 'unavailable', database: 'unavailable' }, 503, NO_STORE);
  });
}
