/**
 * The privacy tools' servers (DECISIONS 25), started with the site: the DNS leak test's name
 * server and the WebRTC test's STUN responder on their own ports, and the routes the site answers
 * on hosts that are not its own (/api/ip on the IPv4-only and IPv6-only hosts, the test zone's names).
 */
import { isIP } from 'node:net';
import type { Hono } from 'hono';
import type { ToolsConfig } from '../config.ts';
import { stunUrlsOf } from '../render-settings.ts';
import type { Database } from '../api/db/index.ts';
import { dnsLeakStore, type DnsLeakStore } from '../api/dns-leak.ts';
import type { Logger } from '../log.ts';
import type { SiteEnv } from '../site.ts';
import { startDnsServer, type RunningDnsServer } from './dns-server.ts';
import { startStunServer, type StunResponder } from './stun-server.ts';

export interface RunningTools {
  /** The DNS leak test's records, or null when no name server runs. */
  readonly dnsLeak: DnsLeakStore | null;
  /** The zone the page looks names up under, or null. */
  readonly dnsZone: string | null;
  /** The STUN servers the WebRTC test's page is given. */
  readonly stunUrls: readonly string[];
  readonly dnsPort: number | null;
  readonly stunPort: number | null;
  close(): Promise<void>;
}

/** Starts what the configuration asks for; a port that cannot be bound leaves that tool off, logged. */
export async function startTools(
  config: ToolsConfig,
  options: { readonly host: string; readonly db: Database | null; readonly log: Logger; readonly now?: () => Date },
): Promise<RunningTools> {
  const { log } = options;
  let dns: RunningDnsServer | null = null;
  let dnsLeak: DnsLeakStore | null = null;
  if (config.dns && options.db) {
    const store = dnsLeakStore(options.db, config.dns.zone, options.now ?? (() => new Date()));
    try {
      dns = await startDnsServer({
        zone: config.dns.zone,
        nameServer: config.dns.nameServer,
        answers: config.dns.answers,
        port: config.dns.port,
        host: options.host,
        record: store.record,
        log,
      });
      dnsLeak = store;
      log.log('info', 'dns leak name server listening', { zone: config.dns.zone, port: dns.port, udp: true, tcp: true });
    } catch (error) {
      log.log('error', 'dns leak name server not started', {
        port: config.dns.port,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }
  let stun: StunResponder | null = null;
  if (config.stunPort !== null) {
    try {
      stun = await startStunServer({ port: config.stunPort, host: options.host, log });
      log.log('info', 'stun responder listening', { port: stun.port });
    } catch (error) {
      log.log('error', 'stun responder not started', {
        port: config.stunPort,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }
  const stunUrls = stunUrlsOf(config, stun?.port ?? null);
  return {
    dnsLeak,
    dnsZone: dnsLeak && config.dns ? config.dns.zone : null,
    stunUrls,
    dnsPort: dns?.port ?? null,
    stunPort: stun?.port ?? null,
    close: async () => {
      await Promise.all([dns?.close(), stun?.close()]);
    },
  };
}

export interface AnyHostToolOptions {
  readonly origins: readonly string[];
  readonly dnsZone: string | null;
  /** The reference API under /api when it runs in this process: it answers /api/ip, here on any host. */
  readonly api?: (request: Request, env: unknown) => Response | Promise<Response>;
}

/**
 * Routes answered whatever the Host: `/api/ip` (an IPv4-only or IPv6-only host points here, and
 * the answer names no host; the site's own origins may read it cross-origin) and any request to a
 * test name of the DNS zone (the lookup is what counts; the answer is empty).
 */
export function mountAnyHostTools(site: Hono<SiteEnv>, options: AnyHostToolOptions): void {
  const origins = new Set(options.origins);
  const zoneSuffix = options.dnsZone ? `.${options.dnsZone}` : null;
  site.use('*', async (c, next) => {
    const host = c.get('url').hostname.toLowerCase();
    // Readable by the test's page on the site's origin (a no-cors request meets this header).
    if (zoneSuffix && host.endsWith(zoneSuffix))
      return c.body(null, 204, { 'Cache-Control': 'no-store', 'Cross-Origin-Resource-Policy': 'cross-origin' });
    return next();
  });
  const { api } = options;
  if (!api) return;
  site.get('/api/ip', async (c) => {
    const answer = await api(c.req.raw, c.env);
    const headers = new Headers(answer.headers);
    headers.set('Vary', 'Origin');
    const origin = c.req.header('origin');
    if (origin && origins.has(origin)) headers.set('Access-Control-Allow-Origin', origin);
    return new Response(answer.body, { status: answer.status, headers });
  });
}

/**
 * Local development and tests only: records a lookup as the name server does when `resolver`
 * asks it for `name`, so a test page can be given resolvers a real network would show
 * (POST /_dev/dns-leak/lookup with {"name": "…", "resolver": "…"}). Never mounted when deployed.
 */
export function mountDevDnsLeak(site: Hono<SiteEnv>, store: DnsLeakStore): void {
  site.post('/_dev/dns-leak/lookup', async (c) => {
    const input = (await c.req.json().catch(() => null)) as { name?: unknown; resolver?: unknown } | null;
    if (typeof input?.name !== 'string' || typeof input.resolver !== 'string' || !isIP(input.resolver))
      return c.json({ code: 'invalid_body', message: 'Send {"name": "<test name>", "resolver": "<IP address>"}' }, 422);
    const recorded = await store.record(input.name, input.resolver);
    return c.json({ recorded }, recorded ? 201 : 404);
  });
}
