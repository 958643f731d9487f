/**
 * The production server: `npm start` (after a build) runs this from dist/server/main.js. Its
 * settings come from src/server/config.ts, the only reader of the environment (README lists them).
 */
import { serve } from '@hono/node-server';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderErrorPage, renderPage } from '../app/entry-server.tsx';
import type { SiteConfig } from '../shared/config/site.ts';
import { createApiApp } from './api/app.ts';
import { openDatabase } from './api/db/index.ts';
import { DEMO_USERS, seedDemoData } from './api/demo.ts';
import { mountDevMail } from './api/dev-mail.ts';
import { devTransport, smtpTransport } from './api/mail.ts';
import { startOutboxWorker, type OutboxWorker } from './api/outbox.ts';
import { loadAssetIndex } from './assets.ts';
import { clientAddressResolver, trustedPeerCheck } from './client-address.ts';
import { ConfigError, configFromEnvironment, type ServerConfig } from './config.ts';
import { mountHealth } from './health.ts';
import { siteHosts } from './hosts.ts';
import { jsonLogger } from './log.ts';
import { createSite } from './site.ts';

const log = jsonLogger();

/** Origins of settings that point the browser elsewhere (a backend or popup list on another host). */
function connectSources(config: ServerConfig): string[] {
  return [config.apiBaseUrl, config.popupsUrl].filter((u): u is string => !!u && /^https?:\/\//.test(u)).map((u) => new URL(u).origin);
}

async function main(): Promise<void> {
  const config = configFromEnvironment();
  const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../client');
  const assets = await loadAssetIndex(clientDir);
  const hosts = siteHosts(config);
  const clientAddress = clientAddressResolver(config.trustedProxies);
  // The reference API runs here unless the site points at another backend.
  const db =
    config.apiBaseUrl === null
      ? await openDatabase({ DATABASE_URL: config.databaseUrl ?? undefined, DATA_DIR: config.dataDir }, { log })
      : null;
  let worker: OutboxWorker | null = null;
  const devMail = config.devMailbox;
  if (db) {
    const transport = config.smtpUrl ? smtpTransport(config.smtpUrl, config.mailFrom) : devTransport();
    // Requests only queue mail; this delivers it (and what other processes on the same database queued).
    worker = startOutboxWorker({ db, transport, log, keepDelivered: devMail });
    log.log('info', 'database ready', { driver: db.kind, mail: devMail ? 'development mailbox at /_dev/mail/' : 'smtp' });
    if (config.demoData && (await seedDemoData(db))) {
      log.log('info', 'demo data added', { users: Object.values(DEMO_USERS).map((u) => u.email) });
    }
  }
  const siteConfig: SiteConfig = {
    env: config.siteEnv,
    apiBaseUrl: config.apiBaseUrl ?? '/api',
    cdnBaseUrl: config.popupsUrl,
    helpDeskUrl: config.helpDeskUrl,
  };
  const app = createSite({
    clientDir: path.relative(process.cwd(), clientDir) || '.',
    hosts,
    config: siteConfig,
    assets,
    render: renderPage,
    renderError: renderErrorPage,
    clientAddress,
    log,
    cspSources: { connectSrc: connectSources(config) },
    health: (site) => mountHealth(site, { db }),
    mount: (site) => {
      if (db && worker)
        site.route(
          '/api',
          createApiApp({
            db,
            log,
            origins: hosts.origins,
            siteEnv: config.siteEnv,
            clientAddress: (c) => c.get('clientAddress') ?? clientAddress(c),
            fromTrustedProxy: trustedPeerCheck(config.trustedProxies),
            secureCookies: hosts.secure,
            helpDeskJwtSecret: config.helpDeskJwtSecret,
            wake: worker.wake,
          }),
        );
      else site.all('/api/*', (c) => c.json({ code: 'not_available', message: 'The API of this site is at API_BASE_URL' }, 404));
      if (db && devMail) mountDevMail(site, db);
    },
  });
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    log.log('info', 'listening', { url: `http://localhost:${info.port}`, origin: hosts.origins.MAIN, env: config.siteEnv ?? 'local' });
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
  if (error instanceof ConfigError) {
    log.log('error', 'configuration is not valid', { problems: error.problems });
    process.stderr.write(`${error.message}\n`);
  } else {
    log.log('error', 'failed to start', { error: error instanceof Error ? error.message : String(error) });
  }
  process.exit(1);
});
