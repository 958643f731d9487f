/** The site server: static files, the server-side route rules and rendered pages. */
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import { createCookies, headerCookieJar } from '../../generated/cookies.ts';
import type { EnvironmentId } from '../../generated/editions.ts';
import type { ServerRenderInput, ServerRenderResult } from '../app/entry-server.tsx';
import { pageModuleSources } from '../app/page-registry.ts';
import { siteConfigScript } from '../app/site-config.ts';
import { cookieParentDomain, editionOfHost, type SiteConfig } from '../shared/config/site.ts';
import { isBot } from '../shared/lib/bots.ts';
import type { AssetIndex } from './assets.ts';
import { editionHostRedirect, rootLocaleRedirect, type PreRuleResult } from './edition-rules.ts';
import { jsonScript, renderDocument } from './html.ts';
import { loggablePath, type Logger } from './log.ts';
import { encoded, PageCache, pickEncoding, type CachedPage } from './page-cache.ts';

export interface SiteOptions {
  readonly clientDir: string;
  readonly env: EnvironmentId | null;
  readonly config: SiteConfig;
  readonly assets: AssetIndex;
  readonly render: (input: ServerRenderInput) => Promise<ServerRenderResult>;
  readonly log: Logger;
  /** Rendered pages kept in memory (0 turns the cache off). */
  readonly pageCacheSize?: number;
  /** Liveness and readiness probes (mountHealth), mounted before every other route. */
  readonly health?: (app: Hono) => void;
  /** Mounted before the pages, e.g. the reference API under /api. */
  readonly mount?: (app: Hono) => void;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

export function createSite(options: SiteOptions): Hono {
  const { log, env } = options;
  const cache = new PageCache(options.pageCacheSize ?? 2000);
  const app = new Hono();

  app.use('*', async (c, next) => {
    const started = performance.now();
    await next();
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    const url = new URL(c.req.url);
    log.log('info', 'request', {
      method: c.req.method,
      path: loggablePath(url),
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    });
  });

  // After the request log (probes are requests too), before anything that could answer their paths.
  options.health?.(app);

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
  // Public files (images, icons, robots.txt): paths whose last segment has an extension.
  app.use('*', async (c, next) => {
    if (!/\.[a-z0-9]+$/i.test(c.req.path)) return next();
    return serveStatic({
      root: options.clientDir,
      precompressed: true,
      onFound: (_path, ctx) => {
        ctx.header('Cache-Control', 'public, max-age=3600');
      },
    })(c, next);
  });

  options.mount?.(app);

  app.all('*', (c) => pageHandler(c));

  async function pageHandler(c: Context): Promise<Response> {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      return c.text('Method Not Allowed', 405, { Allow: 'GET, HEAD' });
    }
    const url = new URL(c.req.url);
    const edition = editionOfHost(url.hostname, env);
    const setCookies: string[] = [];
    const cookies = createCookies(headerCookieJar(c.req.header('cookie'), setCookies), {
      parentDomain: cookieParentDomain(edition, env),
      secure: url.protocol === 'https:',
    });
    const pre = firstDecision([
      () => editionHostRedirect(url, edition, env),
      () =>
        rootLocaleRedirect({
          url,
          edition,
          env,
          cookie: cookies.i18nRedirected.get(),
          acceptLanguage: c.req.header('accept-language') ?? null,
        }),
    ]);
    if (pre.setLocaleCookie) cookies.i18nRedirected.set(pre.setLocaleCookie);
    const extraHeaders: Record<string, string> = url.pathname === '/' ? { Vary: 'Cookie, Accept-Language' } : {};
    if (pre.kind === 'redirect') {
      return withCookies(new Response(null, { status: pre.status, headers: { Location: pre.location, ...extraHeaders } }), setCookies);
    }
    const key = `${edition}|${url.pathname}${url.search}`;
    let page = cache.get(key);
    if (!page) {
      let result: ServerRenderResult;
      try {
        result = await options.render({ request: c.req.raw, edition, env, helpDeskUrl: options.config.helpDeskUrl });
      } catch (error) {
        log.log('error', 'render failed', {
          path: loggablePath(url),
          error: error instanceof Error ? error.stack : String(error),
          bot: isBot(c.req.header('user-agent')),
        });
        return c.text('Internal Server Error', 500);
      }
      if (result.kind === 'response') return withCookies(redirectResponse(result.response), setCookies);
      if (result.notFound) log.log('info', 'not found', { path: loggablePath(url), reason: result.notFound.split(':')[0] });
      if (result.status >= 500)
        log.log('error', 'page error', { path: loggablePath(url), status: result.status, bot: isBot(c.req.header('user-agent')) });
      const html = renderDocument({
        head: result.head,
        origin: url.origin,
        assets: options.assets.forPage(result.pageModule ? pageModuleSources[result.pageModule] : null, result.locale),
        body: result.body,
        dataScripts: `${jsonScript('router-data', result.hydration)}\n${siteConfigScript(options.config)}`,
      });
      page = { status: result.status, html: Buffer.from(html) } satisfies CachedPage;
      if (result.status === 200 || result.status === 404) cache.set(key, page);
    }
    const encoding = pickEncoding(c.req.header('accept-encoding'));
    const body = encoded(page, encoding);
    const headers: Record<string, string> = {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'public, max-age=0, must-revalidate',
      'Content-Length': String(body.length),
      ...extraHeaders,
      ...(encoding
        ? { 'Content-Encoding': encoding, Vary: extraHeaders.Vary ? `${extraHeaders.Vary}, Accept-Encoding` : 'Accept-Encoding' }
        : {}),
    };
    return withCookies(new Response(c.req.method === 'HEAD' ? null : new Uint8Array(body), { status: page.status, headers }), setCookies);
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
