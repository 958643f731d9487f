import { SITE_ORIGINS } from '../support/site.ts';
import { createServer, type Socket } from 'node:net';
import { Hono } from 'hono';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiApp, type ApiOptions } from '../../src/server/api/app.ts';
import type { Database, Queryable } from '../../src/server/api/db/index.ts';
import { mountDevMail, type DevMail } from '../../src/server/api/dev-mail.ts';
import { enqueue, smtpTransport, type Mailer, type MailMessage } from '../../src/server/api/mail.ts';
import { pruneOutbox, startOutboxWorker, type OutboxWorker, type OutboxWorkerOptions } from '../../src/server/api/outbox.ts';
import type { Logger, LogLevel } from '../../src/server/log.ts';
import { drivers, recording } from './drivers.ts';

const silent: Logger = { log: () => undefined };
const ANN = { email: 'ann@example.com', password: 'correct horse battery', locale: 'de' };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Row {
  id: string;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
  next_attempt_at: Date;
  locked_until: Date | null;
  sent_at: Date | null;
  failed_at: Date | null;
  last_error: string | null;
}

describe.each(drivers('outbox_test'))('the outbox on $name', (driver) => {
  let db: Database;
  let clock: Date;
  let logged: Array<{ level: LogLevel; msg: string; fields: Record<string, unknown> }>;
  const log: Logger = { log: (level, msg, fields = {}) => void logged.push({ level, msg, fields }) };
  let workers: OutboxWorker[] = [];

  beforeAll(async () => {
    db = await driver.open();
  }, 60_000);
  afterAll(async () => {
    await db?.close();
  });
  beforeEach(async () => {
    clock = new Date('2026-11-21T10:00:00Z');
    logged = [];
    await db.exec('truncate users, sessions, email_tokens, login_throttle, login_known_clients, outbox restart identity cascade');
  });
  afterEach(async () => {
    await Promise.all(workers.map((w) => w.stop()));
    workers = [];
  });

  const tick = (ms: number) => void (clock = new Date(clock.getTime() + ms));
  /** A worker on the test clock that polls only when woken (or drained), past its first look. */
  async function worker(transport: Mailer, options: Partial<OutboxWorkerOptions> = {}): Promise<OutboxWorker> {
    const w = startOutboxWorker({ db, transport, log, now: () => clock, pollMs: 3_600_000, ...options });
    workers.push(w);
    await w.drain();
    return w;
  }
  const capture = (into: MailMessage[]): Mailer => ({ send: async (m) => void into.push(m) });
  // The client address is the API's boundary here: the test names it.
  const api = (options: Partial<ApiOptions> = {}) =>
    createApiApp({
      db,
      log: silent,
      origins: SITE_ORIGINS,
      now: () => clock,
      clientAddress: (c) => c.req.header('x-test-client') ?? '198.51.100.1',
      ...options,
    });
  const post = (app: { request: Hono['request'] }, path: string, body: unknown, headers: Record<string, string> = {}) =>
    app.request(path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const rows = (kind = 'mail') => db.query<Row>('select * from outbox where kind = $1 order by id', [kind]);
  const count = async (sql: string) => Number((await db.query<{ n: string }>(sql))[0]!.n);
  const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

  it('registers at once while the transport fails, retries with backoff and delivers once it works', async () => {
    let working = false;
    let calls = 0;
    const sent: MailMessage[] = [];
    const w = await worker({
      send: async (m) => {
        calls += 1;
        if (!working) throw new Error('421 4.3.2 service not available');
        sent.push(m);
      },
    });
    const app = api();
    const r = await post(app, '/register', ANN);
    expect(r.status).toBe(201);
    const { token: session } = (await r.json()) as { token: string };
    // The account and its mail exist together; a retry of the form finds the account.
    expect(await count('select count(*) as n from users')).toBe(1);
    expect(await rows()).toMatchObject([{ attempts: 0, sent_at: null, failed_at: null }]);
    expect((await post(app, '/register', ANN)).status).toBe(409);
    expect(await rows()).toHaveLength(1);

    expect(await w.drain()).toBe(1);
    let [row] = await rows();
    expect(row).toMatchObject({ attempts: 1, sent_at: null, locked_until: null, last_error: '421 4.3.2 service not available' });
    expect(row!.next_attempt_at).toEqual(new Date(clock.getTime() + 5_000));
    expect(await w.drain()).toBe(0);
    tick(5_000);
    expect(await w.drain()).toBe(1);
    [row] = await rows();
    expect(row!.attempts).toBe(2);
    expect(row!.next_attempt_at).toEqual(new Date(clock.getTime() + 10_000));
    tick(9_999);
    expect(await w.drain()).toBe(0);
    tick(1);
    working = true;
    expect(await w.drain()).toBe(1);
    expect(calls).toBe(3);
    expect(sent).toHaveLength(1);
    [row] = await rows();
    expect(row).toMatchObject({ attempts: 3, sent_at: clock, last_error: null });
    // Delivered, the row keeps no live link.
    expect(Object.keys(row!.payload).sort()).toEqual(['subject', 'to']);
    expect(logged.filter((l) => l.level === 'warn').map((l) => l.fields.retryInMs)).toEqual([5_000, 10_000]);
    // The mail that finally went carries a working link.
    const confirm = await app.request('/user/confirm', {
      method: 'POST',
      headers: { authorization: `Bearer ${tokenOf(sent[0]!.links[0]!)}` },
    });
    expect(confirm.status).toBe(200);
    expect((await app.request('/v3/user', { headers: { authorization: `Bearer ${session}` } })).status).toBe(200);
  });

  it('marks a mail failed after maxAttempts and logs it at error level, without the address', async () => {
    const w = await worker(
      { send: () => Promise.reject(new Error('550 5.1.1 <ann@example.com>: recipient rejected')) },
      { maxAttempts: 3 },
    );
    expect((await post(api(), '/register', ANN)).status).toBe(201);
    for (const wait of [0, 5_000, 10_000]) {
      tick(wait);
      expect(await w.drain()).toBe(1);
    }
    const failedAt = clock;
    tick(3_600_000);
    expect(await w.drain()).toBe(0);
    const [row] = await rows();
    expect(row).toMatchObject({ attempts: 3, sent_at: null, failed_at: failedAt, last_error: '550 5.1.1 <<address>>: recipient rejected' });
    expect(logged.map((l) => [l.level, l.msg])).toEqual([
      ['warn', 'outbox delivery failed; will retry'],
      ['warn', 'outbox delivery failed; will retry'],
      ['error', 'outbox delivery failed for good'],
    ]);
    expect(JSON.stringify(logged)).not.toContain('ann@example.com');
  });

  it('answers registrations at once while the transport hangs', async () => {
    let pending = 0;
    let aborted = false;
    const w = await worker(
      {
        send: (_m, signal) =>
          new Promise<void>(() => {
            pending += 1;
            signal?.addEventListener('abort', () => (aborted = true));
          }),
      },
      { pollMs: 50, sendTimeoutMs: 1_500 },
    );
    const app = api({ wake: w.wake });
    expect((await post(app, '/register', ANN)).status).toBe(201);
    // The worker holds the first mail in a send that does not end …
    await vi.waitFor(() => expect(pending).toBe(1), { timeout: 5_000 });
    // … and a second registration is answered meanwhile, its mail queued behind.
    const started = performance.now();
    const second = await post(app, '/register', { ...ANN, email: 'bob@example.com' });
    const ms = performance.now() - started;
    expect(second.status).toBe(201);
    expect(ms).toBeLessThan(1_500);
    expect(pending).toBe(1);
    expect(aborted).toBe(false);
    expect((await rows()).map((r) => [r.attempts, r.sent_at])).toEqual([
      [1, null],
      [0, null],
    ]);
    // stop() waits for the batch in hand, which the worker's send timeout ends.
    await w.stop();
    expect(aborted).toBe(true);
    const [first] = await rows();
    expect(first).toMatchObject({ attempts: 1, sent_at: null, locked_until: null });
    expect(first!.last_error).toMatch(/did not answer in 1500 ms/);
  });

  it('stops within its grace while a send hangs, and leaves the mail for a later attempt', async () => {
    let pending = 0;
    const w = await worker({ send: () => new Promise<void>(() => void (pending += 1)) }, { stopGraceMs: 200 });
    await enqueue(db, 'mail', { to: 'a@example.com', subject: 's', text: 't', html: 'h', links: [] }, clock);
    w.wake();
    await vi.waitFor(() => expect(pending).toBe(1), { timeout: 5_000 });
    const started = performance.now();
    await w.stop();
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(await rows()).toMatchObject([{ attempts: 1, sent_at: null, locked_until: null, last_error: 'the server is stopping' }]);
  });

  it('delivers each mail exactly once with two workers draining one table', async () => {
    const n = 60;
    const other = await driver.another();
    const got: string[][] = [[], []];
    const slow = (k: 0 | 1): Mailer => ({
      send: async (m) => {
        await sleep(Math.random() * 4);
        got[k]!.push(m.to);
      },
    });
    const a = await worker(slow(0), { batch: 4 });
    const b = startOutboxWorker({ db: other, transport: slow(1), log, now: () => clock, pollMs: 3_600_000, batch: 4 });
    try {
      await b.drain();
      for (let i = 0; i < n; i++)
        await enqueue(db, 'mail', { to: `u${i}@example.com`, subject: 's', text: 't', html: 'h', links: [] }, clock);
      await Promise.all([a.drain(), b.drain()]);
    } finally {
      await b.stop();
      if (other !== db) await other.close();
    }
    const all = [...got[0]!, ...got[1]!].sort();
    expect(all).toEqual(Array.from({ length: n }, (_, i) => `u${i}@example.com`).sort());
    expect(await count('select count(*) as n from outbox where sent_at is null or attempts <> 1')).toBe(0);
    // Both took a share where there are two connections (PGlite has one).
    if (driver.name === 'PostgreSQL') expect(Math.min(got[0]!.length, got[1]!.length)).toBeGreaterThan(0);
  });

  it("gives a stalled worker's rows to another after the lease, and ignores the stalled one's late failure", async () => {
    let stalled = 0;
    const a = await worker({ send: () => new Promise(() => void (stalled += 1)) }, { sendTimeoutMs: 1_000, leaseMs: 60_000 });
    const sent: MailMessage[] = [];
    const b = await worker(capture(sent), { leaseMs: 60_000 });
    await enqueue(db, 'mail', { to: 'a@example.com', subject: 's', text: 't', html: 'h', links: [] }, clock);
    const draining = a.drain();
    await vi.waitFor(() => expect(stalled).toBe(1), { timeout: 5_000 });
    expect(await b.drain()).toBe(0);
    tick(60_001);
    expect(await b.drain()).toBe(1);
    expect(sent).toHaveLength(1);
    await draining;
    const [row] = await rows();
    expect(row).toMatchObject({ attempts: 2, failed_at: null, last_error: null });
    expect(row!.sent_at).toEqual(clock);
    expect(logged).toEqual([]);
  });

  it('rolls the registration back when its mail cannot be queued', async () => {
    const failing: Database = {
      ...db,
      kind: db.kind,
      query: (sql, params) => db.query(sql, params),
      transaction: (fn) =>
        db.transaction((tx) =>
          fn({
            query: (sql, params) => (sql.startsWith('insert into outbox') ? Promise.reject(new Error('disk full')) : tx.query(sql, params)),
          } satisfies Queryable),
        ),
    };
    const r = await post(api({ db: failing }), '/register', ANN);
    expect(r.status).toBe(500);
    for (const table of ['users', 'email_tokens', 'sessions', 'outbox']) expect(await count(`select count(*) as n from ${table}`)).toBe(0);
    expect((await post(api(), '/register', ANN)).status).toBe(201);
  });

  it('runs the same statements and gives the same answer to forgot-password for known and unknown addresses', async () => {
    expect((await post(api(), '/register', ANN)).status).toBe(201);
    const statements: string[] = [];
    const recorded = api({ db: recording(db, statements) });
    const forgot = async (body: unknown) => {
      statements.length = 0;
      const r = await post(recorded, '/forgot', body);
      return {
        status: r.status,
        headers: [...r.headers].filter(([name]) => name !== 'date'),
        body: await r.text(),
        statements: [...statements],
      };
    };
    const known = await forgot({ email: 'ANN@example.com' });
    expect(known.status).toBe(202);
    expect(known.body).toBe('');
    expect(known.statements.length).toBeGreaterThan(0);
    // The request reads no account and writes no token: the worker does, later.
    expect(known.statements.filter((s) => /\b(users|email_tokens)\b/.test(s))).toEqual([]);
    expect(await forgot({ email: 'nobody@example.com' })).toEqual(known);
    const withLocale = await forgot({ email: 'ann@example.com', locale: 'fr' });
    expect(await forgot({ email: 'nobody@example.com', locale: 'fr' })).toEqual(withLocale);
    expect(withLocale.statements).toEqual(known.statements);
  });

  it('expands reset requests in the worker: a working link for an account, nothing for an unknown address', async () => {
    const sent: MailMessage[] = [];
    const w = await worker(capture(sent));
    const app = api();
    expect((await post(app, '/register', ANN)).status).toBe(201);
    await w.drain();
    sent.length = 0;
    expect((await post(app, '/forgot', { email: 'Ann@Example.com' })).status).toBe(202);
    expect((await post(app, '/forgot', { email: 'nobody@example.com' })).status).toBe(202);
    // Each request is one job row; the mail comes from the job.
    expect(await rows('reset-request')).toHaveLength(2);
    expect(await w.drain()).toBe(3);
    expect(sent.map((m) => m.to)).toEqual(['ann@example.com']);
    // No locale in the request: the account's.
    expect(sent[0]!.links[0]).toMatch(/^http:\/\/site\.test\/de\/reset\/\?token=/);
    const jobs = await rows('reset-request');
    expect(jobs.map((j) => j.sent_at)).toEqual([clock, clock]);
    // Done, a job keeps no address.
    expect(jobs.map((j) => Object.keys(j.payload).sort())).toEqual([
      ['client', 'links', 'locale'],
      ['client', 'links', 'locale'],
    ]);
    expect(await count("select count(*) as n from email_tokens where purpose = 'reset'")).toBe(1);
    const reset = await app.request('/user/password/reset', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokenOf(sent[0]!.links[0]!)}` },
      body: JSON.stringify({ password: 'a brand new password' }),
    });
    expect(reset.status).toBe(200);
    expect((await post(app, '/login', { email: 'ann@example.com', password: 'a brand new password' })).status).toBe(200);
  });

  it('deletes sent and failed rows past their retention, and nothing still to deliver', async () => {
    const old = new Date(clock.getTime() - 40 * 86_400_000);
    await db.query(
      `insert into outbox (kind, payload, created_at, next_attempt_at, sent_at, failed_at) values
       ('mail', '{}', $1, $1, $1, null), ('mail', '{}', $1, $1, null, $1), ('mail', '{}', $1, $1, null, null),
       ('mail', '{}', $2, $2, $2, null)`,
      [old, clock],
    );
    expect(await pruneOutbox(db, new Date(clock.getTime() - 30 * 86_400_000))).toBe(2);
    expect(await count('select count(*) as n from outbox')).toBe(2);
  });

  it('keeps the per-client limit of forgot-password under parallel requests', async () => {
    const app = api({ limits: { forgotPerClient: 5 } });
    const statuses = await Promise.all(
      Array.from(
        { length: 30 },
        async (_, i) => (await post(app, '/forgot', { email: `p${i}@example.com` }, { 'x-test-client': '203.0.113.50' })).status,
      ),
    );
    expect(statuses.filter((s) => s === 202)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(25);
  });

  it('keeps the per-address mail limit in the worker and a per-client limit on the request', async () => {
    const sent: MailMessage[] = [];
    const w = await worker(capture(sent));
    const app = api({ limits: { forgotPerClient: 5 } });
    expect((await post(app, '/register', { ...ANN, locale: 'en' })).status).toBe(201);
    const from = (client: string) => ({ 'x-test-client': client });
    for (let i = 0; i < 5; i++)
      expect((await post(app, '/forgot', { email: ANN.email, locale: 'fr' }, from('203.0.113.1'))).status).toBe(202);
    const refused = await post(app, '/forgot', { email: 'nobody@example.com' }, from('203.0.113.1'));
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: 'too_many_attempts' });
    expect((await post(app, '/forgot', { email: 'nobody@example.com' }, from('203.0.113.2'))).status).toBe(202);
    await w.drain();
    // Three reset mails an hour per address (DEFAULT_LIMITS.mailPerAddress), in the requested locale.
    const resets = sent.filter((m) => m.links[0]!.includes('/reset/'));
    expect(resets).toHaveLength(3);
    expect(resets.every((m) => m.links[0]!.startsWith('http://site.test/fr/reset/?token='))).toBe(true);
    tick(61 * 60_000);
    expect((await post(app, '/forgot', { email: ANN.email }, from('203.0.113.1'))).status).toBe(202);
    await w.drain();
    expect(sent.filter((m) => m.links[0]!.includes('/reset/'))).toHaveLength(4);
  });

  it('shows the queued, sent and failed mails, the newest first, in the development mailbox', async () => {
    const mail = (to: string) => ({
      to,
      subject: `to ${to}`,
      text: 't',
      html: '<p>h</p>',
      links: [`http://site.test/confirm/?token=${to}`],
    });
    await enqueue(db, 'mail', mail('sent@example.com'), clock);
    await enqueue(db, 'mail', mail('failed@example.com'), clock);
    const w = await worker(
      {
        send: async (m) => {
          if (m.to.startsWith('failed')) throw new Error('no');
        },
      },
      { maxAttempts: 1, keepDelivered: true },
    );
    await w.drain();
    await enqueue(db, 'mail', mail('queued@example.com'), clock);
    await enqueue(db, 'reset-request', { email: 'x@example.com', locale: null, origin: 'http://site.test', client: 'c' }, clock);
    const site = new Hono();
    mountDevMail(site, db);
    const list = (await (await site.request('/_dev/mail.json')).json()) as DevMail[];
    expect(list.map((m) => [m.to, m.status, m.attempts])).toEqual([
      ['queued@example.com', 'queued', 0],
      ['failed@example.com', 'failed', 1],
      ['sent@example.com', 'sent', 1],
    ]);
    expect(Object.keys(list[2]!).sort()).toEqual(['attempts', 'created_at', 'html', 'id', 'links', 'status', 'subject', 'text', 'to']);
    // keepDelivered: the links stay readable after delivery.
    expect(list[2]!.links).toEqual(['http://site.test/confirm/?token=sent@example.com']);
    const page = await (await site.request('/_dev/mail/')).text();
    expect(page).toContain('3 message(s)');
    expect(page).toContain('failed after 1 attempt(s)');
  });
});

describe('the SMTP transport', () => {
  let sockets: Socket[];
  const silentServer = createServer((socket) => void sockets.push(socket));
  beforeAll(async () => {
    await new Promise<void>((resolve) => silentServer.listen(0, '127.0.0.1', resolve));
  });
  beforeEach(() => {
    sockets = [];
  });
  afterAll(async () => {
    for (const s of sockets) s.destroy();
    await new Promise((resolve) => silentServer.close(resolve));
  });
  const url = () => `smtp://127.0.0.1:${(silentServer.address() as { port: number }).port}`;
  const message: MailMessage = { to: 'a@example.com', subject: 's', text: 't', html: 'h', links: [] };

  it('gives up on a server that accepts the connection and never greets, after its greeting timeout', async () => {
    const started = performance.now();
    await expect(smtpTransport(url(), 'FVP <no-reply@fvp.example>').send(message)).rejects.toThrow(/greeting/i);
    const ms = performance.now() - started;
    expect(ms).toBeGreaterThan(9_000);
    expect(ms).toBeLessThan(20_000);
  }, 30_000);

  it('drops the connection when the worker stops waiting', async () => {
    const closed = new Promise<void>((resolve) => silentServer.once('connection', (s: Socket) => s.once('close', () => resolve())));
    const started = performance.now();
    await expect(smtpTransport(url(), 'FVP <no-reply@fvp.example>').send(message, AbortSignal.timeout(300))).rejects.toThrow();
    await closed;
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});
