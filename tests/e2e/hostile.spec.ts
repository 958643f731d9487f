/**
 * The built site under hostile requests, sent as written to the real server: redirects, Host
 * headers, forwarded headers, bodies, cross-origin calls, the lockout case from two client
 * loopback addresses (the 127.0.0.0/8 network), security headers and paths that must not be public. Every
 * input has a defined answer and none is a 5xx.
 */
import { createHash, randomUUID } from 'node:crypto';
import { HOSTILE_PATHS } from '../support/hostile-inputs.ts';
import { expect, test } from './fixtures.ts';
import { raw, type RawResponse } from './support/raw-http.ts';

// playwright.config.ts chose it for this run.
const PORT = Number(process.env.E2E_PORT);
const ORIGIN = `http://localhost:${PORT}`;
/** Where a redirect may lead: this site's origins, or the external targets of spec/redirects.yaml. */
const ALLOWED_ORIGINS = new Set([
  ORIGIN,
  `http://ru.localhost:${PORT}`,
  `http://ar.localhost:${PORT}`,
  'https://support.fvp.example',
  'https://status.fvp.example',
]);

/** A Location stays on the site: a path that is not protocol-relative, or an allowed origin. */
function staysOnSite(location: string): boolean {
  if (location.startsWith('/')) return !location.startsWith('//') && !location.startsWith('/\\') && !/[\t\n\r\\]/.test(location);
  try {
    return ALLOWED_ORIGINS.has(new URL(location).origin);
  } catch {
    return false;
  }
}

const json = (body: unknown) => JSON.stringify(body);
const post = (path: string, body: string, headers: Record<string, string> = {}, from?: string) =>
  raw({ port: PORT, path, method: 'POST', body, headers: { 'Content-Type': 'application/json', ...headers }, ...(from ? { from } : {}) });
const uniqueEmail = (what: string) => `${what}-${randomUUID().slice(0, 8)}@example.com`;
/** A loopback address of its own for each client of a test, so counters from earlier runs do not interfere. */
const loopback = () =>
  `127.${1 + Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 256)}.${2 + Math.floor(Math.random() * 250)}`;

test.describe('redirects', () => {
  for (const path of HOSTILE_PATHS) {
    test(`${JSON.stringify(path)} never redirects off the site`, async () => {
      const response = await raw({ port: PORT, path });
      expect(response.status).toBeLessThan(500);
      const location = response.headers.location;
      if (location !== undefined) expect(staysOnSite(location), `Location: ${location}`).toBe(true);
    });
  }

  test('the protocol-relative cases answer 404', async () => {
    for (const path of ['//evil.example', '/.//evil.example', '///evil.example', '//evil', '/.//evil/']) {
      const response = await raw({ port: PORT, path });
      expect(response.status, path).toBe(404);
      expect(response.headers.location, path).toBeUndefined();
    }
    // Without a file-like last segment it is the localized error page.
    expect((await raw({ port: PORT, path: '//evil/' })).headers['content-type']).toBe('text/html; charset=utf-8');
  });

  test('a next path that collapses into //host does not leave the site after signing in', async ({ page }) => {
    await page.goto('/login/?next=%2F.%2F%2Fevil.example%2F');
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await page.locator('input[type=email]').fill('free@demo.fvp.example');
    await page.locator('input[type=password]').first().fill('free-demo-pass');
    await page.locator('form button[type=submit]').click();
    await expect(page).toHaveURL(`${ORIGIN}/cabinet/profile/`);
  });
});

test.describe('Host header', () => {
  test('a Host that makes no URL is a 400 on every path, probes included', async () => {
    for (const path of ['/', '/healthz', '/api/ip']) {
      const response = await raw({ port: PORT, path, headers: { Host: `xn--a:${PORT}` } });
      expect(response.status, path).toBe(400);
    }
  });

  test('a host that is not configured is sent to the canonical host, and the answer is not cached', async () => {
    for (const host of ['evil.example', `evil.example:${PORT}`, `localhost.evil.example:${PORT}`, `localhost:${PORT + 1}`, '127.0.0.1']) {
      const response = await raw({ port: PORT, path: '/de/servers/?a=1', headers: { Host: host } });
      expect(response.status, host).toBe(301);
      expect(response.headers.location).toBe(`${ORIGIN}/de/servers/?a=1`);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body).toBe('');
    }
    const page = await raw({ port: PORT, path: '/de/servers/' });
    expect(page.status).toBe(200);
    expect(page.body).toContain(`<link rel="canonical" href="${ORIGIN}/de/servers/">`);
    expect(page.body).not.toContain('evil.example');
  });

  test('a state-changing call for another host is misdirected (421)', async () => {
    const response = await post('/api/login', json({ email: 'a@example.com', password: 'whatever pw' }), { Host: 'evil.example' });
    expect(response.status).toBe(421);
  });

  test('configured hosts answer whatever their letter case, each with its own edition', async () => {
    const upper = await raw({ port: PORT, path: '/servers/', headers: { Host: `LOCALHOST:${PORT}` } });
    expect(upper.status).toBe(200);
    const ru = await raw({ port: PORT, path: '/servers/', headers: { Host: `ru.localhost:${PORT}` } });
    expect(ru.status).toBe(200);
    expect(ru.body).toContain('<html lang="ru"');
    expect(ru.body).toContain(`<link rel="canonical" href="http://ru.localhost:${PORT}/servers/">`);
  });

  test('malformed Host headers get a 4xx, never a 5xx', async () => {
    for (const host of ['', 'user@localhost', 'localhost:99999', 'local host', '[::1', 'localhost:port', 'xn--a', `xn--zz:${PORT}`]) {
      const response = await raw({ port: PORT, path: '/', headers: { Host: host } });
      expect(response.status, JSON.stringify(host)).toBeGreaterThanOrEqual(300);
      expect(response.status, JSON.stringify(host)).toBeLessThan(500);
      if (response.headers.location) expect(staysOnSite(response.headers.location)).toBe(true);
    }
  });
});

test.describe('forwarded headers', () => {
  test('X-Forwarded-For and a country header from a client are ignored', async () => {
    const client = loopback();
    const response = await raw({
      port: PORT,
      path: '/api/ip',
      headers: { 'X-Forwarded-For': '203.0.113.9', 'CF-IPCountry': 'DE', 'X-Country-Code': 'FR' },
      from: client,
    });
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body)).toMatchObject({ ip: client, country_code: null, operator: null, protected: false });
  });

  test('a new X-Forwarded-For on each attempt does not reset the login throttle', async () => {
    const email = uniqueEmail('spoof');
    const client = loopback();
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const r = await post(
        '/api/login',
        json({ email, password: `wrong password ${i}` }),
        { 'X-Forwarded-For': `198.51.100.${i}` },
        client,
      );
      statuses.push(r.status);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toContain(429);
  });
});

test.describe('request bodies', () => {
  test('an oversized body is refused with 413, with or without a Content-Length', async () => {
    const big = json({ email: 'big@example.com', password: 'x'.repeat(100 * 1024) });
    expect((await post('/api/register', big)).status).toBe(413);
    const chunked = await raw({
      port: PORT,
      path: '/api/register',
      method: 'POST',
      body: big,
      chunked: true,
      headers: { 'Content-Type': 'application/json' },
    });
    expect(chunked.status).toBe(413);
  });

  test('a body that is not JSON is refused with 415, malformed JSON with 422', async () => {
    const body = json({ email: 'type@example.com', password: 'long enough pw' });
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      expect((await post('/api/register', body, { 'Content-Type': type })).status, type).toBe(415);
    }
    expect((await post('/api/register', '{"email": ')).status).toBe(422);
    expect((await post('/api/register', '')).status).toBe(422);
  });

  test('a call from another site is refused; one from the site goes through', async () => {
    const body = json({ email: uniqueEmail('origin'), password: 'long enough pw' });
    expect((await post('/api/register', body, { Origin: 'https://evil.example' })).status).toBe(403);
    expect((await post('/api/register', body, { 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403);
    expect((await post('/api/register', body, { Origin: ORIGIN, 'Sec-Fetch-Site': 'same-origin' })).status).toBe(201);
  });
});

test('an attacker guessing from one address cannot lock the owner out on another', async () => {
  const email = uniqueEmail('owner');
  const password = 'the owner knows this';
  const [attacker, owner] = [loopback(), loopback()];
  expect((await post('/api/register', json({ email, password }))).status).toBe(201);
  let throttled: RawResponse | undefined;
  for (let i = 0; i < 10; i++) {
    const r = await post('/api/login', json({ email, password: `a wrong guess ${i}` }), {}, attacker);
    expect([401, 429]).toContain(r.status);
    if (r.status === 429) throttled = r;
  }
  expect(throttled, 'the attacker is slowed down').toBeDefined();
  expect(Number(throttled!.headers['retry-after'])).toBeGreaterThan(0);
  // Even the right password waits on the attacker's address…
  expect((await post('/api/login', json({ email, password }), {}, attacker)).status).toBe(429);
  // …while the owner signs in from their own.
  const signedIn = await post('/api/login', json({ email, password }), {}, owner);
  expect(signedIn.status).toBe(200);
  expect(JSON.parse(signedIn.body)).toHaveProperty('token');
});

test.describe('security headers', () => {
  function expectSecurityHeaders(response: RawResponse) {
    const csp = String(response.headers['content-security-policy'] ?? '');
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    // The site is served over http here: no HSTS (an https origin gets it).
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(response.headers['x-powered-by']).toBeUndefined();
  }

  test('pages, the API, errors and the icon sprite carry them; scripts and style sheets those that apply to them', async () => {
    const html = await raw({ port: PORT, path: '/' });
    expectSecurityHeaders(html);
    expectSecurityHeaders(await raw({ port: PORT, path: '/api/v4/email/check?email=a%40example.com' }));
    expectSecurityHeaders(await raw({ port: PORT, path: '/no-such-page/' }));
    // An SVG file is a document when opened by itself.
    const sprite = /<use href="(\/assets\/icons-[\w-]+\.svg)#/.exec(html.body)![1]!;
    expectSecurityHeaders(await raw({ port: PORT, path: sprite }));
    const boot = /<script id="boot-data" type="application\/json">(.*?)<\/script>/.exec(html.body)![1]!;
    const entry = (JSON.parse(boot) as { entry: string }).entry;
    const sheet = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"/.exec(html.body)![1]!;
    for (const path of [entry, sheet]) {
      const asset = await raw({ port: PORT, path });
      expect(asset.status).toBe(200);
      expect(asset.headers['x-content-type-options']).toBe('nosniff');
      expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(asset.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      // The document's own headers, which do nothing on a file a document loads, are left off.
      for (const name of ['content-security-policy', 'x-frame-options', 'permissions-policy', 'cross-origin-opener-policy'])
        expect(asset.headers[name], `${path}: ${name}`).toBeUndefined();
      const headerBytes = Object.entries(asset.headers).reduce((sum, [name, value]) => sum + name.length + String(value).length + 4, 0);
      expect(headerBytes).toBeLessThan(500);
    }
  });

  test('pages run two inline scripts, the head script and the boot script, each allowed by its hash, and no inline style attribute', async () => {
    const response = await raw({ port: PORT, path: '/de/login/' });
    const html = response.body;
    const scriptSrc = /script-src ([^;]*)/.exec(String(response.headers['content-security-policy']))?.[1] ?? '';
    // Data blocks (the router state, structured data) are not run: JSON and JSON-LD.
    const inline = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)].filter((m) => !/type="application\/(ld\+)?json"/.test(m[1]!));
    expect(inline).toHaveLength(2);
    for (const [, attributes, code] of inline) {
      expect(attributes).toBe('');
      expect(scriptSrc).toContain(`'sha256-${createHash('sha256').update(code!, 'utf8').digest('base64')}'`);
    }
    // Nothing else is allowed inline: the policy names those two hashes and no other.
    expect(scriptSrc.match(/'sha256-/g)).toHaveLength(2);
    expect(html).not.toMatch(/ style="/);
  });
});

test.describe('paths that are not public', () => {
  test('dot paths and missing hashed assets are plain 404s without a redirect', async () => {
    for (const path of [
      '/.vite/manifest.json',
      '/.env',
      '/.git/config',
      '/assets/.vite/manifest.json',
      '/assets/entry-missing-0000.js',
      '/assets/nothing',
    ]) {
      const response = await raw({ port: PORT, path });
      expect(response.status, path).toBe(404);
      expect(response.headers.location, path).toBeUndefined();
      expect(response.headers['content-type'], path).toBe('text/plain; charset=UTF-8');
    }
  });

  test('Accept-Encoding q-values are honoured: br;q=0 gets gzip', async () => {
    const response = await raw({ port: PORT, path: '/servers/', headers: { 'Accept-Encoding': 'br;q=0, gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
    const none = await raw({ port: PORT, path: '/servers/', headers: { 'Accept-Encoding': 'br;q=0, gzip;q=0' } });
    expect(none.headers['content-encoding']).toBeUndefined();
    // A cache must know the answer depends on the header, compressed or not.
    expect(none.headers.vary).toContain('Accept-Encoding');
  });
});

test('the server is still up after all of it', async () => {
  const response = await raw({ port: PORT, path: '/healthz' });
  expect(response.status).toBe(200);
});
