/**
 * The site server's assembly, one for production (main.ts, `npm start`) and development
 * (scripts/dev.ts, `npm run dev`): the database and outbox worker, the site with the reference API
 * and the development mailbox, the HTTP server and its graceful stop. The two differ only in the
 * parts they hand in: where the page entry and the client files come from.
 */
import { getRequestListener } from '@hono/node-server';
import { Hono, type Context } from 'hono';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { ServerApiAccess } from '../shared/api/index.ts';
import { createApiApp, DEFAULT_LIMITS } from './api/app.ts';
import { httpPostback } from './api/commerce/affiliate.ts';
import { sandboxGateway } from './api/commerce/gateways.ts';
import { mountSandbox } from './api/commerce/sandbox-page.ts';
import { stripeGateway } from './api/commerce/stripe.ts';
import type { WebGateway } from '../../generated/plans.ts';
import { flagRoute } from './flags.ts';
import { openDatabase } from './api/db/index.ts';
import { DEMO_USERS, seedDemoData } from './api/demo.ts';
import { mountDevMail } from './api/dev-mail.ts';
import { devTransport, smtpTransport } from './api/mail.ts';
import { startOutboxWorker, type OutboxWorker } from './api/outbox.ts';
import { clientAddressResolver, trustedPeerCheck } from './client-address.ts';
import { openCountryLookup, rememberVisitorCountry, type VisitorCountryOptions } from './geo.ts';
import { popupsRoute } from './popups.ts';
import { mountAnyHostTools, mountDevDnsLeak, startTools } from './tools/index.ts';
import { addressInfo, ipAnswer } from './tools/ip-info.ts';
import { openOperatorLookup } from './tools/operators.ts';
import type { ServerConfig } from './config.ts';
import { mountHealth } from './health.ts';
import { siteHosts } from './hosts.ts';
import { imageRoute } from './images/index.ts';
import type { Logger } from './log.ts';
import type { CspSources } from './security-headers.ts';
import { renderSettingsKey } from './page-document.ts';
import { PrerenderedPages } from './prerendered.ts';
import { expectedTools, renderSettingsOf, siteConfigOf } from './render-settings.ts';
import { createSite, fastPathOf, usePrerendered, type SiteEnv, type SiteOptions } from './site.ts';

/** What production and development each supply. */
export interface ServerParts extends Pick<
  SiteOptions,
  'clientDir' | 'assets' | 'render' | 'renderError' | 'renderFeed' | 'notFoundLocale' | 'styleNonce'
> {
  /** The build's prerendered pages (dist/prerendered); none in development. */
  readonly prerenderedDir?: string;
  /**
   * Makes the prerender for this server's settings when the build's was made with others (another
   * origin or port): the site renders on request meanwhile and sends the prerendered pages once
   * this resolves.
   */
  readonly prerender?: () => Promise<void>;
  /** The HTTP server to listen with (development's, which Vite's HMR shares); a new one otherwise. */
  readonly httpServer?: Server;
  /** Answers the requests it knows before the site does (development: Vite's middleware), else calls `next`. */
  readonly middleware?: (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
  /** Closes what the parts started (development: Vite) when the server stops. */
  readonly close?: () => Promise<void>;
}

/** Origins of settings that point the browser elsewhere (a backend or popup list on another host). */
function connectSources(config: ServerConfig): string[] {
  return [config.apiBaseUrl, config.popupsUrl].filter((u): u is string => !!u && /^https?:\/\//.test(u)).map((u) => new URL(u).origin);
}

/**
 * What the chat widget may load and talk to: its script's origin and the help desk's (the widget
 * connects to the account's host, over https and a WebSocket). Nothing when no chat is configured.
 */
export function chatSources(config: Pick<ServerConfig, 'chat' | 'helpDeskUrl'>): CspSources {
  if (!config.chat) return {};
  const script = new URL(config.chat.scriptUrl).origin;
  const desk = config.helpDeskUrl ? [config.helpDeskUrl, config.helpDeskUrl.replace(/^https:/, 'wss:')] : [];
  return { scriptSrc: [script], connectSrc: [script, ...desk], imgSrc: [script, ...desk], frameSrc: [script, ...desk] };
}

/** What a tag manager may load and send to: its script's origin and the configured origins of its tags. */
export function tagManagerSources(config: Pick<ServerConfig, 'tagManager'>): CspSources {
  if (!config.tagManager) return {};
  const all = [new URL(config.tagManager.scriptUrl).origin, ...config.tagManager.origins];
  return { scriptSrc: [all[0]!], connectSrc: all, imgSrc: all };
}

/**
 * What the privacy tools' pages fetch: the test zone's names (any one label under it, on the
 * site's scheme and port, since the zone's names point at this site) and the IPv4-only and
 * IPv6-only hosts' /ip.
 */
export function toolSources(config: Pick<ServerConfig, 'origins' | 'tools'>, dnsZone: string | null): CspSources {
  const site = new URL(config.origins.MAIN);
  const zone = dnsZone ? [`${site.protocol}//*.${dnsZone}${site.port ? `:${site.port}` : ''}`] : [];
  // A CSP source cannot name an IPv6 literal: those hosts need a name (ipv6.fvp.example).
  const ip = [config.tools.ipUrls.v4, config.tools.ipUrls.v6]
    .filter((u): u is string => u !== null)
    .map((u) => new URL(u))
    .filter((u) => !u.hostname.startsWith('['))
    .map((u) => u.origin);
  return zone.length || ip.length ? { connectSrc: [...zone, ...ip] } : {};
}

/** Adds one set of origins to another, directive by directive. */
function mergeSources(...all: CspSources[]): CspSources {
  const out: Record<string, string[]> = {};
  for (const sources of all)
    for (const [key, values] of Object.entries(sources)) out[key] = [...new Set([...(out[key] ?? []), ...(values as string[])])];
  return out;
}

/**
 * The site's request listener: a page in the cache goes straight to the socket (site.ts,
 * fastPath); everything else, and whatever the fast path declines, through Hono.
 */
export function siteRequestListener(app: Hono<SiteEnv>, hostname?: string): (req: IncomingMessage, res: ServerResponse) => void {
  const honoListener = getRequestListener(app.fetch, hostname ? { hostname } : {});
  const fast = fastPathOf(app);
  if (!fast) return (req, res) => void honoListener(req, res);
  return (req, res) => {
    const answered = fast(req, res);
    if (answered === true) return;
    if (answered === false) return void honoListener(req, res);
    answered.then(
      (done) => void (done || honoListener(req, res)),
      () => void honoListener(req, res),
    );
  };
}

/** Opens the database, starts the worker and serves the site on the configured port until SIGTERM or SIGINT. */
export async function startServer(config: ServerConfig, log: Logger, parts: ServerParts): Promise<Server> {
  const hosts = siteHosts(config);
  const clientAddress = clientAddressResolver(config.trustedProxies);
  const countryOptions: VisitorCountryOptions = {
    lookup: openCountryLookup(),
    clientAddress,
    fromTrustedProxy: trustedPeerCheck(config.trustedProxies),
    headers: config.countryHeaders,
  };
  const countryOf = rememberVisitorCountry(countryOptions);
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
    worker = startOutboxWorker({
      db,
      transport,
      log,
      keepDelivered: devMail,
      ...(config.affiliatePostbackUrl ? { postback: httpPostback(config.affiliatePostbackUrl) } : {}),
    });
    log.log('info', 'database ready', { driver: db.kind, mail: devMail ? 'development mailbox at /_dev/mail/' : 'smtp' });
    if (config.demoData && (await seedDemoData(db))) {
      log.log('info', 'demo data added', { users: Object.values(DEMO_USERS).map((u) => u.email) });
    }
  }
  // The IP check's facts: country and operator from offline data, the VPN's own addresses from the pools.
  const lookupAddress = addressInfo({
    country: countryOptions.lookup,
    operator: openOperatorLookup(),
    vpnRanges: async () => {
      if (!db) throw new Error('no database here');
      const rows = await db.query<{ address: string }>('select unnest(addresses) as address from nodes_pools');
      return rows.map((r) => r.address);
    },
  });
  const tools = await startTools(config.tools, { host: config.host, db, log });
  const siteConfig = siteConfigOf(config, tools, parts.assets.buildId ?? null);
  const renderSettings = renderSettingsOf(config, siteConfig);
  // Pages prerendered with these settings are sent as they are (src/server/prerendered.ts).
  const prerenderKey = renderSettingsKey(renderSettings);
  const prerendered = parts.prerenderedDir ? await PrerenderedPages.open(parts.prerenderedDir, prerenderKey, log) : null;
  const links = { origins: hosts.origins, siteEnv: config.siteEnv };
  // Stripe with its keys; without them the sandbox locally, and nothing on public hosts.
  const stripe = config.stripe ? stripeGateway(config.stripe) : null;
  const sandbox = (key: WebGateway) => (config.sandboxPayments ? { [key]: sandboxGateway(key, links) } : {});
  const gateways = { ...sandbox('stripe'), ...(stripe ? { stripe } : {}), ...sandbox('aliumpay') };
  const api =
    db && worker
      ? createApiApp({
          db,
          log,
          origins: hosts.origins,
          siteEnv: config.siteEnv,
          clientAddress: (c) => c.get('clientAddress') ?? clientAddress(c),
          visitorCountry: countryOf,
          secureCookies: hosts.secure,
          helpDeskJwtSecret: config.helpDeskJwtSecret,
          supportEmail: config.supportEmail,
          gateways,
          stripe,
          wake: worker.wake,
          addressInfo: lookupAddress,
          dnsLeak: tools.dnsLeak,
        })
      : null;
  // Renders call the reference API in process (no request leaves the server), else API_BASE_URL.
  const inProcess = api ? new Hono().route('/api', api) : null;
  const serverApi: ServerApiAccess = {
    origin: hosts.origins.MAIN,
    apiBaseUrl: siteConfig.apiBaseUrl,
    cdnBaseUrl: siteConfig.cdnBaseUrl,
    tools: siteConfig.tools,
    fetch: inProcess ? (input, init) => Promise.resolve(inProcess.fetch(new Request(input, init))) : undefined,
  };
  const app = createSite({
    serverApi,
    clientDir: parts.clientDir,
    hosts,
    config: siteConfig,
    assets: parts.assets,
    render: parts.render,
    renderError: parts.renderError,
    renderFeed: parts.renderFeed,
    notFoundLocale: parts.notFoundLocale,
    prerendered,
    pageCacheBytes: config.pageCacheBytes,
    accessLog: config.accessLog,
    clientAddress,
    log,
    cspSources: mergeSources(
      { connectSrc: connectSources(config) },
      chatSources(config),
      tagManagerSources(config),
      toolSources(config, tools.dnsZone),
    ),
    visitorCountry: countryOf,
    styleNonce: parts.styleNonce,
    health: (site) => mountHealth(site, { db }),
    // The IP check's first HTML shows the visitor's address where this process runs the API.
    ...(api
      ? {
          visitorIp: async (c: Context<SiteEnv>) => ipAnswer(c.get('clientAddress'), countryOf(c), lookupAddress).catch(() => null),
        }
      : {}),
    anyHost: (site) =>
      mountAnyHostTools(site, {
        origins: Object.values(hosts.origins),
        dnsZone: tools.dnsZone,
        // Without the reference API here, /api/ip is the other backend's to answer.
        ...(inProcess ? { api: (request: Request, env: unknown) => inProcess.fetch(request, env) } : {}),
      }),
    mount: (site) => {
      // Sources are the public files: dist/client in a build, public/ in development.
      site.route('/_ipx', imageRoute({ root: parts.clientDir, cacheDir: config.imageCacheDir, log }));
      site.route('/flags', flagRoute());
      // The popup list, unless POPUPS_URL points elsewhere.
      if (config.popupsUrl === '/cdn') site.route('/cdn', popupsRoute(config.popupsFile, log));
      if (api) site.route('/api', api);
      else site.all('/api/*', (c) => c.json({ code: 'not_available', message: 'The API of this site is at API_BASE_URL' }, 404));
      if (db && devMail) mountDevMail(site, db);
      // Local only, like the sandbox: tests give the DNS leak test's page the resolvers a network would show.
      if (tools.dnsLeak && config.sandboxPayments) mountDevDnsLeak(site, tools.dnsLeak);
      if (db && worker && config.sandboxPayments)
        mountSandbox(site, { db, log, links, setPasswordHours: DEFAULT_LIMITS.confirmHours, wake: worker.wake });
    },
  });
  const { prerenderedDir, prerender } = parts;
  // Only where the prerender can make what this server sends: not with ports the system picks.
  const reachable =
    renderSettingsKey(renderSettingsOf(config, siteConfigOf(config, expectedTools(config), siteConfig.buildId))) === prerenderKey;
  if (prerenderedDir && prerender && !prerendered && reachable)
    void prerender()
      .then(() => PrerenderedPages.open(prerenderedDir, prerenderKey, log))
      .then((pages) => pages && usePrerendered(app, pages))
      .catch((error: unknown) => log.log('error', 'prerender failed; pages render on request', { error: String(error) }));
  const siteListener = siteRequestListener(app, config.host);
  const { middleware } = parts;
  const server = parts.httpServer ?? createServer();
  server.on('request', middleware ? (req, res) => middleware(req, res, () => void siteListener(req, res)) : siteListener);
  server.listen(config.port, config.host, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    log.log('info', 'listening', {
      url: `http://localhost:${port}`,
      origin: hosts.origins.MAIN,
      env: config.siteEnv ?? 'local',
      pid: process.pid,
    });
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
    void Promise.all([closed, worker?.stop(), parts.close?.(), tools.close()])
      .then(() => db?.close())
      .catch((error: unknown) => log.log('error', 'stopping', { error: error instanceof Error ? error.message : String(error) }))
      .finally(() => {
        log.log('info', 'stopped');
        process.exit(0);
      });
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  return server;
}
