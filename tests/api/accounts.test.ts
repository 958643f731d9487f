import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiApp } from '../../src/server/api/app.ts';
import { migrate, type Database } from '../../src/server/api/db/index.ts';
import { DEMO_USERS, seedDemoData } from '../../src/server/api/demo.ts';
import { openPglite } from '../../src/server/api/db/pglite.ts';
import type { MailMessage } from '../../src/server/api/mail.ts';
import { startOutboxWorker, type OutboxWorker } from '../../src/server/api/outbox.ts';
import type { Logger } from '../../src/server/log.ts';
import { drivers } from './drivers.ts';
import { SITE_ORIGINS } from '../support/site.ts';

const silent: Logger = { log: () => undefined };

describe.each(drivers('accounts_test'))('accounts API on $name', (driver) => {
  let db: Database;
  let mails: MailMessage[];
  let clock: Date;
  let api: ReturnType<typeof createApiApp>;
  // Requests queue mail; the tests deliver it with worker.drain() and read what the transport got.
  let worker: OutboxWorker;

  beforeAll(async () => {
    db = await driver.open();
    await migrate(db);
    api = createApiApp({
      db,
      log: silent,
      origins: SITE_ORIGINS,
      now: () => clock,
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
    mails = [];
    clock = new Date('2026-11-21T10:00:00Z');
    await db.exec(
      'truncate users, sessions, email_tokens, login_throttle, login_known_clients, outbox, nodes_pools restart identity cascade',
    );
  });

  const call = (
    method: string,
    url: string,
    options: { body?: unknown; token?: string; raw?: string; headers?: Record<string, string> } = {},
  ) =>
    api.request(url, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...options.headers,
      },
      ...(options.raw !== undefined ? { body: options.raw } : options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    });
  const json = async <T = Record<string, unknown>>(r: Response) => (await r.json()) as T;
  const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

  async function register(email = 'Ann@Example.com', password = 'correct horse battery') {
    const r = await call('POST', '/register', { body: { email, password, locale: 'de' } });
    expect(r.status).toBe(201);
    await worker.drain();
    return (await json<{ token: string }>(r)).token;
  }

  it('registers, sends a localized confirmation with a single-use link, and confirms', async () => {
    const session = await register();
    expect(session).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe('Ann@Example.com');
    expect(mails[0]!.links[0]).toMatch(/^http:\/\/site\.test\/de\/confirm\/\?token=/);
    expect(mails[0]!.text).toContain(mails[0]!.links[0]);
    expect(mails[0]!.html).toContain('<a href="http://site.test/de/confirm/?token=');
    let user = await json<{ email: string; email_confirmed: boolean; access: { type: string } }>(
      await call('GET', '/v3/user', { token: session }),
    );
    expect(user).toMatchObject({
      email: 'Ann@Example.com',
      email_confirmed: false,
      access: { type: 'public' },
      subscription: null,
      payments: [],
      allow_config_page: false,
    });
    const confirm = tokenOf(mails[0]!.links[0]!);
    expect((await call('POST', '/token/check', { token: confirm })).status).toBe(200);
    expect((await call('POST', '/user/confirm', { token: confirm })).status).toBe(200);
    expect((await call('POST', '/user/confirm', { token: confirm })).status).toBe(401);
    user = await json(await call('GET', '/v3/user', { token: session }));
    expect(user.email_confirmed).toBe(true);
    expect((await call('POST', '/user/confirm/send', { token: session })).status).toBe(409);
  });

  it('refuses a second registration of the same address in other letter case', async () => {
    await register('ann@example.com');
    const r = await call('POST', '/register', { body: { email: 'ANN@EXAMPLE.COM', password: 'another password' } });
    expect(r.status).toBe(409);
    expect(await json(r)).toMatchObject({ code: 'email_taken' });
    expect(await json(await call('GET', '/v4/email/check?email=Ann%40example.com'))).toEqual({ available: false });
    expect(await json(await call('GET', '/v4/email/check?email=bob%40example.com'))).toEqual({ available: true });
  });

  it('rejects malformed bodies, bad addresses, short and over-long passwords with the fields named', async () => {
    const malformed = await call('POST', '/register', { raw: '{"email": ' });
    expect(malformed.status).toBe(422);
    const cases: Array<[unknown, string]> = [
      [{ email: 'not-an-address', password: 'long enough pw' }, 'email'],
      [{ email: 'a@example.com', password: 'short' }, 'password'],
      [{ email: 'a@example.com', password: 'x'.repeat(129) }, 'password'],
      [{ email: 'a@example.com' }, 'password'],
    ];
    for (const [body, field] of cases) {
      const r = await call('POST', '/register', { body });
      expect(r.status).toBe(422);
      expect((await json<{ fields: string[] }>(r)).fields).toContain(field);
    }
    expect((await call('POST', '/login', { body: { email: 'a@example.com', password: 'x'.repeat(129) } })).status).toBe(422);
  });

  it('logs in case-insensitively, refuses a wrong password, and logs out', async () => {
    await register();
    expect((await call('POST', '/login', { body: { email: 'ann@example.com', password: 'wrong password' } })).status).toBe(401);
    const r = await call('POST', '/login', { body: { email: 'ANN@example.com', password: 'correct horse battery' } });
    expect(r.status).toBe(200);
    const { token } = await json<{ token: string }>(r);
    expect((await call('GET', '/v3/user', { token })).status).toBe(200);
    expect((await call('POST', '/logout', { token })).status).toBe(204);
    expect((await call('GET', '/v3/user', { token })).status).toBe(401);
  });

  it('answers forgot-password the same for known and unknown addresses, and resets once', async () => {
    const old = await register();
    const unknown = await call('POST', '/forgot', { body: { email: 'nobody@example.com' } });
    const known = await call('POST', '/forgot', { body: { email: 'ANN@example.com' } });
    expect([unknown.status, known.status]).toEqual([202, 202]);
    expect(await unknown.text()).toBe(await known.text());
    await worker.drain();
    const reset = mails.find((m) => m.links[0]!.includes('/reset/'))!;
    expect(reset.links[0]).toMatch(/^http:\/\/site\.test\/de\/reset\/\?token=/);
    const token = tokenOf(reset.links[0]!);
    expect((await call('POST', '/user/password/reset', { token, body: { password: 'short' } })).status).toBe(422);
    const r = await call('POST', '/user/password/reset', { token, body: { password: 'a brand new password' } });
    expect(r.status).toBe(200);
    expect((await call('POST', '/user/password/reset', { token, body: { password: 'another new password' } })).status).toBe(401);
    expect((await call('GET', '/v3/user', { token: old })).status).toBe(401);
    expect((await call('POST', '/login', { body: { email: 'ann@example.com', password: 'a brand new password' } })).status).toBe(200);
  });

  it('refuses unknown and expired e-mail tokens', async () => {
    await register();
    const confirm = tokenOf(mails[0]!.links[0]!);
    expect((await call('POST', '/user/confirm', { token: 'A'.repeat(43) })).status).toBe(401);
    clock = new Date(clock.getTime() + 49 * 3_600_000);
    expect((await call('POST', '/token/check', { token: confirm })).status).toBe(401);
    expect((await call('POST', '/user/confirm', { token: confirm })).status).toBe(401);
  });

  it('changes the password with the current one and ends the other sessions', async () => {
    const first = await register();
    const second = (
      await json<{ token: string }>(await call('POST', '/login', { body: { email: 'ann@example.com', password: 'correct horse battery' } }))
    ).token;
    expect(
      (await call('POST', '/user/password/change', { token: first, body: { current_password: 'nope', new_password: 'the next password' } }))
        .status,
    ).toBe(403);
    expect(
      (
        await call('POST', '/user/password/change', {
          token: first,
          body: { current_password: 'correct horse battery', new_password: 'the next password' },
        })
      ).status,
    ).toBe(204);
    expect((await call('GET', '/v3/user', { token: first })).status).toBe(200);
    expect((await call('GET', '/v3/user', { token: second })).status).toBe(401);
  });

  async function loginAs(who: keyof typeof DEMO_USERS) {
    const r = await call('POST', '/login', { body: DEMO_USERS[who] });
    expect(r.status).toBe(200);
    return (await json<{ token: string }>(r)).token;
  }

  it('seeds the demo users and pools once, on an empty database', async () => {
    expect(await seedDemoData(db)).toBe(true);
    expect(await seedDemoData(db)).toBe(false);
    const premium = await loginAs('premium');
    const user = await json(await call('GET', '/v3/user', { token: premium }));
    expect(user).toMatchObject({
      access: { type: 'premium' },
      subscription: { gateway_key: 'stripe', is_canceled: false },
      allow_config_page: true,
    });
    expect(user.payments).toHaveLength(2);
    const free = await json(await call('GET', '/v3/user', { token: await loginAs('free') }));
    expect(free).toMatchObject({ access: { type: 'public' }, subscription: null, allow_config_page: false });
  });

  it('lists pools and downloads a configuration file for a premium user only', async () => {
    await seedDemoData(db);
    const premium = await loginAs('premium');
    // The listing is public (spec/api.yaml); a token is accepted too.
    expect((await call('GET', '/nodes-pools')).status).toBe(200);
    const pools = await json<Array<{ id: string }>>(await call('GET', '/nodes-pools', { token: premium }));
    expect(pools.map((p) => p.id)).toContain('de-fra');
    expect(await json(await call('GET', '/nodes-pools?country=JP', { token: premium }))).toEqual([
      { id: 'jp-tyo', name: 'Tokyo', country_code: 'JP', premium: true },
    ]);
    const ovpn = await call('GET', '/v2/connection/config/premium?pool=de-fra&protocol=openvpn-tcp', { token: premium });
    expect(ovpn.status).toBe(200);
    expect(ovpn.headers.get('content-disposition')).toBe('attachment; filename="fvp-de-fra-tcp.ovpn"');
    expect(await ovpn.text()).toContain('remote de-fra.vpn.fvp.example 443');
    const wg = await (await call('GET', '/v2/connection/config/premium?pool=nl-ams&protocol=wireguard', { token: premium })).text();
    expect(wg).toMatch(/PrivateKey = [A-Za-z0-9+/]{43}=/);
    expect((await call('GET', '/v2/connection/config/premium?pool=nowhere', { token: premium })).status).toBe(404);
    expect((await call('GET', '/v2/connection/config/premium?pool=de-fra&protocol=pptp', { token: premium })).status).toBe(422);
    expect((await call('GET', '/v2/connection/config/premium?pool=de-fra', { token: await loginAs('free') })).status).toBe(403);
  });

  it('cancels an active subscription of its own gateway once', async () => {
    await seedDemoData(db);
    const premium = await loginAs('premium');
    expect((await call('DELETE', '/subscriptions/aliumpay', { token: premium })).status).toBe(404);
    expect((await call('DELETE', '/subscriptions/stripe', { token: premium })).status).toBe(204);
    expect((await call('DELETE', '/subscriptions/stripe', { token: premium })).status).toBe(404);
    expect(await json(await call('GET', '/v3/user', { token: premium }))).toMatchObject({
      subscription: { gateway_key: 'stripe', is_canceled: true },
    });
  });

  it('stores tokens and passwords hashed, never as given', async () => {
    const token = await register('keep@example.com', 'correct horse battery');
    const [user] = await db.query<{ password_hash: string }>('select password_hash from users');
    expect(user!.password_hash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(user!.password_hash).not.toContain('correct horse');
    const sessions = await db.query<{ token_hash: string }>('select token_hash from sessions');
    expect(sessions.map((s) => s.token_hash)).not.toContain(token);
    expect(sessions[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('PGlite keeps accounts and sessions across a restart', () => {
  it('finds the user and the session after closing and reopening the data directory', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'pglite-'));
    const make = async () => {
      const db = await openPglite(path.join(dir, 'pglite'));
      await migrate(db);
      return { db, api: createApiApp({ db, log: silent, origins: SITE_ORIGINS }) };
    };
    let { db, api } = await make();
    const r = await api.request('/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'keep@example.com', password: 'correct horse battery' }),
    });
    const { token } = (await r.json()) as { token: string };
    await db.close();
    ({ db, api } = await make());
    const user = await api.request('/v3/user', { headers: { authorization: `Bearer ${token}` } });
    expect(user.status).toBe(200);
    expect(((await user.json()) as { email: string }).email).toBe('keep@example.com');
    await db.close();
    await rm(dir, { recursive: true, force: true });
  }, 60_000);
});
