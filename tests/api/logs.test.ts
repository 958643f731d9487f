import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApiApp } from '../../src/server/api/app.ts';
import { migrate, type Database } from '../../src/server/api/db/index.ts';
import { openPglite } from '../../src/server/api/db/pglite.ts';
import type { MailMessage } from '../../src/server/api/mail.ts';
import { jsonLogger } from '../../src/server/log.ts';
import { createSite } from '../../src/server/site.ts';
import { testConfig, testSiteOptions } from '../support/site.ts';

let db: Database;
beforeAll(async () => {
  db = await openPglite('memory://');
  await migrate(db);
}, 60_000);
afterAll(async () => {
  await db.close();
});

it('writes no password, token or e-mail link into the logs', async () => {
  const lines: string[] = [];
  const log = jsonLogger((line) => lines.push(line));
  const mails: MailMessage[] = [];
  const site = createSite({
    ...testSiteOptions,
    // The page renderer is not under test here: the API and the request log are.
    assets: { forPage: () => ({ script: '/x.js', styles: [], preloads: [] }) },
    render: async () => ({ kind: 'response', response: new Response(null, { status: 204 }) }),
    log,
    mount: (app) => {
      app.route('/api', createApiApp({ db, log, mailer: { send: async (m) => void mails.push(m) }, origins: testConfig.origins }));
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
  const resetLink = mails.at(-1)!.links[0]!;
  const resetToken = new URL(resetLink).searchParams.get('token')!;
  await site.request(`/reset/?token=${resetToken}`);
  await post('/api/user/password/reset', { password: 'another secret password' }, resetToken);
  const all = lines.join('\n');
  expect(lines.length).toBeGreaterThan(4);
  for (const needle of [secret, 'another secret password', 'wrong password here', token, resetToken]) expect(all).not.toContain(needle);
});
