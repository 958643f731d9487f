/**
 * The production server: `npm start` (after a build) runs this from dist/server/main.js.
 * Environment: PORT (3000), HOST (0.0.0.0), SITE_ENV (PROD | DEV; unset for local hosts),
 * API_BASE_URL (default /api on this origin), POPUPS_URL (default /cdn on this origin),
 * DATABASE_URL (PostgreSQL; default PGlite under DATA_DIR, default data/), SMTP_URL and MAIL_FROM
 * (required with NODE_ENV=production; otherwise mail is only kept in the outbox, shown by the
 * development mailbox at /_dev/mail/).
 */
import { serve } from '@hono/node-server';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderPage } from '../app/entry-server.tsx';
import type { SiteConfig } from '../shared/config/site.ts';
import { createApiApp } from './api/app.ts';
import { openDatabase } from './api/db/index.ts';
import { DEMO_USERS, seedDemoData } from './api/demo.ts';
import { mountDevMail } from './api/dev-mail.ts';
import { devTransport, smtpTransport } from './api/mail.ts';
import { startOutboxWorker, type OutboxWorker } from './api/outbox.ts';
import { loadAssetIndex } from './assets.ts';
import { jsonLogger } from './log.ts';
import { createSite } from './site.ts';

const log = jsonLogger();

function readConfig(): { port: number; host: string; config: SiteConfig } {
  const port = Number(process.env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, not "${process.env.PORT}"`);
  const siteEnv = process.env.SITE_ENV;
  if (siteEnv !== undefined && siteEnv !== '' && siteEnv !== 'PROD' && siteEnv !== 'DEV')
    throw new Error(`SITE_ENV must be PROD or DEV, not "${siteEnv}"`);
  return {
    port,
    host: process.env.HOST ?? '0.0.0.0',
    config: {
      env: siteEnv === 'PROD' || siteEnv === 'DEV' ? siteEnv : null,
      apiBaseUrl: process.env.API_BASE_URL || '/api',
      cdnBaseUrl: process.env.POPUPS_URL || '/cdn',
      helpDeskUrl: process.env.HELP_DESK_URL?.startsWith('https://') ? new URL(process.env.HELP_DESK_URL).origin : null,
    },
  };
}

async function main(): Promise<void> {
  const { port, host, config } = readConfig();
  const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../client');
  const assets = await loadAssetIndex(clientDir);
  const production = process.env.NODE_ENV === 'production';
  // The reference API runs here unless the site points at another backend.
  const ownApi = !process.env.API_BASE_URL;
  const db = ownApi ? await openDatabase({ DATABASE_URL: process.env.DATABASE_URL, DATA_DIR: process.env.DATA_DIR }) : null;
  let worker: OutboxWorker | null = null;
  let devMail = false;
  if (db) {
    if (!process.env.SMTP_URL && production) throw new Error('SMTP_URL is required in production (NODE_ENV=production)');
    devMail = !process.env.SMTP_URL;
    const transport = process.env.SMTP_URL
      ? smtpTransport(process.env.SMTP_URL, process.env.MAIL_FROM ?? 'FVP <no-reply@fvp.example>')
      : devTransport();
    // Requests only queue mail; this delivers it (and what other processes on the same database queued).
    worker = startOutboxWorker({ db, transport, log, keepDelivered: devMail });
    log.log('info', 'database ready', { driver: db.kind, mail: devMail ? 'development mailbox at /_dev/mail/' : 'smtp' });
    if (!production && process.env.DEMO_DATA !== 'off' && (await seedDemoData(db))) {
      log.log('info', 'demo data added', { users: Object.values(DEMO_USERS).map((u) => u.email) });
    }
  }
  const app = createSite({
    clientDir: path.relative(process.cwd(), clientDir) || '.',
    env: config.env,
    config,
    assets,
    render: renderPage,
    log,
    mount: (site) => {
      if (db && worker)
        site.route(
          '/api',
          createApiApp({
            db,
            log,
            wake: worker.wake,
            ...(process.env.PUBLIC_ORIGIN ? { publicOrigin: process.env.PUBLIC_ORIGIN } : {}),
          }),
        );
      else site.all('/api/*', (c) => c.json({ code: 'not_available', message: 'The API of this site is at API_BASE_URL' }, 404));
      if (db && devMail) mountDevMail(site, db);
    },
  });
  const server = serve({ fetch: app.fetch, port, hostname: host }, (info) => {
    log.log('info', 'listening', { url: `http://localhost:${info.port}`, env: config.env ?? 'local' });
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.log('info', 'shutting down', { signal });
    const force = setTimeout(() => {
      log.log('warn', 'connections still open after 10 s; exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    // The worker finishes the batch in hand while the server finishes its requests; then the database closes.
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    void Promise.all([closed, worker?.stop()])
      .then(() => db?.close())
      .catch((error: unknown) => log.log('error', 'stopping', { error: error instanceof Error ? error.message : String(error) }))
      .finally(() => {
        log.log('info', 'stopped');
        process.exit(0);
      });
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  log.log('error', 'failed to start', { error: error instanceof Error ? error.message : String(error) });
  process.exit(1);
});
