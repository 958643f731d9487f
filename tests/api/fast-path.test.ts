/**
 * The server's fast path (src/server/site.ts, fastPath): a page in the cache is written straight to
 * the socket, with the same status, headers and body the Hono path gives it; what would set a cookie,
 * redirect, or read the query goes through Hono. Real HTTP over a socket; the renderer is a stand-in
 * that counts its calls (the app's renders are tested elsewhere).
 */
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonLogger } from '../../src/server/log.ts';
import { siteRequestListener } from '../../src/server/server.ts';
import { createSite, fastPathOf } from '../../src/server/site.ts';
import { renderedPage, STAND_IN_ASSETS, testSiteOptions } from '../support/site.ts';

let calls = 0;
/** How each request was answered: by the fast path or by Hono. */
const answeredBy: Array<'fast' | 'hono'> = [];
const site = createSite({
  ...testSiteOptions,
  assets: STAND_IN_ASSETS,
  log: jsonLogger(() => undefined),
  visitorCountry: (c) => (c.req.header('x-test-country') ?? null) as string | null,
  notFoundLocale: async (url) => (url.pathname.startsWith('/nope') ? 'en' : null),
  render: async (input) => {
    calls++;
    const url = new URL(input.request.url);
    const lost = url.pathname.startsWith('/nope');
    return renderedPage({
      status: lost ? 404 : 200,
      body: `<p>render ${calls} of ${url.pathname}${url.search}</p>`,
      route: lost ? null : url.pathname === '/order/' ? 'order' : 'servers',
      notFound: lost ? 'Page not found' : null,
      query: url.pathname === '/order/' ? ['plan'] : [],
    });
  },
});
const listener = siteRequestListener(site);
const fast = fastPathOf(site)!;

let server: Server;
let port: number;
beforeAll(async () => {
  server = createServer(async (req, res) => {
    // The same decision the listener makes, recorded: the fast path first, Hono otherwise.
    const answered = await fast(req, res);
    answeredBy.push(answered ? 'fast' : 'hono');
    if (!answered) listener(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  // The security headers are read once, asynchronously, when the site is made.
  await new Promise((resolve) => setTimeout(resolve, 50));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

function get(path: string, headers: Record<string, string> = {}, method = 'GET', at = port): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port: at, path, method, headers: { host: 'localhost', ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks).toString('latin1') }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** The headers that differ between any two answers: the date, the connection's and where the page came from. */
const stable = ({ date: _date, connection: _connection, 'keep-alive': _keepAlive, 'x-cache': _cache, ...rest }: IncomingHttpHeaders) =>
  rest;

describe('the fast path', () => {
  it('answers a cached page as the Hono path does, in every encoding and for HEAD', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const headers = { 'accept-encoding': encoding };
      const first = await get('/servers/', headers);
      const before = answeredBy.length;
      const second = await get('/servers/', headers);
      expect(answeredBy.slice(before)).toEqual(['fast']);
      expect(second.status).toBe(first.status);
      expect(second.body).toBe(first.body);
      expect(stable(second.headers)).toEqual(stable(first.headers));
      expect(second.headers['content-security-policy']).toContain("default-src 'none'");
      expect(second.headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding);
      expect(second.headers['x-cache']).toBe('hit');
    }
    expect(calls).toBe(1);
    // Rendered once and kept: the first answer said so.
    expect((await get('/fresh/')).headers['x-cache']).toBe('miss');
    const head = await get('/servers/', { 'accept-encoding': 'gzip' }, 'HEAD');
    expect(answeredBy.at(-1)).toBe('fast');
    expect(head.body).toBe('');
    expect(head.headers['content-length']).toBe((await get('/servers/', { 'accept-encoding': 'gzip' })).headers['content-length']);
  });

  it('serves a query the page does not read, and leaves one it reads to Hono', async () => {
    await get('/order/');
    const utm = await get('/order/?utm_source=mail');
    expect(answeredBy.at(-1)).toBe('fast');
    expect(utm.body).toContain('of /order/</p>');
    const plan = await get('/order/?plan=year');
    expect(answeredBy.at(-1)).toBe('hono');
    expect(plan.body).toContain('of /order/?plan=year</p>');
    expect(plan.headers['x-cache']).toBe('pass');
  });

  it('leaves to Hono an answer that sets a cookie, and serves the visitor once the cookie is there', async () => {
    const first = await get('/servers/', { 'x-test-country': 'DE' });
    expect(answeredBy.at(-1)).toBe('hono');
    expect(String(first.headers['set-cookie'])).toContain('country-code=DE');
    const returning = await get('/servers/', { 'x-test-country': 'DE', cookie: 'country-code=DE' });
    expect(answeredBy.at(-1)).toBe('fast');
    expect(returning.headers['set-cookie']).toBeUndefined();
    expect(returning.body).toBe(first.body);
  });

  it('answers unknown URLs with their locale’s one 404 page once Hono has rendered it', async () => {
    const rendered = calls;
    const first = await get('/nope-1/');
    expect(answeredBy.at(-1)).toBe('hono');
    expect(first.status).toBe(404);
    for (const path of ['/nope-2/', '/nope-3/?x=1']) {
      const answer = await get(path);
      expect(answeredBy.at(-1)).toBe('fast');
      expect(answer.status).toBe(404);
      expect(answer.body).toBe(first.body);
    }
    expect(calls).toBe(rendered + 1);
  });

  it('leaves everything else to Hono: another host, a path that is not a page’s, a method that is not GET', async () => {
    await get('/servers/');
    for (const [path, headers, method] of [
      ['/servers/', { host: 'elsewhere.example' }, 'GET'],
      ['/servers', {}, 'GET'],
      ['/servers/%2e%2e/', {}, 'GET'],
      ['/servers/', {}, 'POST'],
    ] as const) {
      await get(path, headers, method);
      expect(answeredBy.at(-1), `${method} ${path}`).toBe('hono');
    }
  });
});

describe('the access log', () => {
  it('has one line per request on either path, and none with accessLog off', async () => {
    for (const accessLog of [true, false]) {
      const lines: Array<{ msg: string; path?: string }> = [];
      const logged = createSite({
        ...testSiteOptions,
        assets: STAND_IN_ASSETS,
        log: jsonLogger((line) => lines.push(JSON.parse(line) as { msg: string })),
        accessLog,
        render: async () => renderedPage(),
      });
      const own = createServer(siteRequestListener(logged));
      await new Promise<void>((resolve) => own.listen(0, '127.0.0.1', resolve));
      const ownPort = (own.address() as AddressInfo).port;
      await new Promise((resolve) => setTimeout(resolve, 50));
      for (let i = 0; i < 3; i++) await get('/servers/', {}, 'GET', ownPort);
      await new Promise<void>((resolve) => own.close(() => resolve()));
      expect(lines.filter((l) => l.msg === 'request').map((l) => l.path)).toEqual(accessLog ? ['/servers/', '/servers/', '/servers/'] : []);
    }
  });
});
