/**
 * The development mailbox: the outbox's mail at /_dev/mail/ (HTML) and /_dev/mail.json, the newest
 * first, with each one's delivery status. Never mounted in production.
 */
import type { Env, Hono } from 'hono';
import { escapeHtml } from '../html.ts';
import type { Database } from './db/index.ts';
import type { MailMessage } from './mail.ts';

export interface DevMail extends MailMessage {
  readonly id: number;
  readonly created_at: string;
  readonly status: 'queued' | 'sent' | 'failed';
  readonly attempts: number;
}

export async function listDevMail(db: Database): Promise<DevMail[]> {
  const rows = await db.query<{
    id: string | number;
    payload: Partial<MailMessage> | string;
    created_at: Date;
    attempts: number;
    sent_at: Date | null;
    failed_at: Date | null;
  }>("select id, payload, created_at, attempts, sent_at, failed_at from outbox where kind = 'mail' order by id desc limit 200");
  return rows.map((r) => {
    const m = typeof r.payload === 'string' ? (JSON.parse(r.payload) as Partial<MailMessage>) : r.payload;
    return {
      id: Number(r.id),
      to: m.to ?? '',
      subject: m.subject ?? '',
      // A worker started without keepDelivered drops these once a mail is sent.
      text: m.text ?? '',
      html: m.html ?? '',
      links: m.links ?? [],
      created_at: new Date(r.created_at).toISOString(),
      status: r.sent_at ? 'sent' : r.failed_at ? 'failed' : 'queued',
      attempts: Number(r.attempts),
    };
  });
}

function statusText(m: DevMail): string {
  if (m.status === 'sent') return 'sent';
  if (m.status === 'failed') return `failed after ${m.attempts} attempt(s)`;
  return m.attempts ? `queued, ${m.attempts} failed attempt(s)` : 'queued';
}

export function mountDevMail<E extends Env>(app: Hono<E>, db: Database): void {
  app.get('/_dev/mail.json', async (c) => c.json(await listDevMail(db)));
  app.get('/_dev/mail', (c) => c.redirect('/_dev/mail/', 301));
  app.get('/_dev/mail/', async (c) => {
    const messages = await listDevMail(db);
    const items = messages
      .map(
        (m) => `<li><article aria-labelledby="m${m.id}">
<h2 id="m${m.id}">${escapeHtml(m.subject)}</h2>
<p>To <strong>${escapeHtml(m.to)}</strong>, <time datetime="${m.created_at}">${escapeHtml(m.created_at)}</time>: ${escapeHtml(statusText(m))}</p>
<ul>${m.links.map((l) => `<li><a href="${escapeHtml(l)}">${escapeHtml(l)}</a></li>`).join('')}</ul>
<details><summary>Text</summary><pre>${escapeHtml(m.text)}</pre></details>
</article></li>`,
      )
      .join('\n');
    return c.html(
      `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Development mailbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}li{margin-block:.5rem}article{border:1px solid #ccc;border-radius:8px;padding:0 1rem}</style></head>
<body><main><h1>Development mailbox</h1><p>${messages.length} message(s) in the outbox; the newest first. No SMTP_URL is set, so mail is not sent anywhere: it is kept here.</p>
<ol>${items}</ol></main></body></html>`,
      200,
      // Its own policy: the page's one inline style sheet (the site's policy allows none).
      {
        'Content-Security-Policy':
          "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
      },
    );
  });
}
