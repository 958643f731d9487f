/**
 * The payment sandbox (DECISIONS 11): where a sandbox gateway sends the buyer. No money moves; the
 * buyer chooses the outcome, which goes through the same `settle` as a real gateway's callback.
 * `/_dev/orders/` lists recent orders and completes or fails a pending one later, and
 * `/_dev/affiliate.json` lists the affiliate events and postbacks recorded. Mounted only
 * outside production (never on public hosts), like the development mailbox.
 */
import type { Context, Env, Hono } from 'hono';
import { isWebGateway } from '../../../../generated/plans.ts';
import { gatewayNames } from '../../../../generated/constants.ts';
import { escapeHtml } from '../../html.ts';
import type { Logger } from '../../log.ts';
import type { Database } from '../db/index.ts';
import type { SiteLinks } from '../email-tokens.ts';
import { resultUrls } from './gateways.ts';
import { majorUnits } from '../../../shared/commerce/pricing.ts';
import { findOrder, settle, type OrderRow, type SettleContext } from './orders.ts';
import { isPayable } from './order-states.ts';

export interface SandboxOptions {
  readonly db: Database;
  readonly log: Logger;
  readonly links: SiteLinks;
  readonly setPasswordHours: number;
  readonly wake: () => void;
  readonly now?: () => Date;
}

const OUTCOMES = { paid: 'paid', failed: 'failed', pending: 'pending' } as const;

const POLICY = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'";

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:44rem;margin:2rem auto;padding:0 1rem;line-height:1.5}
.note{background:#fff4d6;border:1px solid #e0b84d;border-radius:8px;padding:.75rem 1rem}
button{font:inherit;padding:.6rem 1.1rem;border-radius:6px;border:1px solid #555;background:#fff;cursor:pointer;margin:.25rem .5rem .25rem 0}
button:focus-visible{outline:3px solid #1a5fd0;outline-offset:2px} button.pay{background:#1a7f37;color:#fff;border-color:#1a7f37}
table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:.4rem;text-align:start}</style></head>
<body><main>${body}</main></body></html>`;
}

function money(order: OrderRow): string {
  return new Intl.NumberFormat('en', { style: 'currency', currency: order.currency }).format(
    majorUnits(Number(order.amount), order.currency),
  );
}

/** A form post from the site's own pages only. */
function sameSite(c: Context, links: SiteLinks): boolean {
  const origin = c.req.header('origin');
  return origin !== undefined && Object.values(links.origins).includes(origin) && c.req.header('sec-fetch-site') !== 'cross-site';
}

export function mountSandbox<E extends Env>(app: Hono<E>, options: SandboxOptions): void {
  const { db, links, log } = options;
  const context: SettleContext = { links, setPasswordHours: options.setPasswordHours, now: options.now ?? (() => new Date()) };

  async function apply(orderId: string, outcome: string, gateway: string) {
    const status = OUTCOMES[outcome as keyof typeof OUTCOMES];
    if (!status || !isWebGateway(gateway)) return null;
    const result = await settle(db, { orderId, status, gateway }, context);
    if (result.changed) {
      log.log('info', 'order settled', { order: orderId, from: result.from, to: status, gateway: `${gateway} (sandbox)` });
      options.wake();
    }
    return result;
  }

  app.get('/_dev/pay/:order', async (c) => {
    const order = await findOrder(db, c.req.param('order'));
    const gateway = c.req.query('gateway') ?? order?.gateway_key ?? '';
    if (!order || !isWebGateway(gateway))
      return c.html(page('No such order', '<h1>No such order</h1>'), 404, { 'Content-Security-Policy': POLICY });
    const name = gatewayNames[gateway];
    const body = isPayable(order.status)
      ? `<form method="post"><input type="hidden" name="gateway" value="${escapeHtml(gateway)}">
<button class="pay" name="outcome" value="paid">Pay ${escapeHtml(money(order))}</button>
<button name="outcome" value="failed">Decline the payment</button>
<button name="outcome" value="pending">Leave it pending</button></form>
<p>A pending payment can be completed or failed later at <a href="/_dev/orders/">/_dev/orders/</a>.</p>`
      : `<p>This order is ${escapeHtml(order.status)} already.</p>`;
    return c.html(
      page(
        `${name} sandbox`,
        `<h1>${escapeHtml(name)} sandbox</h1>
<p class="note">This is the payment sandbox of a development server: no money moves and no card is asked for. A real ${escapeHtml(name)} payment page stands here once its keys are configured.</p>
<dl><dt>Order</dt><dd><code>${escapeHtml(order.id)}</code></dd><dt>Plan</dt><dd>${escapeHtml(order.plan_id)} (${order.months} months)</dd><dt>Amount</dt><dd>${escapeHtml(money(order))}${order.discount_percent ? ` (${order.discount_percent} % off with ${escapeHtml(order.promo_code ?? '')})` : ''}</dd></dl>
${body}`,
      ),
      200,
      { 'Content-Security-Policy': POLICY, 'Cache-Control': 'no-store' },
    );
  });

  app.post('/_dev/pay/:order', async (c) => {
    if (!sameSite(c, links)) return c.text('Forbidden', 403);
    const form = await c.req.parseBody();
    const order = await findOrder(db, c.req.param('order'));
    if (!order) return c.text('No such order', 404);
    const result = await apply(order.id, String(form.outcome ?? ''), String(form.gateway ?? ''));
    if (!result) return c.text('Unknown outcome or gateway', 422);
    const urls = resultUrls(links, order);
    const status = result.order?.status ?? order.status;
    return c.redirect(status === 'paid' ? urls.success : status === 'failed' ? urls.failed : urls.pending, 303);
  });

  app.get('/_dev/orders/', async (c) => {
    const orders = await db.query<OrderRow & { email: string }>(
      'select o.*, u.email from orders o join users u on u.id = o.user_id order by o.created_at desc limit 50',
    );
    const rows = orders
      .map(
        (o) =>
          `<tr><td><code>${escapeHtml(o.id.slice(0, 8))}</code></td><td>${escapeHtml(o.email)}</td><td>${escapeHtml(o.plan_id)}</td><td>${escapeHtml(money(o))}</td><td>${escapeHtml(o.gateway_key ?? '–')}</td><td>${escapeHtml(o.status)}</td><td>${
            isPayable(o.status) && o.gateway_key
              ? `<form method="post" action="/_dev/orders/${escapeHtml(o.id)}"><input type="hidden" name="gateway" value="${escapeHtml(o.gateway_key)}"><button name="outcome" value="paid">Complete</button><button name="outcome" value="failed">Fail</button></form>`
              : ''
          }</td></tr>`,
      )
      .join('\n');
    return c.html(
      page(
        'Sandbox orders',
        `<h1>Sandbox orders</h1><p>The 50 newest orders. A pending sandbox payment is completed or failed here, as a gateway's late callback would.</p>
<table><thead><tr><th>Order</th><th>Buyer</th><th>Plan</th><th>Amount</th><th>Gateway</th><th>State</th><th></th></tr></thead><tbody>${rows}</tbody></table>`,
      ),
      200,
      { 'Content-Security-Policy': POLICY, 'Cache-Control': 'no-store' },
    );
  });

  // What affiliate attribution recorded, the newest first (the development counterpart of the network's reports).
  app.get('/_dev/affiliate.json', async (c) =>
    c.json({
      events: await db.query('select event, aid, btag, order_id, created_at from affiliate_events order by id desc limit 200'),
      postbacks: await db.query('select order_id, aid, btag, created_at from affiliate_postbacks order by created_at desc limit 200'),
    }),
  );

  app.post('/_dev/orders/:order', async (c) => {
    if (!sameSite(c, links)) return c.text('Forbidden', 403);
    const form = await c.req.parseBody();
    const result = await apply(c.req.param('order'), String(form.outcome ?? ''), String(form.gateway ?? ''));
    if (!result) return c.text('Unknown outcome or gateway', 422);
    return c.redirect('/_dev/orders/', 303);
  });
}
