/** The development mailbox pages: /_dev/mail/ (HTML) and /_dev/mail.json. Never mounted in production. */
import type { Env, Hono } from 'hono';
import { escapeHtml } from '../html.ts';
import type { devMailbox } from './mail.ts';

export function mountDevMail<E extends Env>(app: Hono<E>, mailbox: ReturnType<typeof devMailbox>): void {
  app.get('/_dev/mail.json', async (c) => c.json(await mailbox.list()));
  app.get('/_dev/mail', (c) => c.redirect('/_dev/mail/', 301));
  app.get('/_dev/mail/', async (c) => {
    const messages = await mailbox.list();
    const items = messages
      .map(
        (m) => `<li><article aria-labelledby="m${m.id}">
<h2 id="m${m.id}">${escapeHtml(m.subject)}</h2>
<p>To <strong>${escapeHtml(m.to)}</strong>, <time datetime="${m.created_at}">${escapeHtml(m.created_at)}</time></p>
<ul>${m.links.map((l) => `<li><a href="${escapeHtml(l)}">${escapeHtml(l)}</a></li>`).join('')}</ul>
<details><summary>Text</summary><pre>${escapeHtml(m.text)}</pre></details>
</article></li>`,
      )
      .join('\n');
    return c.html(
      `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Development mailbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}li{margin-block:.5rem}article{border:1px solid #ccc;border-radius:8px;padding:0 1rem}</style></head>
<body><main><h1>Development mailbox</h1><p>${messages.length} message(s); the newest first. Mail is kept here because no SMTP_URL is set.</p>
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
