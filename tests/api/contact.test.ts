/**
 * The contact form's endpoint on both database drivers: a valid message is stored and its mail to
 * support queued in one transaction and delivered by the outbox worker (Reply-To the visitor, the
 * visitor's text escaped in HTML); bad input is refused field by field and stores nothing; each
 * client sends a few messages an hour, also under parallel requests. The client address is the
 * API's boundary here: the test names it.
 */
import type { Hono } from 'hono';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contact } from '../../generated/constants.ts';
import { createApiApp, type ApiOptions } from '../../src/server/api/app.ts';
import { migrate, type Database } from '../../src/server/api/db/index.ts';
import type { MailMessage } from '../../src/server/api/mail.ts';
import { startOutboxWorker, type OutboxWorker } from '../../src/server/api/outbox.ts';
import type { Logger } from '../../src/server/log.ts';
import { SITE_ORIGINS } from '../support/site.ts';
import { drivers } from './drivers.ts';

const silent: Logger = { log: () => undefined };
const VALID = {
  name: 'Ann Example',
  email: 'ann@example.com',
  topic: 'technical',
  message: 'The Windows app stops connecting after the laptop wakes from sleep.',
  locale: 'de',
};

describe.each(drivers('contact_test'))('the contact endpoint on $name', (driver) => {
  let db: Database;
  let clock: Date;
  let sent: MailMessage[];
  let worker: OutboxWorker;

  beforeAll(async () => {
    db = await driver.open();
    await migrate(db);
    worker = startOutboxWorker({
      db,
      log: silent,
      transport: { send: async (m) => void sent.push(m) },
      now: () => clock,
      pollMs: 3_600_000,
    });
  }, 60_000);
  afterAll(async () => {
    await worker?.stop();
    await db?.close();
  });
  beforeEach(async () => {
    clock = new Date('2026-11-23T10:00:00Z');
    sent = [];
    await db.exec('truncate contact_messages, outbox restart identity cascade');
  });
  afterEach(async () => {
    await worker.drain();
  });

  const api = (options: Partial<ApiOptions> = {}) =>
    createApiApp({
      db,
      log: silent,
      origins: SITE_ORIGINS,
      now: () => clock,
      clientAddress: (c) => c.req.header('x-test-client') ?? '198.51.100.7',
      ...options,
    });
  const post = (app: { request: Hono['request'] }, body: unknown, client = '198.51.100.7') =>
    app.request('/v4/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-test-client': client },
      body: JSON.stringify(body),
    });
  const stored = () =>
    db.query<Record<string, unknown>>('select name, email, topic, message, locale, client from contact_messages order by id');

  it('stores the message and sends it to support, replying to the visitor', async () => {
    const app = api({ supportEmail: 'help@fvp.test' });
    const r = await post(app, { ...VALID, name: '  Ann Example ', message: `  ${VALID.message}  ` });
    expect(r.status).toBe(202);
    expect(await stored()).toEqual([{ ...VALID, client: '198.51.100.7' }]);
    expect(await worker.drain()).toBe(1);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: 'help@fvp.test', replyTo: 'ann@example.com', subject: '[FVP contact] technical: Ann Example' });
    expect(sent[0]!.text).toContain(VALID.message);
  });

  it('goes to the support address of spec/constants.yaml by default and escapes the visitor’s text in HTML', async () => {
    const r = await post(api(), {
      ...VALID,
      name: 'Eve\r\nBcc: x@example.com',
      message: '<script>alert(1)</script> please help me with this',
    });
    expect(r.status).toBe(202);
    await worker.drain();
    expect(sent[0]!.to).toBe(contact.supportEmail);
    expect(sent[0]!.subject).not.toMatch(/[\r\n]/);
    expect(sent[0]!.html).not.toContain('<script>');
    expect(sent[0]!.html).toContain('&lt;script&gt;');
  });

  it.each([
    ['no name', { ...VALID, name: '' }, ['name']],
    ['a name of spaces', { ...VALID, name: '   ' }, ['name']],
    ['a message padded to length with spaces', { ...VALID, message: `Help!${' '.repeat(30)}` }, ['message']],
    ['a malformed address', { ...VALID, email: 'ann@' }, ['email']],
    ['an unknown topic', { ...VALID, topic: 'refund-now' }, ['topic']],
    ['a message too short', { ...VALID, message: 'Help!' }, ['message']],
    ['a message too long', { ...VALID, message: 'x'.repeat(5001) }, ['message']],
    ['no topic at all', { name: 'Ann', email: 'ann@example.com', message: VALID.message }, ['topic']],
  ])('refuses %s with the fields at fault and stores nothing', async (_name, body, fields) => {
    const r = await post(api(), body);
    expect(r.status).toBe(422);
    expect(await r.json()).toMatchObject({ code: 'invalid_body', fields });
    expect(await stored()).toEqual([]);
    expect(await worker.drain()).toBe(0);
  });

  it('refuses a body that is not JSON', async () => {
    const r = await api().request('/v4/contact', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"name":' });
    expect(r.status).toBe(422);
    expect(await stored()).toEqual([]);
  });

  it('takes a few messages an hour from one client, even in parallel, and others go on', async () => {
    const app = api();
    const statuses = await Promise.all(Array.from({ length: 12 }, async () => (await post(app, VALID, '203.0.113.9')).status));
    expect(statuses.filter((s) => s === 202)).toHaveLength(contact.perClientPerHour);
    expect(statuses.filter((s) => s === 429)).toHaveLength(12 - contact.perClientPerHour);
    const refused = await post(app, VALID, '203.0.113.9');
    expect(await refused.json()).toMatchObject({ code: 'too_many_attempts' });
    expect((await post(app, VALID, '203.0.113.10')).status).toBe(202);
    // An hour later the client may write again.
    clock = new Date(clock.getTime() + 61 * 60_000);
    expect((await post(app, VALID, '203.0.113.9')).status).toBe(202);
    expect(await stored()).toHaveLength(contact.perClientPerHour + 2);
  });
});
