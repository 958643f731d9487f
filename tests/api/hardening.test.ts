/**
 * The API under hostile use: login throttling that an attacker pays for and the owner does not,
 * request checks (size, type, origin), the help-desk JWT and links from the configured origin.
 * The client address comes from a test header here (the API's `clientAddress` boundary); the
 * end-to-end suite checks the real address resolution through two loopback addresses.
 */
import { verify } from 'hono/jwt';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiApp } from '../../src/server/api/app.ts';
import { migrate, type Database } from '../../src/server/api/db/index.ts';
import type { MailMessage } from '../../src/server/api/mail.ts';
import { startOutboxWorker, type OutboxWorker } from '../../src/server/api/outbox.ts';
import type { Logger } from '../../src/server/log.ts';
import { drivers } from './drivers.ts';

const silent: Logger = { log: () => undefined };
const SECRET = 'a-help-desk-secret-of-at-least-32-characters';
const ORIGINS = { MAIN: 'https://fvp.example', RU: 'https://fvp-ru.example', AR: 'https://fvp-ar.example' };

describe.each(drivers('hardening_test'))('API hardening on $name', (driver) => {
  let db: Database;
  let clock: Date;
  let mails: MailMessage[];
  let api: ReturnType<typeof createApiApp>;
  let worker: OutboxWorker;

  beforeAll(async () => {
    db = await driver.open();
    await migrate(db);
    api = createApiApp({
      db,
      log: silent,
      origins: ORIGINS,
      siteEnv: 'PROD',
      now: () => clock,
      // The boundary under test is the throttle; the address comes from the test.
      clientAddress: (c) => c.req.header('x-test-client') ?? '198.51.100.1',
      helpDeskJwtSecret: SECRET,
      limits: {
        login: {
          pair: { free: 3, windowMinutes: 15 },
          client: { free: 6, windowMinutes: 15 },
          account: { ceiling: 10, windowMinutes: 60 },
          delay: { baseSeconds: 1, maxSeconds: 900 },
        },
      },
    });
    worker = startOutboxWorker({
      db,
      log: silent,
      transport: { send: async (m) => void mails.push(m) },
      now: () => clock,
      pollMs: 3_600_000,
    });
  }, 60_000);
  afterAll(async () => {
    await worker?.stop();
    await db?.close();
  });
  beforeEach(async () => {
    clock = new Date('2026-11-21T10:00:00Z');
    mails = [];
    await db.exec('truncate users, sessions, email_tokens, login_throttle, login_known_clients, outbox restart identity cascade');
  });

  const call = (method: string, url: string, init: { body?: unknown; raw?: string; headers?: Record<string, string> } = {}) =>
    api.request(url, {
      method,
      headers: { 'content-type': 'application/json', ...init.headers },
      ...(init.raw !== undefined ? { body: init.raw } : init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
    });
  const login = (email: string, password: string, client: string, cookie?: string) =>
    call('POST', '/login', { body: { email, password }, headers: { 'x-test-client': client, ...(cookie ? { cookie } : {}) } });
  const register = async (email: string, password: string, locale = 'en') => {
    const r = await call('POST', '/register', { body: { email, password, locale } });
    expect(r.status).toBe(201);
    return ((await r.json()) as { token: string }).token;
  };
  const later = (seconds: number) => (clock = new Date(clock.getTime() + seconds * 1000));

  describe('login throttling', () => {
    it('makes a guesser from one client wait longer after each miss, while the owner signs in from another', async () => {
      await register('owner@example.com', 'the right password');
      const attacker = '203.0.113.7';
      const owner = '198.51.100.20';
      for (let i = 0; i < 3; i++) expect((await login('owner@example.com', `guess ${i} wrong`, attacker)).status).toBe(401);
      // Past the free attempts: a wait that doubles with each further miss.
      const waits: number[] = [];
      for (let i = 0; i < 5; i++) {
        const blocked = await login('owner@example.com', 'another wrong guess', attacker);
        expect(blocked.status).toBe(429);
        const wait = Number(blocked.headers.get('retry-after'));
        waits.push(wait);
        later(wait);
        expect((await login('owner@example.com', 'another wrong guess', attacker)).status).toBe(401);
      }
      expect(waits).toEqual([1, 2, 4, 8, 16]);
      // The owner, from another client, is not locked out, even by the right password's first try.
      expect((await login('owner@example.com', 'the right password', owner)).status).toBe(200);
      // The attacker's client is still waiting, even with the right password.
      expect((await login('owner@example.com', 'the right password', attacker)).status).toBe(429);
    });

    it('throttles one client working through many addresses', async () => {
      for (let i = 0; i < 6; i++) expect((await login(`user${i}@example.com`, 'whatever password', '203.0.113.9')).status).toBe(401);
      expect((await login('someone-else@example.com', 'whatever password', '203.0.113.9')).status).toBe(429);
      expect((await login('someone-else@example.com', 'whatever password', '203.0.113.10')).status).toBe(401);
    });

    it('counts a successful sign-in against no one', async () => {
      await register('busy@example.com', 'the right password');
      for (let i = 0; i < 10; i++) {
        expect((await login('busy@example.com', 'the right password', '192.0.2.1')).status).toBe(200);
      }
      const [client] = await db.query<{ failures: number }>("select failures from login_throttle where key = 'client:192.0.2.1'");
      expect(Number(client!.failures)).toBe(0);
    });

    it('past the account ceiling, admits only clients that signed in before: same network, or same browser', async () => {
      await register('target@example.com', 'the right password');
      const first = await login('target@example.com', 'the right password', '192.0.2.50');
      expect(first.status).toBe(200);
      // The browser is given its device cookie: host-only, for the API, hidden from scripts.
      const setCookie = first.headers.get('set-cookie') ?? '';
      expect(setCookie).toMatch(/^fvp_device=[A-Za-z0-9_-]{43}; Max-Age=31536000; Path=\/api\/; HttpOnly; SameSite=Strict$/);
      const device = setCookie.split(';')[0]!;
      // A distributed guesser: one attempt from each of many addresses.
      for (let i = 0; i < 10; i++) expect((await login('target@example.com', 'wrong password', `203.0.113.${100 + i}`)).status).toBe(401);
      const stranger = await login('target@example.com', 'the right password', '203.0.113.200');
      expect(stranger.status).toBe(429);
      expect(Number(stranger.headers.get('retry-after'))).toBeGreaterThan(0);
      // The owner: from the network they signed in from, or from anywhere with the same browser.
      expect((await login('target@example.com', 'the right password', '192.0.2.50')).status).toBe(200);
      expect((await login('target@example.com', 'the right password', '198.51.100.99', device)).status).toBe(200);
      // A cookie made up by the guesser is no device of the account's.
      expect((await login('target@example.com', 'the right password', '203.0.113.201', `fvp_device=${'A'.repeat(43)}`)).status).toBe(429);
    });

    it('counts an IPv6 client by its /64, so new addresses from one network do not buy new attempts', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 8; i++) statuses.push((await login(`v6-${i}@example.com`, 'whatever password', `2001:db8:1:2::${i + 1}`)).status);
      expect(statuses.slice(0, 6)).toEqual([401, 401, 401, 401, 401, 401]);
      expect(statuses.slice(6)).toEqual([429, 429]);
      expect((await login('v6-other@example.com', 'whatever password', '2001:db8:1:3::1')).status).toBe(401);
    });

    it('counts parallel guesses before checking them, so a burst cannot slip past the limit', async () => {
      await register('burst@example.com', 'the right password');
      const results = await Promise.all(
        Array.from({ length: 12 }, async (_, i) => (await login('burst@example.com', `parallel guess ${i}`, '203.0.113.77')).status),
      );
      expect(results.filter((s) => s === 401).length).toBe(3);
      expect(results.filter((s) => s === 429).length).toBe(9);
    });
  });

  describe('request checks', () => {
    it('refuses a body over 64 KiB with 413 and reads none of it', async () => {
      const big = JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(70 * 1024) });
      const r = await call('POST', '/register', { raw: big });
      expect(r.status).toBe(413);
      expect(await r.json()).toMatchObject({ code: 'payload_too_large' });
      expect(await db.query('select 1 from users')).toHaveLength(0);
    });

    it.each([
      ['text/plain', '{"email":"a@example.com","password":"long enough pw"}'],
      ['application/x-www-form-urlencoded', 'email=a%40example.com&password=long+enough+pw'],
      ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\na@example.com\r\n--x--'],
      ['application/jsonp', '{}'],
    ])('refuses a %s body with 415', async (type, raw) => {
      const r = await call('POST', '/register', { raw, headers: { 'content-type': type } });
      expect(r.status).toBe(415);
      expect(await r.json()).toMatchObject({ code: 'unsupported_media_type' });
    });

    it('refuses state-changing calls from another origin, and takes them from the site', async () => {
      const body = { email: 'cross@example.com', password: 'long enough pw' };
      expect((await call('POST', '/register', { body, headers: { origin: 'https://evil.example' } })).status).toBe(403);
      expect((await call('POST', '/register', { body, headers: { origin: 'null' } })).status).toBe(403);
      expect((await call('POST', '/register', { body, headers: { 'sec-fetch-site': 'cross-site' } })).status).toBe(403);
      expect((await call('POST', '/logout', { headers: { origin: 'https://evil.example', 'content-type': 'text/plain' } })).status).toBe(
        403,
      );
      expect((await call('POST', '/register', { body, headers: { origin: 'https://fvp-ru.example' } })).status).toBe(201);
      // Apps send no Origin at all.
      expect((await call('POST', '/login', { body })).status).toBe(200);
      // Reading is not state-changing.
      expect((await call('GET', '/v4/email/check?email=x%40example.com', { headers: { origin: 'https://evil.example' } })).status).toBe(
        200,
      );
    });
  });

  describe('help-desk sign-on', () => {
    it('signs the JWT with the configured secret and the claims the help desk reads', async () => {
      // The verifier checks exp against the real time.
      clock = new Date(Math.floor(Date.now() / 1000) * 1000);
      const token = await register('helped@example.com', 'long enough pw');
      const r = await call('POST', '/v1/token/jwt-zendesk', { headers: { authorization: `Bearer ${token}`, 'x-platform-key': 'site' } });
      expect(r.status).toBe(200);
      const { jwt } = (await r.json()) as { jwt: string };
      const claims = await verify(jwt, SECRET, 'HS256');
      const iat = Math.floor(clock.getTime() / 1000);
      expect(claims).toMatchObject({ email: 'helped@example.com', name: 'helped', iat, exp: iat + 180 });
      expect(claims.jti).toMatch(/^[0-9a-f-]{36}$/);
      await expect(verify(jwt, 'another-secret-of-at-least-32-characters', 'HS256')).rejects.toThrow();
      // A second token is another token (jti), not a replay.
      const again = (await (
        await call('POST', '/v1/token/jwt-zendesk', { headers: { authorization: `Bearer ${token}`, 'x-platform-key': 'site' } })
      ).json()) as { jwt: string };
      expect((await verify(again.jwt, SECRET, 'HS256')).jti).not.toBe(claims.jti);
    });

    it('answers 503 when no secret is configured', async () => {
      const bare = createApiApp({ db, log: silent, origins: ORIGINS });
      const token = await register('unhelped@example.com', 'long enough pw');
      const r = await bare.request('/v1/token/jwt-zendesk', {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'x-platform-key': 'site' },
      });
      expect(r.status).toBe(503);
    });
  });

  describe('links in e-mails', () => {
    it('use the configured origin of the edition that serves the locale, whatever the request says', async () => {
      await api.request('http://evil.example/register', {
        method: 'POST',
        headers: { 'content-type': 'application/json', host: 'evil.example', 'x-forwarded-host': 'evil.example' },
        body: JSON.stringify({ email: 'ru@example.com', password: 'long enough pw', locale: 'ru' }),
      });
      await register('de@example.com', 'long enough pw', 'de');
      await worker.drain();
      expect(mails.map((m) => m.links[0]!.replace(/\?token=.*/, ''))).toEqual([
        'https://fvp-ru.example/confirm/',
        'https://fvp.example/de/confirm/',
      ]);
    });
  });
});
