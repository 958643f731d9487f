import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApiApp } from '../../src/server/api/app.ts';
import type { Database } from '../../src/server/api/db/index.ts';
import type { MailMessage } from '../../src/server/api/mail.ts';
import { startOutboxWorker } from '../../src/server/api/outbox.ts';
import { jsonLogger } from '../../src/server/log.ts';
import { createSite } from '../../src/server/site.ts';
import { testConfig, testSiteOptions } from '../support/site.ts';
import { memoryDatabase } from './drivers.ts';

let db: Database;
beforeAll(async () => {
  db = await memoryDatabase();
}, 60_000);
afterAll(async () => {
  await db.close();
});

it('writes no password, token or e-mail link into the logs', async () => {
  const lines: string[] = [];
  const log = jsonLogger((line) => lines.push(line));
  const mails: MailMessage[] = [];
  // The first delivery fails, so that the worker's retry is logged too.
  let failures = 1;
  const worker = startOutboxWorker({
    db,
    log,
    pollMs: 3_600_000,
    backoff: () => 0,
    transport: {
      send: async (m) => {
        if (failures-- > 0) throw new Error(`550 mailbox unavailable: ${m.to}`);
        mails.push(m);
      },
    },
  });
  const site = createSite({
    ...testSiteOptions,
    // The page renderer is not under test here: the API and the request log are.
    assets: { forPage: () => ({ script: '/x.js', styles: [], preloads: [] }) },
    render: async () => ({ kind: 'response', response: new Response(null, { status: 204 }) }),
    log,
    mount: (app) => {
      app.route('/api', createApiApp({ db, log, origins: testConfig.origins }));
    },
  });
  const post = (path: string, body: unknown, token?: string) =>
    site.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
  const secret = 'a very secret password';
  const { token } = (await (await post('/api/register', { email: 'log@example.com', password: secret })).json()) as { token: string };
  await post('/api/login', { email: 'log@example.com', password: 'wrong password here' });
  await post('/api/forgot', { email: 'log@example.com' });
  await worker.drain();
  await worker.stop();
  expect(lines.some((l) => l.includes('will retry'))).toBe(true);
  const resetLink = mails.find((m) => m.links[0]!.includes('/reset/'))!.links[0]!;
  const resetToken = new URL(resetLink).searchParams.get('token')!;
  await site.request(`/reset/?token=${resetToken}`);
  await post('/api/user/password/reset', { password: 'another secret password' }, resetToken);
  const all = lines.join('\n');
  expect(lines.length).toBeGreaterThan(4);
  const confirmToken = new URL(mails.find((m) => m.links[0]!.includes('/confirm/'))!.links[0]!).searchParams.get('token')!;
  for (const needle of [secret, 'another secret password', 'wrong password here', token, resetToken, confirmToken, 'log@example.com'])
    expect(all).not.toContain(needle);
});
