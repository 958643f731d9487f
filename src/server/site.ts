/** The site server: health, host check, security headers, static files, the server-side route rules and rendered pages. */
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { requestId, type RequestIdVariables } from 'hono/request-id';
import type { IpInfo } from '../../generated/api/schemas.ts';
import { createCookies, headerCookieJar } from '../../generated/cookies.ts';
import { editions, type EditionId } from '../../generated/editions.ts';
import { isLocalePrefix, type LocalePrefix } from '../../generated/locales.ts';
import type { ServerRenderInput, ServerRenderResult } from '../app/entry-server.tsx';
import { PAYLOAD_FILE } from '../app/payload-file.ts';
import type { ServerApiAccess } from '../shared/api/index.ts';
import { cookieDomainOfHost, type SiteConfig } from '../shared/config/site.ts';
import { isBot } from '../shared/lib/bots.ts';
import { detectPlatform, hintsFromHeaders } from '../shared/lib/platform.ts';
import { isAllowedLocation, sitePath } from '../shared/lib/safe-url.ts';
import type { AssetIndex } from './assets.ts';
import type { ClientAddress, RequestView } from './client-address.ts';
import { editionHostRedirect, rootLocaleRedirect, type PreRuleResult } from './edition-rules.ts';
import type { SiteHosts } from './hosts.ts';
import { HEAD_SCRIPT_HASH } from './head-script.ts';
import { loggablePath, type Logger } from './log.ts';
import { pickEncoding, type Encoding } from './negotiate.ts';
import { robotsTxt } from './robots.ts';
import { localeSitemap, sitemapIndex } from './sitemap.ts';
import { encoded, PageCache, type CachedPage } from './page-cache.ts';
import { pageDocument, pagePayload, type RenderSettings } from './page-document.ts';
import { PLATFORM_HEADERS, type PrerenderedPages } from './prerendered.ts';
import {
  CSP_HEADER,
  fixedSecurityHeaders,
  isSubresourceType,
  securityHeaders,
  subresourceHeaders,
  withStyleSource,
  type CspSources,
} from './security-headers.ts';

/** The path of a locale's blog feed: the locale prefix (none for the edition's default) is group 1. */
const FEED_PATH = /^\/(?:([a-z]{2})\/)?blog\/feed\.xml$/;

/** What the site's middleware tells the handlers after it: the edition of the (checked) host, the client. */
export type SiteEnv = { Variables: RequestIdVariables & { url: URL; edition: EditionId; clientAddress: string } };

export interface SiteOptions {
  readonly clientDir: string;
  readonly hosts: SiteHosts;
  /** What the browser is told about the deployment. */
  readonly config: SiteConfig;
  readonly assets: AssetIndex;
  readonly render: (input: ServerRenderInput) => Promise<ServerRenderResult>;
  /** The localized error page, for a page whose rendering failed. */
  readonly renderError?: (input: ServerRenderInput) => Promise<ServerRenderResult>;
  /** The blog's Atom feed of a locale (null: the locale has no article). */
  readonly renderFeed?: (input: { locale: LocalePrefix; edition: EditionId; origin: string }) => Promise<string | null>;
  readonly clientAddress: ClientAddress;
  readonly log: Logger;
  /** Origins the pages may load from besides their own (a backend on another host, later a chat widget). */
  readonly cspSources?: CspSources;
  /** One log line per request (default); errors and events are logged either way. */
  readonly accessLog?: boolean;
  /** Memory for rendered pages, in bytes (0 turns the cache off; default 64 MiB). */
  readonly pageCacheBytes?: number;
  /**
   * The locale of the 404 page the route rules answer a URL with, decided without rendering
   * (entry-server's notFoundLocale); absent: every URL renders.
   */
  readonly notFoundLocale?: (url: URL, edition: EditionId) => Promise<LocalePrefix | null>;
  /** Pages rendered at build with this site's settings: sent as they are, never rendered here. */
  readonly prerendered?: PrerenderedPages | null;
  /** How long a rendered page that shows live data (server locations) is served before it renders again. */
  readonly liveDataMaxAgeMs?: number;
  /**
   * Development: every answer's CSP allows styles with a fresh nonce, which each page hands to
   * Vite's client for the `<style>` elements it injects. Pages are then never cached.
   */
  readonly styleNonce?: boolean;
  /** Liveness and readiness probes (mountHealth), answering on any host before every other route. */
  readonly health?: (app: Hono<SiteEnv>) => void;
  /** Mounted before the pages, e.g. the reference API under /api. */
  readonly mount?: (app: Hono<SiteEnv>) => void;
  /** The visitor's address as /ip answers it, for the IP check's first HTML (absent: the browser asks). */
  readonly visitorIp?: (c: Context<SiteEnv>) => Promise<IpInfo | null>;
  /** Mounts routes served on any host, before the host check (see src/server/tools/). */
  readonly anyHost?: (app: Hono<SiteEnv>) => void;
  /** The visitor's country (a trusted proxy's header or the address's), written once as `country-code`. */
  readonly visitorCountry?: (c: RequestView) => string | null;
  /** How a render reaches the API for the public data a page shows (the server pages' locations). */
  readonly serverApi?: ServerApiAccess;
}

/** A page showing live data renders again after a minute: the list changes rarely, a minute's lag is harmless. */
const LIVE_DATA_MAX_AGE_MS = 60_000;

const DEFAULT_PAGE_CACHE_BYTES = 64 * 1024 * 1024;

const IMMUTABLE = 'public, max-age=31536000, immutable';
const XML_HEADERS = { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' };
const NO_STORE = 'no-store';

/** Answers made whole in one go, security headers included: the middleware leaves their headers alone. */
const complete = new WeakSet<Response>();

export function createSite(options: SiteOptions): Hono<SiteEnv> {
  const { log, hosts } = options;
  const accessLog = options.accessLog ?? true;
  /** Edition and path of the pages that lead with the visitor's platform (found when they first render). */
  let prerendered = options.prerendered ?? null;
  const byPlatform = new Set<string>(prerendered?.byPlatform);
  const cacheBytes = options.styleNonce ? 0 : (options.pageCacheBytes ?? DEFAULT_PAGE_CACHE_BYTES);
  const cache = new PageCache(cacheBytes);
  /** The 404 page of each edition and locale: one for every URL the rules answer with "not found". */
  const notFoundPages = new Map<string, CachedPage>();
  const app = new Hono<SiteEnv>();
  const settings: RenderSettings = {
    origins: hosts.origins,
    env: hosts.env,
    helpDeskUrl: options.config.helpDeskUrl,
    config: options.config,
  };

  // A proxy's request id is kept (checked as Hono's middleware checks it), else one is made; it is
  // logged, not echoed: an answer's headers are written once (see `complete`).
  app.use(
    '*',
    requestId({
      headerName: '',
      generator: (c) => givenRequestId(c.req.header('x-request-id')) ?? randomUUID(),
    }),
  );
  app.use('*', async (c, next) => {
    const started = performance.now();
    // A Host the HTTP layer let through may still not make a URL (e.g. 'xn--a', bad punycode):
    // such a request is answered here, before anything parses its URL.
    let url: URL;
    try {
      url = new URL(c.req.url);
    } catch {
      log.log('info', 'request', { method: c.req.method, status: 400, reason: 'unparseable URL', requestId: c.get('requestId') });
      return c.text('Bad Request', 400, { 'Cache-Control': NO_STORE });
    }
    c.set('url', url);
    c.set('clientAddress', options.clientAddress(c));
    await next();
    // The last line of defence against an open redirect: no Location leaves the configured origins.
    const redirected = c.res.status >= 300 && c.res.status < 400;
    const location = redirected ? c.res.headers.get('location') : null;
    if (location !== null && !isAllowedLocation(location, hosts.redirectOrigins)) {
      log.log('error', 'redirect refused', { path: loggablePath(url), requestId: c.get('requestId') });
      c.res = new Response('Not Found', {
        status: 404,
        headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': NO_STORE },
      });
      // Hono carries the replaced answer's headers over to the new one.
      c.res.headers.delete('Location');
    }
    if (accessLog)
      log.log('info', 'request', {
        method: c.req.method,
        path: loggablePath(url),
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
        requestId: c.get('requestId'),
      });
  });
  const securityOptions = {
    secure: hosts.secure,
    sources: {
      ...options.cspSources,
      scriptSrc: [...(options.cspSources?.scriptSrc ?? []), HEAD_SCRIPT_HASH, ...(options.assets.scriptHashes ?? [])],
    },
    styleNonce: options.styleNonce,
  };
  const secured = securityHeaders(securityOptions);
  // The same headers, written once (null in development): pages carry them from the start.
  let fixedSecurity: Readonly<Record<string, string>> | null = null;
  let fixedSubresource: Readonly<Record<string, string>> = {};
  const fixedSecurityReady = fixedSecurityHeaders(securityOptions).then((headers) => {
    if (headers) fixedSubresource = subresourceHeaders(headers);
    return (fixedSecurity = headers);
  });
  app.use('*', async (c, next) => {
    if (!fixedSecurity) return secured(c, next);
    await next();
    if (complete.has(c.res)) return;
    // A script, a style sheet, a font or a raster image gets those of the headers that apply to it.
    const headers = isSubresourceType(c.res.headers.get('content-type')) ? fixedSubresource : fixedSecurity;
    for (const [name, value] of Object.entries(headers)) if (!c.res.headers.has(name)) c.res.headers.set(name, value);
  });

  // After the request log (probes are requests too), before the host check: a load balancer
  // probes by address.
  options.health?.(app);
  // Routes that answer on hosts that are not the site's (the privacy tools').
  options.anyHost?.(app);

  // Only configured hosts are served: a page for another Host would carry links to it.
  app.use('*', async (c, next) => {
    const edition = hosts.editionOfHost(c.get('url').host);
    if (edition !== null) {
      c.set('edition', edition);
      return next();
    }
    if (c.req.method === 'GET' || c.req.method === 'HEAD') {
      const url = c.get('url');
      const path = sitePath(`${url.pathname}${url.search}`) ?? '/';
      return c.body(null, 301, { Location: `${hosts.origins.MAIN}${path}`, 'Cache-Control': NO_STORE });
    }
    return c.text('Misdirected Request: this host is not served here', 421, { 'Cache-Control': NO_STORE });
  });

  // Nothing under a dot-segment (the build manifest in /.vite/, editor or VCS files) is public,
  // but for /.well-known/ (security.txt, app links), which is public by definition.
  app.use('*', async (c, next) => {
    const path = c.req.path.startsWith('/.well-known/') ? c.req.path.slice('/.well-known'.length) : c.req.path;
    if (/\/\./.test(path)) return c.text('Not Found', 404, { 'Cache-Control': NO_STORE });
    return next();
  });

  app.use(
    '/assets/*',
    serveStatic({
      root: options.clientDir,
      precompressed: true,
      onFound: (_path, c) => {
        c.header('Cache-Control', IMMUTABLE);
      },
    }),
  );
  // A hashed asset that is not there (an old build's chunk) is a plain 404: no redirect, no page.
  app.all('/assets/*', (c) => c.text('Not Found', 404, { 'Cache-Control': NO_STORE }));
  // robots.txt and the sitemaps of the edition a host serves (src/server/robots.ts, sitemap.ts), made once.
  const seoFiles = new Map<string, string | null>();
  const seoFile = <T extends string | null>(key: string, make: () => T): T => {
    if (!seoFiles.has(key)) seoFiles.set(key, make());
    return seoFiles.get(key) as T;
  };
  const seoSite = { env: hosts.env, origins: hosts.origins };
  app.get('/robots.txt', (c) => {
    const edition = c.get('edition');
    return c.text(
      seoFile(`robots|${edition}`, () => robotsTxt(hosts.origins[edition])),
      200,
      { 'Cache-Control': 'public, max-age=3600' },
    );
  });
  app.get('/sitemap.xml', (c) => {
    const edition = c.get('edition');
    return c.body(
      seoFile(`index|${edition}`, () => sitemapIndex(edition, seoSite)),
      200,
      XML_HEADERS,
    );
  });
  app.get('/sitemaps/:file', (c) => {
    const edition = c.get('edition');
    const match = /^([a-z]{2})\.xml$/.exec(c.req.param('file'));
    const locale = match?.[1] ?? '';
    const body = isLocalePrefix(locale) ? seoFile(`${edition}|${locale}`, () => localeSitemap(edition, locale, seoSite)) : null;
    return body === null ? c.text('Not Found', 404, { 'Cache-Control': NO_STORE }) : c.body(body, 200, XML_HEADERS);
  });
  // Public files (images, icons): paths whose last segment has an extension.
  const FILE = /\.[a-z0-9]+$/i;
  const publicFiles = serveStatic({
    root: options.clientDir,
    precompressed: true,
    onFound: (_path, ctx) => {
      // The build's manifest says which build is deployed now: never from a cache (DECISIONS 26).
      ctx.header('Cache-Control', ctx.req.path.startsWith('/_build/') ? 'no-cache' : 'public, max-age=3600');
    },
  });
  // A page's payload (src/app/payload.ts): the page's path plus _payload.json, answered from the page.
  app.on(['GET', 'HEAD'], '*', async (c, next) => {
    const match = PAYLOAD_PATH.exec(c.req.path);
    return match ? pageHandler(c, match[1]) : next();
  });
  app.use('*', async (c, next) => (FILE.test(c.req.path) ? publicFiles(c, next) : next()));

  // The blog's Atom feed of each locale: /blog/feed.xml, /de/blog/feed.xml …
  app.on(['GET', 'HEAD'], '*', async (c, next) => {
    const { renderFeed } = options;
    const match = FEED_PATH.exec(c.req.path);
    if (!match || !renderFeed) return next();
    const edition = c.get('edition');
    const prefix = match[1];
    if (
      prefix !== undefined &&
      !(isLocalePrefix(prefix) && editions[edition].locales.includes(prefix) && prefix !== editions[edition].defaultLocale)
    )
      return next();
    const locale = (prefix as LocalePrefix | undefined) ?? editions[edition].defaultLocale;
    const feed = await renderFeed({ locale, edition, origin: hosts.origins[edition] });
    if (feed === null) return next();
    return c.body(feed, 200, { 'Content-Type': 'application/atom+xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' });
  });

  options.mount?.(app);

  // A file that is not there (and no mounted route answered) is a plain 404, like a missing
  // asset: no trailing-slash redirect, no page.
  app.on(['GET', 'HEAD'], '*', async (c, next) =>
    FILE.test(c.req.path) ? c.text('Not Found', 404, { 'Cache-Control': NO_STORE }) : next(),
  );

  app.all('*', (c) => pageHandler(c));

  // The site's hosts are few (only they get here): each one's cookie domain, worked out once.
  const cookieDomains = new Map<string, string | undefined>();
  const cookieDomainOf = (hostname: string) => {
    if (!cookieDomains.has(hostname)) cookieDomains.set(hostname, cookieDomainOfHost(hostname));
    return cookieDomains.get(hostname);
  };

  /**
   * What every page request decides before its page, on the Hono path and the fast path alike: the
   * edition-host and root-locale redirects, and the cookies to set (the locale the root chose, the
   * visitor's country once).
   */
  function beforePage(url: URL, edition: EditionId, request: RequestView) {
    const setCookies: string[] = [];
    const cookies = createCookies(headerCookieJar(request.req.header('cookie'), setCookies), {
      parentDomain: cookieDomainOf(url.hostname),
      // Secure by the configured origin: behind a TLS proxy this server itself sees http.
      secure: hosts.secure,
    });
    const pre = firstDecision([
      () => editionHostRedirect(url, edition, hosts.env, hosts.origins),
      () =>
        rootLocaleRedirect({
          url,
          edition,
          env: hosts.env,
          origins: hosts.origins,
          cookie: cookies.i18nRedirected.get(),
          acceptLanguage: request.req.header('accept-language') ?? null,
        }),
    ]);
    if (pre.setLocaleCookie) cookies.i18nRedirected.set(pre.setLocaleCookie);
    // The visitor's country for the popups and store links, once (DECISIONS 21); unknown: no cookie.
    if (options.visitorCountry && cookies.countryCode.get() === undefined) {
      const country = options.visitorCountry(request);
      if (country) cookies.countryCode.set(country);
    }
    const extraHeaders: Record<string, string> = url.pathname === '/' ? { Vary: 'Cookie, Accept-Language' } : {};
    return { pre, setCookies, extraHeaders };
  }

  /**
   * A page, or with `payloadOf` (the page's path) the payload of the page there: the same page,
   * from the same cache, answered with the data its render loaded instead of its document. A page
   * that is not there as such (a redirect, an error, the visitor's own) has none: 404.
   */
  async function pageHandler(c: Context<SiteEnv>, payloadOf?: string): Promise<Response> {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      return c.text('Method Not Allowed', 405, { Allow: 'GET, HEAD' });
    }
    const url = payloadOf === undefined ? c.get('url') : new URL(payloadOf, c.get('url'));
    const edition = c.get('edition');
    const { pre, setCookies, extraHeaders } = beforePage(url, edition, c);
    // What has no payload: a redirect, an error, the visitor's own page.
    const noPayload = () => c.json({ error: 'no payload here' }, 404, { 'Cache-Control': NO_STORE });
    if (payloadOf !== undefined && pre.kind === 'redirect') return noPayload();
    if (pre.kind === 'redirect') {
      return withCookies(new Response(null, { status: pre.status, headers: { Location: pre.location, ...extraHeaders } }), setCookies);
    }
    // The host is a configured edition's, so the edition names the origin the page's links use.
    // A page is kept by its path: a query is the browser's (utm_source, a promotion code) unless the
    // page's render reads it (spec/routes.yaml `query`), and then that URL renders for itself.
    const route = `${edition}|${url.pathname}`;
    // A page leading with the visitor's platform is kept once per platform.
    const platformKey = () => `${route}|${detectPlatform(hintsFromHeaders(c.req.raw.headers)) ?? '-'}`;
    let cacheKey = byPlatform.has(route) ? platformKey() : route;
    const asked = url.search.length > 1 ? [...new URLSearchParams(url.search).keys()] : [];
    const reads = (query: readonly string[] | undefined) => !!query && asked.some((name) => query.includes(name));
    let page = cache.get(cacheKey);
    let keep = cacheBytes > 0;
    let cacheState: CacheState = 'hit';
    // A page prerendered at build comes from its files, into the cache.
    if (!page && prerendered?.has(cacheKey)) {
      page = await prerendered.page(cacheKey);
      if (page) {
        cache.set(cacheKey, page);
        cacheState = 'prerendered';
      }
    }
    if (page && reads(page.query)) {
      page = undefined;
      keep = false;
    }
    // An unknown URL gets its locale's 404 page, rendered once (or at build).
    let lostLocale: LocalePrefix | null = null;
    if (!page && keep && options.notFoundLocale) {
      lostLocale = await options.notFoundLocale(url, edition);
      if (lostLocale) page = notFoundPages.get(`${edition}|${lostLocale}`);
      if (lostLocale && !page) {
        page = await prerenderedNotFound(edition, lostLocale);
        if (page) cacheState = 'prerendered';
      }
    }
    if (!page) {
      cacheState = 'pass';
      const bare = keep && asked.length > 0 ? new URL(url.pathname, url) : url;
      let result = await render(c, bare);
      // A redirect keeps the query, and a page that reads one renders with it.
      if (result && bare !== url && (result.kind === 'response' || reads(result.query))) {
        result = await render(c, url);
        keep = false;
      }
      if (!result) return c.text('Internal Server Error', 500, { 'Cache-Control': NO_STORE });
      if (result.kind === 'response' && payloadOf !== undefined) return noPayload();
      if (result.kind === 'response') return withCookies(redirectResponse(result.response), setCookies);
      if (result.notFound && !lostLocale) log.log('info', 'not found', { path: loggablePath(url), reason: result.notFound.split(':')[0] });
      if (result.status >= 500)
        log.log('error', 'page error', {
          path: loggablePath(url),
          status: result.status,
          requestId: c.get('requestId'),
          bot: isBot(c.req.header('user-agent')),
        });
      if (result.byPlatform) {
        byPlatform.add(route);
        cacheKey = platformKey();
      }
      const document = pageDocument(
        result,
        edition,
        settings,
        options.assets,
        options.styleNonce ? c.get('secureHeadersNonce') : undefined,
      );
      page = {
        status: result.status,
        html: Buffer.from(document.html),
        ...(document.styleSrc ? { styleSrc: document.styleSrc } : {}),
        ...(result.byPlatform ? { vary: PLATFORM_HEADERS } : {}),
        ...(result.freshness === 'personal' ? { personal: true } : {}),
        query: result.query,
      } satisfies CachedPage;
      // A page showing the visitor's own data is neither kept here nor by anyone on the way.
      if (keep && result.freshness !== 'failed' && result.freshness !== 'personal') {
        if (result.status === 404 && result.notFound !== null) {
          notFoundPages.set(`${edition}|${result.locale}`, page);
          cacheState = 'miss';
        } else if (result.status === 200 || result.status === 404) {
          cache.set(cacheKey, page, result.freshness === 'live' ? (options.liveDataMaxAgeMs ?? LIVE_DATA_MAX_AGE_MS) : Infinity);
          cacheState = 'miss';
        }
      }
    }
    if (payloadOf !== undefined) {
      if (page.status !== 200) return noPayload();
      // The page is there, but it is the visitor's own (the IP check's address): nothing to share,
      // which a prefetch of it is told without an error.
      if (page.personal) return c.body(null, 204, { 'Cache-Control': NO_STORE });
      const made = !page.payload;
      const payload = (page.payload ??= pagePayload(page.html));
      if (made) cache.measure(cacheKey);
      return new Response(c.req.method === 'HEAD' ? null : (payload as Uint8Array<ArrayBuffer>), {
        headers: {
          'Content-Type': 'application/json; charset=utf-8',
          'Content-Length': String(payload.length),
          'Cache-Control': 'public, max-age=0, must-revalidate',
          ...(page.vary ? { Vary: page.vary } : {}),
          'X-Cache': cacheState,
        },
      });
    }
    const encoding = pickEncoding(c.req.header('accept-encoding'));
    const compressed = !!encoding && !page[encoding];
    const body = await encoded(page, encoding);
    if (compressed) cache.measure(cacheKey);
    const security = fixedSecurity ?? (await fixedSecurityReady);
    const headers = pageHeaders(page, encoding, body.length, extraHeaders, security, cacheState);
    const response = new Response(c.req.method === 'HEAD' ? null : (body as Uint8Array<ArrayBuffer>), { status: page.status, headers });
    if (security) complete.add(response);
    return withCookies(response, setCookies);
  }

  /**
   * The fast path (server.ts hands it every request first): a GET or HEAD of a page in the cache,
   * compressed as asked, with no cookie to set and no redirect to make, is written straight to the
   * socket, with the headers and the request log line the Hono path would give it. Anything else
   * (false) goes through Hono, which renders, compresses, redirects and keeps pages.
   */
  function fastPath(req: IncomingMessage, res: ServerResponse): boolean | Promise<boolean> {
    const started = performance.now();
    const security = fixedSecurity;
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !security) return false;
    const host = req.headers.host;
    const target = req.url;
    if (!host || !target || !PAGE_TARGET.test(target)) return false;
    const edition = hosts.editionOfHost(host);
    if (edition === null) return false;
    const q = target.indexOf('?');
    const pathname = q < 0 ? target : target.slice(0, q);
    const route = `${edition}|${pathname}`;
    if (byPlatform.has(route)) return false;
    let url: URL;
    try {
      url = new URL(target, `http://${host}`);
    } catch {
      return false;
    }
    const send = (page: CachedPage, state: CacheState): boolean => {
      if (page.personal) return false;
      if (q >= 0) {
        const query = page.query ?? [];
        for (const name of url.searchParams.keys()) if (query.includes(name)) return false;
      }
      const encoding = pickEncoding(req.headers['accept-encoding']);
      const body = encoding ? page[encoding] : page.html;
      if (!body) return false;
      const view: RequestView = { env: { incoming: req }, req: { header: (name) => headerOf(req, name) } };
      const { pre, setCookies, extraHeaders } = beforePage(url, edition, view);
      if (pre.kind === 'redirect' || setCookies.length > 0) return false;
      // The same for every such answer of this page and encoding (a 404 page's for every unknown
      // path, none of which is the root): made once, kept with the page.
      const heads = (page.heads ??= {});
      res.writeHead(
        page.status,
        state === 'hit'
          ? (heads[encoding ?? 'identity'] ??= pageHeaders(page, encoding, body.length, extraHeaders, security, 'hit'))
          : pageHeaders(page, encoding, body.length, extraHeaders, security, state),
      );
      res.end(req.method === 'HEAD' ? undefined : body);
      if (accessLog)
        log.log('info', 'request', {
          method: req.method,
          path: pathname,
          status: page.status,
          ms: Math.round((performance.now() - started) * 10) / 10,
          requestId: givenRequestId(headerOf(req, 'x-request-id')) ?? randomUUID(),
        });
      return true;
    };
    const page = cache.get(route);
    if (page) return send(page, 'hit');
    if (prerendered?.has(route))
      return prerendered.page(route)!.then((file) => {
        if (!file || !send(file, 'prerendered')) return false;
        // Kept once sent: declined (a cookie to set …), the Hono path reads it and says so itself.
        cache.set(route, file);
        return true;
      });
    // An unknown URL: its locale's 404 page, once the Hono path has rendered it (or the build has).
    if (!options.notFoundLocale || (notFoundPages.size === 0 && !prerendered)) return false;
    return options.notFoundLocale(url, edition).then(async (locale) => {
      if (!locale) return false;
      const kept = notFoundPages.get(`${edition}|${locale}`);
      if (kept) return send(kept, 'hit');
      const file = await prerenderedNotFound(edition, locale);
      return file ? send(file, 'prerendered') : false;
    });
  }

  /** The prerendered 404 page of an edition's locale, kept with the rendered ones from then on. */
  async function prerenderedNotFound(edition: EditionId, locale: LocalePrefix): Promise<CachedPage | undefined> {
    if (!prerendered?.hasNotFound(edition, locale)) return undefined;
    const page = await prerendered.notFound(edition, locale);
    if (page) notFoundPages.set(`${edition}|${locale}`, page);
    return page;
  }
  fastPaths.set(app, fastPath);
  prerenderSwitches.set(app, (pages) => {
    prerendered = pages;
    for (const route of pages.byPlatform) byPlatform.add(route);
  });

  /**
   * Renders the page of a URL (the request's, or it without its query); the error page when that
   * fails, and null when even that does.
   */
  async function render(c: Context<SiteEnv>, url: URL): Promise<ServerRenderResult | null> {
    const request = url.href === c.req.raw.url ? c.req.raw : new Request(url, { headers: c.req.raw.headers });
    const input: ServerRenderInput = {
      request,
      edition: c.get('edition'),
      env: hosts.env,
      helpDeskUrl: options.config.helpDeskUrl,
      api: options.serverApi,
      origin: hosts.origins[c.get('edition')],
      ...(options.visitorIp ? { visitorIp: () => options.visitorIp!(c) } : {}),
    };
    try {
      return await options.render(input);
    } catch (error) {
      log.log('error', 'render failed', {
        path: loggablePath(url),
        requestId: c.get('requestId'),
        error: error instanceof Error ? error.stack : String(error),
        bot: isBot(c.req.header('user-agent')),
      });
      return renderFailure(input);
    }
  }

  /** The localized error page (status 500) for a page that failed; null when even that fails. */
  async function renderFailure(input: ServerRenderInput): Promise<ServerRenderResult | null> {
    if (!options.renderError) return null;
    try {
      return await options.renderError(input);
    } catch (error) {
      log.log('error', 'error page failed', { error: error instanceof Error ? error.stack : String(error) });
      return null;
    }
  }

  return app;
}

/** The path of a page's payload: the page's path (group 1) plus its file name. */
const PAYLOAD_PATH = new RegExp(`^((?:/[a-z0-9-]+)*/)${PAYLOAD_FILE.replace('.', '\\.')}$`);

/** A request target the fast path may serve: a page's path (slashed, plain characters), with or without a query. */
const PAGE_TARGET = /^(?:\/[a-z0-9-]+)*\/(?:\?[^#]*)?$/;

/** Each site's fast path (see fastPath in createSite), for the server's request listener. */
type FastPath = (req: IncomingMessage, res: ServerResponse) => boolean | Promise<boolean>;
const fastPaths = new WeakMap<Hono<SiteEnv>, FastPath>();

/** Each site's way to take up a prerender made after it started (see usePrerendered). */
const prerenderSwitches = new WeakMap<Hono<SiteEnv>, (pages: PrerenderedPages) => void>();

/**
 * Hands a running site the pages prerendered for its settings after it started (server.ts, once
 * the prerender it started is done): from then on they are sent without rendering.
 */
export function usePrerendered(site: Hono<SiteEnv>, pages: PrerenderedPages): void {
  prerenderSwitches.get(site)?.(pages);
}

/** The fast path of a site: true (or a promise of it) when it answered the request itself. */
export function fastPathOf(site: Hono<SiteEnv>): FastPath | undefined {
  return fastPaths.get(site);
}

/** A request header as one string (Node joins repeated ones; a cookie header with '; '). */
function headerOf(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

/** A proxy's request id, checked as Hono's request-id middleware checks one; else none. */
function givenRequestId(value: string | undefined): string | undefined {
  return value && value.length <= 255 && !/[^\w\-=]/.test(value) ? value : undefined;
}

/**
 * Where an answer's page came from, in X-Cache (for operators and the benchmark): `hit` from the
 * server's memory, `prerendered` from the build's files (and kept from then on), `miss` rendered and
 * kept, `pass` rendered for this request alone.
 */
type CacheState = 'hit' | 'miss' | 'pass' | 'prerendered';

/** The headers of a page's answer: the security headers, its caching, its encoding and what it varies by. */
function pageHeaders(
  page: CachedPage,
  encoding: Encoding,
  length: number,
  extraHeaders: Readonly<Record<string, string>>,
  security: Readonly<Record<string, string>> | null,
  cacheState: CacheState,
): Record<string, string> {
  return {
    ...security,
    // The policy allows the page's own inline style by its hash.
    ...(security && page.styleSrc ? { [CSP_HEADER]: withStyleSource(security[CSP_HEADER]!, page.styleSrc) } : {}),
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': page.status >= 500 ? NO_STORE : page.personal ? 'private, no-store' : 'public, max-age=0, must-revalidate',
    'Content-Length': String(length),
    ...extraHeaders,
    // The answer depends on Accept-Encoding whether or not this one is compressed.
    Vary: [extraHeaders.Vary, page.vary, 'Accept-Encoding'].filter(Boolean).join(', '),
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
    'X-Cache': cacheState,
  };
}

function firstDecision(rules: Array<() => PreRuleResult>): PreRuleResult {
  let last: PreRuleResult = { kind: 'continue' };
  for (const rule of rules) {
    last = rule();
    if (last.kind === 'redirect') return last;
  }
  return last;
}

/** A redirect from the route rules, without React Router's client-only headers. */
function redirectResponse(response: Response): Response {
  const headers = new Headers(response.headers);
  headers.delete('X-Remix-Reload-Document');
  return new Response(null, { status: response.status, headers });
}

function withCookies(response: Response, setCookies: readonly string[]): Response {
  for (const cookie of setCookies) response.headers.append('Set-Cookie', cookie);
  return response;
}
