/**
 * The server's configuration: the only reader of the environment. Validated with zod at start;
 * every problem is reported at once, and production refuses to start without what it needs.
 */
import { isIP } from 'node:net';
import * as z from 'zod';
import { contact } from '../../generated/constants.ts';
import { editionIds, editions, type EditionId, type EnvironmentId } from '../../generated/editions.ts';
import { editionHost } from '../shared/config/site.ts';
import { compileTrust } from './client-address.ts';
import type { Logger } from './log.ts';

export interface ServerConfig {
  /** NODE_ENV=production: SMTP, an https origin and the help-desk secret are required. */
  readonly production: boolean;
  readonly port: number;
  readonly host: string;
  /** Server processes to run (node:cluster, sharing the port); 1: this process serves. */
  readonly workers: number;
  /** Memory for rendered pages and their compressed forms, in bytes (PAGE_CACHE_MB; 0 keeps none). */
  readonly pageCacheBytes: number;
  /** PROD or DEV: the edition hosts of spec/editions.yaml apply; null locally (*.localhost). */
  readonly siteEnv: EnvironmentId | null;
  /** Each edition's public origin: the only source of absolute URLs the site writes. */
  readonly origins: Readonly<Record<EditionId, string>>;
  /** Whether the public origin is https (Secure cookies, HSTS). */
  readonly secure: boolean;
  /** The API base the browser calls; null when the reference API runs in this process under /api. */
  readonly apiBaseUrl: string | null;
  readonly popupsUrl: string;
  readonly databaseUrl: string | null;
  readonly dataDir: string;
  /** Where the image route keeps rendered images across restarts; null: memory only. */
  readonly imageCacheDir: string | null;
  /** One log line per request (ACCESS_LOG=off leaves access logging to the load balancer in front). */
  readonly accessLog: boolean;
  /**
   * Whether the server prerenders the pages for its settings when the build's prerender was made
   * for others (another origin or port), in the background (PRERENDER=off: it renders on request).
   */
  readonly prerender: boolean;
  readonly smtpUrl: string | null;
  readonly mailFrom: string;
  /** Where contact-form messages go. */
  readonly supportEmail: string;
  /** The help desk single sign-on hands off to (https origin), or null. */
  readonly helpDeskUrl: string | null;
  /** The help desk's shared secret for its JWT sign-on, or null (the sign-on then answers 503). */
  readonly helpDeskJwtSecret: string | null;
  /** Addresses whose X-Forwarded-For is believed (proxy-addr syntax); empty: none. */
  readonly trustedProxies: readonly string[];
  /** Headers a trusted proxy names the visitor's country in (lower case, in order). */
  readonly countryHeaders: readonly string[];
  /** The popup list served under /cdn/popups/ (a JSON file of spec/api.yaml's Popup list). */
  readonly popupsFile: string;
  /** The live-chat widget (Zendesk messaging, DECISIONS 12): its script and key, or null (no chat). */
  readonly chat: { readonly scriptUrl: string; readonly key: string } | null;
  /** A tag manager loaded only after the visitor accepts statistics, and the origins its tags send to; or null. */
  readonly tagManager: { readonly scriptUrl: string; readonly origins: readonly string[] } | null;
  readonly demoData: boolean;
  /** Local only: mail is kept, not sent, and listed at /_dev/mail/. */
  readonly devMailbox: boolean;
  /** Stripe's secret API key and webhook signing secret, or null (then Stripe is the sandbox, or off when deployed). */
  readonly stripe: { readonly secretKey: string; readonly webhookSecret: string } | null;
  /** Local only: gateways without keys take payments on the sandbox page (/_dev/pay/). */
  readonly sandboxPayments: boolean;
  /** The affiliate network's postback URL template ({order_id}, {aid}, {btag}, {amount}, {currency}), or null. */
  readonly affiliatePostbackUrl: string | null;
  /** The privacy tools' servers (DECISIONS 25). */
  readonly tools: ToolsConfig;
}

export interface ToolsConfig {
  /** The DNS leak test's zone and its name server (UDP and TCP on `port`), or null: the test is off. */
  readonly dns: {
    readonly zone: string;
    readonly port: number;
    readonly nameServer: string;
    /** The addresses the zone's names resolve to: the site's own. */
    readonly answers: readonly string[];
  } | null;
  /** The STUN responder's UDP port, or null: none runs here. */
  readonly stunPort: number | null;
  /** The STUN servers the WebRTC test's page uses (stun: URLs); empty: the responder here, at `stunHost`. */
  readonly stunUrls: readonly string[];
  /** The public host of this site's STUN responder (PUBLIC_ORIGIN's). */
  readonly stunHost: string;
  /** /ip on hosts reachable over IPv4 only and IPv6 only, for the IP check to ask both; null: the page's own host only. */
  readonly ipUrls: { readonly v4: string | null; readonly v6: string | null };
}

export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Configuration is not valid:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

const httpOrigin = (name: string) =>
  z.string().transform((value, ctx) => {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      ctx.addIssue({ code: 'custom', message: `${name} must be an absolute URL such as https://fvp.example, not "${value}"` });
      return z.NEVER;
    }
    if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password) {
      ctx.addIssue({ code: 'custom', message: `${name} must be an http(s) origin without credentials, not "${value}"` });
      return z.NEVER;
    }
    if (url.pathname !== '/' || url.search || url.hash) {
      ctx.addIssue({ code: 'custom', message: `${name} must be an origin without a path, not "${value}"` });
      return z.NEVER;
    }
    return url.origin;
  });

const httpUrl = (name: string) =>
  z.string().refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password;
    } catch {
      return false;
    }
  }, `${name} must be an absolute http(s) URL`);

const schema = z.object({
  NODE_ENV: optional(z.string()),
  PORT: optional(z.coerce.number().int().min(0).max(65535)).default(3000),
  HOST: optional(z.string()).default('0.0.0.0'),
  WORKERS: optional(z.coerce.number().int().min(1).max(64)).default(1),
  PAGE_CACHE_MB: optional(z.coerce.number().min(0).max(65536)).default(64),
  SITE_ENV: optional(z.enum(['PROD', 'DEV'])),
  PUBLIC_ORIGIN: optional(httpOrigin('PUBLIC_ORIGIN')),
  API_BASE_URL: optional(z.string()),
  POPUPS_URL: optional(z.string()),
  POPUPS_FILE: optional(z.string()).default('content/popups.json'),
  COUNTRY_HEADERS: optional(
    z.string().regex(/^[A-Za-z0-9-]+(\s*,\s*[A-Za-z0-9-]+)*$/, 'COUNTRY_HEADERS must be header names separated by commas'),
  ).default('cf-ipcountry, x-country-code'),
  CHAT_SCRIPT_URL: optional(httpUrl('CHAT_SCRIPT_URL')).default('https://static.zdassets.com/ekr/snippet.js'),
  TAG_MANAGER_URL: optional(httpUrl('TAG_MANAGER_URL')),
  TAG_MANAGER_ORIGINS: optional(z.string()),
  CHAT_KEY: optional(
    z.string().regex(/^[A-Za-z0-9-]{8,64}$/, 'CHAT_KEY must be the widget key of the help desk (letters, digits and dashes)'),
  ),
  DATABASE_URL: optional(z.string().regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')),
  DATA_DIR: optional(z.string()).default('data'),
  IMAGE_CACHE_DIR: optional(z.string()).default('node_modules/.cache/ipx'),
  ACCESS_LOG: optional(z.enum(['on', 'off'])).default('on'),
  PRERENDER: optional(z.enum(['on', 'off'])).default('on'),
  SMTP_URL: optional(z.string().regex(/^smtps?:\/\//, 'SMTP_URL must be an smtp:// or smtps:// URL')),
  MAIL_FROM: optional(z.string()).default('FVP <no-reply@fvp.example>'),
  SUPPORT_EMAIL: optional(z.email('SUPPORT_EMAIL must be an e-mail address')).default(contact.supportEmail),
  HELP_DESK_URL: optional(
    httpOrigin('HELP_DESK_URL').refine((origin) => origin.startsWith('https://'), 'HELP_DESK_URL must be an https origin'),
  ),
  HELP_DESK_JWT_SECRET: optional(z.string().min(32, 'HELP_DESK_JWT_SECRET must be at least 32 characters')),
  DEMO_DATA: optional(z.enum(['on', 'off'])).default('on'),
  STRIPE_SECRET_KEY: optional(
    z.string().regex(/^(sk|rk)_(test|live)_[A-Za-z0-9]+$/, 'STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_… or sk_live_…)'),
  ),
  STRIPE_WEBHOOK_SECRET: optional(
    z.string().regex(/^whsec_[A-Za-z0-9]+$/, 'STRIPE_WEBHOOK_SECRET must be a webhook signing secret (whsec_…)'),
  ),
  AFFILIATE_POSTBACK_URL: optional(z.string().regex(/^https?:\/\/[^\s]+$/, 'AFFILIATE_POSTBACK_URL must be an http(s) URL')),
  DNS_PORT: optional(z.union([z.literal('off'), z.coerce.number().int().min(0).max(65535)])).default(5300),
  DNS_ZONE: optional(
    z
      .string()
      .toLowerCase()
      .regex(/^([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9-]{2,63}$/, 'DNS_ZONE must be a domain name such as dns-test.fvp.example'),
  ),
  DNS_NAME_SERVER: optional(z.string().regex(/^([a-z0-9-]+\.)+[a-z0-9-]+$/i, 'DNS_NAME_SERVER must be a host name')),
  DNS_ANSWERS: optional(z.string()).default('127.0.0.1, ::1'),
  STUN_PORT: optional(z.union([z.literal('off'), z.coerce.number().int().min(0).max(65535)])).default(3478),
  STUN_URLS: optional(z.string()),
  IP_CHECK_V4_URL: optional(httpUrl('IP_CHECK_V4_URL')),
  IP_CHECK_V6_URL: optional(httpUrl('IP_CHECK_V6_URL')),
});

/** The names of the variables, with their defaults and whether production requires them (README lists them). */
export const REQUIRED_IN_PRODUCTION = ['PUBLIC_ORIGIN', 'SMTP_URL', 'HELP_DESK_JWT_SECRET'] as const;

/** The running process's configuration (this module is the only reader of process.env). */
export function configFromEnvironment(environment: Readonly<Record<string, string | undefined>> = process.env): ServerConfig {
  return loadConfig(environment);
}

/**
 * Takes the deployment's environment for the configuration, then sets NODE_ENV=production for the
 * libraries loaded after it: React (and the libraries around it) pick their production or
 * development build by NODE_ENV when first loaded, and the server always renders with the
 * production build. NODE_ENV keeps its meaning for the configuration (production's requirements),
 * read from the copy.
 */
export function environmentForProductionLibraries(): Readonly<Record<string, string | undefined>> {
  // Worker processes (WORKERS) inherit this environment: the deployment's value travels with it.
  const deployment = process.env.FVP_DEPLOYMENT_NODE_ENV ?? process.env.NODE_ENV ?? '';
  process.env.FVP_DEPLOYMENT_NODE_ENV = deployment;
  process.env.NODE_ENV = 'production';
  return { ...process.env, NODE_ENV: deployment || undefined };
}

/** Reads and checks the environment; throws one ConfigError naming every problem. */
export function loadConfig(env: Readonly<Record<string, string | undefined>>): ServerConfig {
  const problems: string[] = [];
  // TRUSTED_PROXIES is checked by the library that reads it, beside zod's checks of the rest.
  const trustedProxies = (env.TRUSTED_PROXIES ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  try {
    compileTrust(trustedProxies);
  } catch (error) {
    problems.push(`TRUSTED_PROXIES: ${error instanceof Error ? error.message : String(error)}`);
  }
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    problems.push(...parsed.error.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`));
    throw new ConfigError(problems);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const siteEnv = e.SITE_ENV ?? null;
  // A deployment on public hosts (SITE_ENV) is held to production's rules: real mail, a real
  // origin, no demo accounts and no development mailbox for anyone to read reset links from.
  const deployed = production || siteEnv !== null;
  const ownApi = e.API_BASE_URL === undefined;
  if (production && e.CHAT_KEY && !e.CHAT_SCRIPT_URL.startsWith('https://'))
    problems.push('CHAT_SCRIPT_URL must be https with NODE_ENV=production');
  if (production && e.TAG_MANAGER_URL && !e.TAG_MANAGER_URL.startsWith('https://'))
    problems.push('TAG_MANAGER_URL must be https with NODE_ENV=production');
  const tagManagerOrigins: string[] = [];
  for (const entry of (e.TAG_MANAGER_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean)) {
    let origin: string | null = null;
    try {
      const url = new URL(entry);
      origin = (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === entry.replace(/\/$/, '') ? url.origin : null;
    } catch {
      origin = null;
    }
    if (origin) tagManagerOrigins.push(origin);
    else problems.push(`TAG_MANAGER_ORIGINS: "${entry}" is not an http(s) origin such as https://www.google-analytics.com`);
  }
  if (siteEnv === 'PROD' && !production) problems.push('SITE_ENV=PROD needs NODE_ENV=production');
  // PGlite's files belong to one process: several workers need a PostgreSQL server (or another backend).
  if (e.WORKERS > 1 && ownApi && !e.DATABASE_URL) problems.push('WORKERS above 1 needs DATABASE_URL (PGlite serves one process)');
  if ((e.STRIPE_SECRET_KEY === undefined) !== (e.STRIPE_WEBHOOK_SECRET === undefined))
    problems.push('STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set together or not at all');
  if (deployed) {
    const needed: string[] = [];
    if (!e.PUBLIC_ORIGIN) needed.push('PUBLIC_ORIGIN');
    if (ownApi && !e.SMTP_URL) needed.push('SMTP_URL');
    if (ownApi && !e.HELP_DESK_JWT_SECRET) needed.push('HELP_DESK_JWT_SECRET');
    const why = production ? 'NODE_ENV=production' : `SITE_ENV=${siteEnv}`;
    if (needed.length) problems.push(`${needed.join(', ')} must be set with ${why}`);
    if (production && e.PUBLIC_ORIGIN && !e.PUBLIC_ORIGIN.startsWith('https://')) {
      problems.push('PUBLIC_ORIGIN must be https with NODE_ENV=production (HSTS and Secure cookies depend on it)');
    }
  }
  const publicOrigin = new URL(e.PUBLIC_ORIGIN ?? `http://localhost:${e.PORT}`);
  if (siteEnv && publicOrigin.hostname !== editionHost('MAIN', siteEnv)) {
    problems.push(`PUBLIC_ORIGIN must be on ${editionHost('MAIN', siteEnv)} with SITE_ENV=${siteEnv}, not ${publicOrigin.hostname}`);
  }
  const dnsAnswers = e.DNS_ANSWERS.split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  for (const answer of dnsAnswers) if (!isIP(answer)) problems.push(`DNS_ANSWERS: "${answer}" is not an IP address`);
  const stunUrls = (e.STUN_URLS ?? '')
    .split(',')
    .map((u) => u.trim())
    .filter(Boolean);
  for (const url of stunUrls)
    if (!/^stuns?:(\[[0-9a-f:]+\]|[a-z0-9.-]+)(:\d{1,5})?$/i.test(url))
      problems.push(`STUN_URLS: "${url}" is not a STUN URL such as stun:stun.fvp.example:3478`);
  // Deployed, the test zone must be named (its delegation is set up by hand); locally a *.localhost zone works at once.
  const dnsZone = e.DNS_ZONE ?? (deployed ? null : 'dns-test.localhost');
  if (problems.length) throw new ConfigError(problems);
  const port = publicOrigin.port ? `:${publicOrigin.port}` : '';
  const origins = Object.fromEntries(
    editionIds.map((id) => [
      id,
      id === 'MAIN'
        ? publicOrigin.origin
        : `${publicOrigin.protocol}//${siteEnv ? editionHost(id, siteEnv) : editions[id].localHost}${port}`,
    ]),
  ) as Record<EditionId, string>;
  return {
    production,
    port: e.PORT,
    host: e.HOST,
    workers: e.WORKERS,
    pageCacheBytes: Math.round(e.PAGE_CACHE_MB * 1024 * 1024),
    siteEnv,
    origins,
    secure: publicOrigin.protocol === 'https:',
    apiBaseUrl: e.API_BASE_URL ?? null,
    popupsUrl: e.POPUPS_URL ?? '/cdn',
    databaseUrl: e.DATABASE_URL ?? null,
    dataDir: e.DATA_DIR,
    imageCacheDir: e.IMAGE_CACHE_DIR === 'off' ? null : e.IMAGE_CACHE_DIR,
    accessLog: e.ACCESS_LOG === 'on',
    prerender: e.PRERENDER === 'on',
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM,
    supportEmail: e.SUPPORT_EMAIL,
    helpDeskUrl: e.HELP_DESK_URL ?? null,
    helpDeskJwtSecret: e.HELP_DESK_JWT_SECRET ?? null,
    trustedProxies,
    countryHeaders: e.COUNTRY_HEADERS.split(',').map((h) => h.trim().toLowerCase()),
    popupsFile: e.POPUPS_FILE,
    chat: e.CHAT_KEY ? { scriptUrl: e.CHAT_SCRIPT_URL, key: e.CHAT_KEY } : null,
    tagManager: e.TAG_MANAGER_URL ? { scriptUrl: e.TAG_MANAGER_URL, origins: tagManagerOrigins } : null,
    demoData: !deployed && e.DEMO_DATA === 'on',
    devMailbox: !deployed && !e.SMTP_URL,
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET } : null,
    sandboxPayments: !deployed,
    affiliatePostbackUrl: e.AFFILIATE_POSTBACK_URL ?? null,
    tools: {
      dns:
        e.DNS_PORT === 'off' || dnsZone === null
          ? null
          : { zone: dnsZone, port: e.DNS_PORT, nameServer: e.DNS_NAME_SERVER ?? `ns1.${dnsZone}`, answers: dnsAnswers },
      stunPort: e.STUN_PORT === 'off' ? null : e.STUN_PORT,
      stunUrls,
      stunHost: stunHost(publicOrigin.hostname),
      ipUrls: { v4: e.IP_CHECK_V4_URL ?? null, v6: e.IP_CHECK_V6_URL ?? null },
    },
  };
}

/** A host as a STUN URL writes it: `localhost` as the loopback address (no lookup), IPv6 in brackets. */
function stunHost(hostname: string): string {
  if (hostname === 'localhost') return '127.0.0.1';
  return hostname.includes(':') && !hostname.startsWith('[') ? `[${hostname}]` : hostname;
}

/** Logs why the server could not start (every configuration problem at once) and exits with 1. */
export function exitOnStartFailure(log: Logger): (error: unknown) => never {
  return (error) => {
    if (error instanceof ConfigError) {
      log.log('error', 'configuration is not valid', { problems: error.problems });
      process.stderr.write(`${error.message}\n`);
    } else {
      log.log('error', 'failed to start', { error: error instanceof Error ? error.message : String(error) });
    }
    process.exit(1);
  };
}
