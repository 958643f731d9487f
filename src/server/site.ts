/** The site server: health, host check, security headers, static files, the server-side route rules and rendered pages. */
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import { requestId, type RequestIdVariables } from 'hono/request-id';
import type { IpInfo } from '../../generated/api/schemas.ts';
import { createCookies, headerCookieJar } from '../../generated/cookies.ts';
import { editions, type EditionId } from '../../generated/editions.ts';
import { isLocalePrefix, type LocalePrefix } from '../../generated/locales.ts';
import type { ServerRenderInput, ServerRenderResult } from '../app/entry-server.tsx';
import { pageModuleSources } from '../app/page-module-source.ts';
import { SCOPE_DATA_ID } from '../app/scope-data.ts';
import { siteConfigScript } from '../app/site-config.ts';
import type { ServerApiAccess } from '../shared/api/index.ts';
import { cookieDomainOfHost, type SiteConfig } from '../shared/config/site.ts';
import { isBot } from '../shared/lib/bots.ts';
import { detectPlatform, hintsFromHeaders } from '../shared/lib/platform.ts';
import { isAllowedLocation, sitePath } from '../shared/lib/safe-url.ts';
import type { AssetIndex } from './assets.ts';
import type { ClientAddress } from './client-address.ts';
import { editionHostRedirect, rootLocaleRedirect, type PreRuleResult } from './edition-rules.ts';
import type { SiteHosts } from './hosts.ts';
import { jsonScript, renderDocument } from './html.ts';
import { loggablePath, type Logger } from './log.ts';
import { pickEncoding } from './negotiate.ts';
import { robotsTxt } from './robots.ts';
import { localeSitemap, sitemapIndex } from './sitemap.ts';
import { encoded, PageCache, type CachedPage } from './page-cache.ts';
import { securityHeaders, type CspSources } from './security-headers.ts';

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
  /** Rendered pages kept in memory (0 turns the cache off). */
  readonly pageCacheSize?: number;
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
  readonly visitorCountry?: (c: Context<SiteEnv>) => string | null;
  /** How a render reaches the API for the public data a page shows (the server pages' locations). */
  readonly serverApi?: ServerApiAccess;
}

/** A page showing live data renders again after a minute: the list changes rarely, a minute's lag is harmless. */
const LIVE_DATA_MAX_AGE_MS = 60_000;

/** The request headers a page that leads with the visitor's platform is read from. */
const PLATFORM_HEADERS = 'User-Agent, Sec-CH-UA-Platform';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const XML_HEADERS = { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' };
const NO_STORE = 'no-store';

export function createSite(options: SiteOptions): Hono<SiteEnv> {
  const { log, hosts } = options;
  /** Edition and path of the pages that lead with the visitor's platform (found when they first render). */
  const byPlatform = new Set<string>();
  const cache = new PageCache(options.styleNonce ? 0 : (options.pageCacheSize ?? 2000));
  const app = new Hono<SiteEnv>();

  app.use('*', requestId());
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
    const location = c.res.headers.get('location');
    if (location !== null && !isAllowedLocation(location, hosts.redirectOrigins)) {
      log.log('error', 'redirect refused', { path: loggablePath(url), requestId: c.get('requestId') });
      c.res = new Response('Not Found', {
        status: 404,
        headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': NO_STORE },
      });
      // Hono carries the replaced answer's headers over to the new one.
      c.res.headers.delete('Location');
    }
    log.log('info', 'request', {
      method: c.req.method,
      path: loggablePath(url),
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
      requestId: c.get('requestId'),
    });
  });
  app.use(
    '*',
    securityHeaders({
      secure: hosts.secure,
      sources: {
        ...options.cspSources,
        styleSrc: [...(options.cspSources?.styleSrc ?? []), ...(options.assets.styleHashes ?? [])],
        scriptSrc: [...(options.cspSources?.scriptSrc ?? []), ...(options.assets.scriptHashes ?? [])],
      },
      styleNonce: options.styleNonce,
    }),
  );

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

  async function pageHandler(c: Context<SiteEnv>): Promise<Response> {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      return c.text('Method Not Allowed', 405, { Allow: 'GET, HEAD' });
    }
    const url = c.get('url');
    const edition = c.get('edition');
    const setCookies: string[] = [];
    const cookies = createCookies(headerCookieJar(c.req.header('cookie'), setCookies), {
      parentDomain: cookieDomainOfHost(url.hostname),
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
          acceptLanguage: c.req.header('accept-language') ?? null,
        }),
    ]);
    if (pre.setLocaleCookie) cookies.i18nRedirected.set(pre.setLocaleCookie);
    // The visitor's country for the popups and store links, once (DECISIONS 21); unknown: no cookie.
    if (options.visitorCountry && cookies.countryCode.get() === undefined) {
      const country = options.visitorCountry(c);
      if (country) cookies.countryCode.set(country);
    }
    const extraHeaders: Record<string, string> = url.pathname === '/' ? { Vary: 'Cookie, Accept-Language' } : {};
    if (pre.kind === 'redirect') {
      return withCookies(new Response(null, { status: pre.status, headers: { Location: pre.location, ...extraHeaders } }), setCookies);
    }
    // The host is a configured edition's, so the edition names the origin the page's links use.
    const key = `${edition}|${url.pathname}${url.search}`;
    // A page leading with the visitor's platform is kept once per platform.
    const platformKey = () => `${key}|${detectPlatform(hintsFromHeaders(c.req.raw.headers)) ?? '-'}`;
    const route = `${edition}|${url.pathname}`;
    let cacheKey = byPlatform.has(route) ? platformKey() : key;
    let page = cache.get(cacheKey);
    if (!page) {
      const input: ServerRenderInput = {
        request: c.req.raw,
        edition,
        env: hosts.env,
        helpDeskUrl: options.config.helpDeskUrl,
        api: options.serverApi,
        ...(options.visitorIp ? { visitorIp: () => options.visitorIp!(c) } : {}),
      };
      const bot = isBot(c.req.header('user-agent'));
      let result: ServerRenderResult;
      try {
        result = await options.render(input);
      } catch (error) {
        log.log('error', 'render failed', {
          path: loggablePath(url),
          requestId: c.get('requestId'),
          error: error instanceof Error ? error.stack : String(error),
          bot,
        });
        const fallback = await renderFailure(input);
        if (!fallback) return c.text('Internal Server Error', 500, { 'Cache-Control': NO_STORE });
        result = fallback;
      }
      if (result.kind === 'response') return withCookies(redirectResponse(result.response), setCookies);
      if (result.notFound) log.log('info', 'not found', { path: loggablePath(url), reason: result.notFound.split(':')[0] });
      if (result.status >= 500)
        log.log('error', 'page error', { path: loggablePath(url), status: result.status, requestId: c.get('requestId'), bot });
      const html = renderDocument({
        head: result.head,
        origin: hosts.origins[edition],
        origins: hosts.origins,
        assets: options.assets.forPage(
          result.route ? [...pageModuleSources(result.route, result.locale), ...(result.modules ?? [])] : [],
          result.locale,
        ),
        body: result.body,
        dataScripts: [
          jsonScript('router-data', result.hydration),
          jsonScript(SCOPE_DATA_ID, result.scope),
          siteConfigScript(options.config),
        ].join('\n'),
        cspNonce: options.styleNonce ? c.get('secureHeadersNonce') : undefined,
      });
      if (result.byPlatform) {
        byPlatform.add(route);
        cacheKey = platformKey();
      }
      page = {
        status: result.status,
        html: Buffer.from(html),
        ...(result.byPlatform ? { vary: PLATFORM_HEADERS } : {}),
        ...(result.freshness === 'personal' ? { personal: true } : {}),
      } satisfies CachedPage;
      // A page showing the visitor's own data is neither kept here nor by anyone on the way.
      if ((result.status === 200 || result.status === 404) && result.freshness !== 'failed' && result.freshness !== 'personal')
        cache.set(cacheKey, page, result.freshness === 'live' ? (options.liveDataMaxAgeMs ?? LIVE_DATA_MAX_AGE_MS) : Infinity);
    }
    const encoding = pickEncoding(c.req.header('accept-encoding'));
    const body = encoded(page, encoding);
    const headers: Record<string, string> = {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': page.status >= 500 ? NO_STORE : page.personal ? 'private, no-store' : 'public, max-age=0, must-revalidate',
      'Content-Length': String(body.length),
      ...extraHeaders,
      // The answer depends on Accept-Encoding whether or not this one is compressed.
      Vary: [extraHeaders.Vary, page.vary, 'Accept-Encoding'].filter(Boolean).join(', '),
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
    };
    return withCookies(new Response(c.req.method === 'HEAD' ? null : new Uint8Array(body), { status: page.status, headers }), setCookies);
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
