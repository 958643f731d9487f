/**
 * Buying Premium through the API on both database drivers: server-computed amounts, ownership of
 * orders, promo codes, the sandbox and Stripe gateways (Stripe's HTTP API is stood in for by a
 * local server at the boundary; its webhook is signed with the library's own test helper), order
 * states and their idempotency under duplicate and concurrent callbacks, affiliate events and
 * postbacks, and action keys.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiApp, type ApiOptions } from '../../src/server/api/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { ORDER_TRANSITIONS, canMove } from '../../src/server/api/commerce/order-states.ts';
import { addMonths, settle, type PostbackPayload } from '../../src/server/api/commerce/orders.ts';
import { stripeGateway, type StripeGateway } from '../../src/server/api/commerce/stripe.ts';
import { sandboxGateway } from '../../src/server/api/commerce/gateways.ts';
import { postbackUrl } from '../../src/server/api/commerce/affiliate.ts';
import { migrate, type Database } from '../../src/server/api/db/index.ts';
import { seedDemoData } from '../../src/server/api/demo.ts';
import type { MailMessage } from '../../src/server/api/mail.ts';
import { startOutboxWorker, type OutboxWorker } from '../../src/server/api/outbox.ts';
import type { Logger } from '../../src/server/log.ts';
import { SITE_ORIGINS } from '../support/site.ts';
import { drivers } from './drivers.ts';

const silent: Logger = { log: () => undefined };
const catalogue = (locale: string) => JSON.parse(readFileSync(`locales/${locale}.json`, 'utf8')) as Record<string, string | undefined>;
const WEBHOOK_SECRET = 'whsec_testsecret';
const links = { origins: SITE_ORIGINS, siteEnv: null };

/** A stand-in for Stripe's HTTP API: records each request and answers what the adapter reads. */
async function stripeStandIn(): Promise<{ server: Server; port: number; requests: Array<{ path: string; body: URLSearchParams }> }> {
  const requests: Array<{ path: string; body: URLSearchParams }> = [];
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const path = req.url ?? '';
      requests.push({ path, body: new URLSearchParams(raw) });
      res.setHeader('content-type', 'application/json');
      if (path === '/v1/checkout/sessions') {
        const id = `cs_test_${requests.length}`;
        res.end(JSON.stringify({ id, object: 'checkout.session', url: `https://checkout.stripe.test/c/${id}` }));
      } else if (path.startsWith('/v1/subscriptions/')) {
        res.end(JSON.stringify({ id: path.split('/').pop(), object: 'subscription', cancel_at_period_end: true }));
      } else {
        res.statusCode = 404;
        res.end(JSON.stringify({ error: { message: 'unknown path' } }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port, requests };
}

describe('order states', () => {
  it('allows exactly the moves of the state table', () => {
    expect(ORDER_TRANSITIONS).toEqual({
      created: ['pending', 'paid', 'failed'],
      pending: ['paid', 'failed'],
      paid: ['refunded'],
      failed: [],
      refunded: [],
    });
    expect(canMove('paid', 'failed')).toBe(false);
    expect(canMove('failed', 'paid')).toBe(false);
    expect(canMove('pending', 'paid')).toBe(true);
  });

  it('adds months the way a calendar does', () => {
    expect(addMonths(new Date('2026-01-31T10:00:00Z'), 1).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(addMonths(new Date('2027-11-30T00:00:00Z'), 12).toISOString()).toBe('2028-11-30T00:00:00.000Z');
    expect(addMonths(new Date('2026-03-15T00:00:00Z'), 24).toISOString()).toBe('2028-03-15T00:00:00.000Z');
  });

  it('fills the postback template, encoded', () => {
    const payload: PostbackPayload = { order_id: 'o-1', aid: 'A 1', btag: 'b&c', amount: 9.59, currency: 'USD' };
    expect(postbackUrl('https://net.test/pb?o={order_id}&a={aid}&b={btag}&v={amount}{currency}', payload)).toBe(
      'https://net.test/pb?o=o-1&a=A%201&b=b%26c&v=9.59USD',
    );
  });
});

describe('payment configuration', () => {
  it('uses the sandbox locally, Stripe with both of its keys, and no sandbox on a deployment', () => {
    expect(loadConfig({})).toMatchObject({ sandboxPayments: true, stripe: null, affiliatePostbackUrl: null });
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc' })).toThrow(/set together/);
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'pk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_x' })).toThrow(/STRIPE_SECRET_KEY/);
    expect(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_x' }).stripe).toEqual({
      secretKey: 'sk_test_abc',
      webhookSecret: 'whsec_x',
    });
    const deployed = loadConfig({
      NODE_ENV: 'production',
      PUBLIC_ORIGIN: 'https://fvp.example',
      SMTP_URL: 'smtp://mail.test',
      HELP_DESK_JWT_SECRET: 'x'.repeat(32),
    });
    expect(deployed.sandboxPayments).toBe(false);
  });
});

describe.each(drivers('commerce_test'))('buying Premium on $name', (driver) => {
  let db: Database;
  let clock: Date;
  let mail: MailMessage[];
  let postbacks: PostbackPayload[];
  let worker: OutboxWorker;
  let standIn: Awaited<ReturnType<typeof stripeStandIn>>;
  let stripe: StripeGateway;

  beforeAll(async () => {
    db = await driver.open();
    await migrate(db);
    standIn = await stripeStandIn();
    stripe = stripeGateway({
      secretKey: 'sk_test_standin',
      webhookSecret: WEBHOOK_SECRET,
      api: { host: '127.0.0.1', port: standIn.port, protocol: 'http' },
    });
    worker = startOutboxWorker({
      db,
      log: silent,
      transport: { send: async (m) => void mail.push(m) },
      postback: async (p) => void postbacks.push(p),
      now: () => clock,
      pollMs: 3_600_000,
      keepDelivered: true,
    });
  }, 60_000);
  afterAll(async () => {
    await worker?.stop();
    await db?.close();
    standIn?.server.close();
  });
  beforeEach(async () => {
    clock = new Date('2026-11-23T10:00:00Z');
    mail = [];
    postbacks = [];
    standIn.requests.length = 0;
    await db.exec(
      'truncate users, sessions, email_tokens, outbox, orders, payments, subscriptions, promo_codes, gateway_events, affiliate_events, affiliate_postbacks, action_keys restart identity cascade',
    );
    await seedDemoData(db);
  });

  const api = (options: Partial<ApiOptions> = {}) =>
    createApiApp({
      db,
      log: silent,
      origins: SITE_ORIGINS,
      now: () => clock,
      clientAddress: () => '198.51.100.7',
      gateways: { stripe, aliumpay: sandboxGateway('aliumpay', links) },
      stripe,
      ...options,
    });
  let app: ReturnType<typeof api>;
  beforeEach(() => {
    app = api();
  });

  async function call(
    method: string,
    path: string,
    { body, token, origin = SITE_ORIGINS.MAIN, cookie }: { body?: unknown; token?: string; origin?: string; cookie?: string } = {},
  ) {
    const headers: Record<string, string> = { origin, 'x-locale': 'de' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (token) headers.authorization = `Bearer ${token}`;
    if (cookie) headers.cookie = cookie;
    const response = await app.request(path, { method, headers, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : null };
  }

  async function register(email: string): Promise<string> {
    const r = await call('POST', '/register', { body: { email, password: 'correct horse battery' } });
    expect(r.status).toBe(201);
    return r.body!.token as string;
  }

  async function payInSandbox(orderId: string, status: 'paid' | 'failed' | 'pending' = 'paid') {
    return settle(db, { orderId, status, gateway: 'aliumpay' }, { links, setPasswordHours: 48, now: () => clock });
  }

  it('prices an order from the plan table whatever the request says, in the edition’s currency', async () => {
    const token = await register('ann@example.com');
    const tampered = { plan_id: 'month', amount: 0.01, currency: 'JPY', price: 0, discount_percent: 99 };
    const main = await call('POST', '/v4/orders', { body: tampered, token });
    expect(main.status).toBe(201);
    expect(main.body).toMatchObject({ plan_id: 'month', amount: 11.99, currency: 'USD', status: 'created' });
    expect(main.body).not.toHaveProperty('discount_percent');
    const ru = await call('POST', '/v4/orders', { body: { plan_id: 'year' }, token, origin: SITE_ORIGINS.RU });
    expect(ru.body).toMatchObject({ amount: 65.88, currency: 'EUR' });
    // An origin the site does not have is MAIN's price.
    const other = await call('POST', '/v4/orders', { body: { plan_id: 'year' }, token, origin: 'http://evil.test' });
    expect(other.status).toBe(403);
    const [row] = await db.query<{ amount: number; full_amount: number }>('select amount, full_amount from orders where id = $1', [
      main.body!.id,
    ]);
    expect({ amount: Number(row!.amount), full: Number(row!.full_amount) }).toEqual({ amount: 1199, full: 1199 });
  });

  it('refuses an unknown plan, an unknown or store gateway, and a gateway the edition does not offer', async () => {
    const token = await register('ann@example.com');
    const unknown = await call('POST', '/v4/orders', { body: { plan_id: 'lifetime' }, token });
    expect(unknown).toMatchObject({ status: 422, body: { fields: ['plan_id'] } });
    const order = (await call('POST', '/v4/orders', { body: { plan_id: 'month' }, token })).body!;
    for (const gateway of ['paypal', 'ios', 'play']) {
      expect((await call('POST', `/v4/checkout/${gateway}`, { body: { order_id: order.id }, token })).status).toBe(422);
    }
    const ru = (await call('POST', '/v4/orders', { body: { plan_id: 'month' }, token, origin: SITE_ORIGINS.RU })).body!;
    const r = await call('POST', '/v4/checkout/stripe', { body: { order_id: ru.id }, token });
    expect(r).toMatchObject({ status: 422, body: { fields: ['gateway'] } });
    expect(standIn.requests).toHaveLength(0);
  });

  it('answers 404 for another user’s order and 401 without a session', async () => {
    const ann = await register('ann@example.com');
    const bob = await register('bob@example.com');
    const order = (await call('POST', '/v4/orders', { body: { plan_id: 'month' }, token: ann })).body!;
    expect((await call('POST', '/v4/checkout/aliumpay', { body: { order_id: order.id }, token: bob })).status).toBe(404);
    expect((await call('GET', `/v4/orders/${order.id as string}`, { token: bob })).status).toBe(404);
    expect((await call('POST', '/v4/checkout/aliumpay', { body: { order_id: order.id } })).status).toBe(401);
    expect((await call('GET', `/v4/orders/${order.id as string}`, { token: ann })).body).toMatchObject({ id: order.id });
  });

  it('applies DEMO20 and refuses expired, used-up, other-plan and unknown codes', async () => {
    const token = await register('ann@example.com');
    const r = await call('POST', '/v4/orders', { body: { plan_id: 'month', promo_code: ' demo20 ' }, token });
    expect(r.body).toMatchObject({ amount: 9.59, full_amount: 11.99, discount_percent: 20, promo_code: 'DEMO20' });
    for (const [code, message] of [
      ['EXPIRED10', 'expired'],
      ['USEDUP15', 'used up'],
      ['YEAR30', 'does not apply'],
      ['NOSUCH', 'no such'],
    ]) {
      const refused = await call('POST', '/v4/orders', { body: { plan_id: 'month', promo_code: code }, token });
      expect(refused).toMatchObject({ status: 422, body: { code: 'promo_invalid', fields: ['promo_code'] } });
      expect(String(refused.body!.message).toLowerCase()).toContain(message);
    }
    expect((await call('POST', '/v4/orders', { body: { plan_id: 'year', promo_code: 'YEAR30' }, token })).body).toMatchObject({
      amount: 50.32,
    });
    expect((await call('GET', '/v4/promo-codes/check?code=demo20')).body).toEqual({ valid: true, discount_percent: 20 });
    expect((await call('GET', '/v4/promo-codes/check?code=YEAR30')).body).toEqual({
      valid: true,
      discount_percent: 30,
      plan_ids: ['year'],
    });
    expect((await call('GET', '/v4/promo-codes/check?code=EXPIRED10')).body).toEqual({ valid: false, reason: 'expired' });
    expect((await call('GET', '/v4/promo-codes/check?code=USEDUP15')).body).toEqual({ valid: false, reason: 'used-up' });
    expect((await call('GET', '/v4/promo-codes/check?code=NOSUCH')).status).toBe(404);
  });

  it('counts a code’s use when the order is paid, and stops at its maximum', async () => {
    await db.query("insert into promo_codes (code, percent_off, max_uses) values ('ONCE', 10, 1)");
    const ann = await register('ann@example.com');
    const bob = await register('bob@example.com');
    const first = (await call('POST', '/v4/orders', { body: { plan_id: 'month', promo_code: 'ONCE' }, token: ann })).body!;
    // Not used up by an unpaid order…
    expect((await call('GET', '/v4/promo-codes/check?code=ONCE')).body).toEqual({ valid: true, discount_percent: 10 });
    await payInSandbox(first.id as string);
    // …but by a paid one.
    expect((await call('GET', '/v4/promo-codes/check?code=ONCE')).body).toEqual({ valid: false, reason: 'used-up' });
    expect((await call('POST', '/v4/orders', { body: { plan_id: 'month', promo_code: 'ONCE' }, token: bob })).status).toBe(422);
  });

  it('creates an account for a new address, and asks an existing one to sign in', async () => {
    await register('ann@example.com');
    expect((await call('POST', '/v4/orders', { body: { plan_id: 'month', email: 'ANN@example.com' } })).status).toBe(409);
    expect((await call('POST', '/v4/orders', { body: { plan_id: 'month' } })).body).toMatchObject({ fields: ['email'] });
    const r = await call('POST', '/v4/orders', { body: { plan_id: 'year', email: 'new@example.com', promo_code: 'DEMO20' } });
    expect(r.status).toBe(201);
    const token = r.body!.token as string;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The account exists without a password: no sign-in until one is set.
    expect((await call('POST', '/login', { body: { email: 'new@example.com', password: 'none' } })).status).toBe(401);
    const checkout = await call('POST', '/v4/checkout/aliumpay', { body: { order_id: r.body!.id }, token });
    expect(checkout.body!.redirect_url).toBe(`${SITE_ORIGINS.MAIN}/_dev/pay/${r.body!.id as string}?gateway=aliumpay`);
    await payInSandbox(r.body!.id as string);
    await worker.drain();
    // Besides the confirmation mail of the account registered first, the set-password mail.
    expect(mail.map((m) => m.to)).toEqual(['ann@example.com', 'new@example.com']);
    mail.shift();
    // In the language of the order (x-locale: de).
    expect(mail[0]!.subject).toBe(catalogue('de')['mail.setPassword.subject'] ?? catalogue('en')['mail.setPassword.subject']);
    expect(mail[0]!.links[0]).toMatch(/^http:\/\/site\.test\/de\/reset\/\?token=/);
    const user = (await call('GET', '/v3/user', { token })).body!;
    expect(user).toMatchObject({
      access: { type: 'premium' },
      subscription: { gateway_key: 'aliumpay', is_canceled: false, plan_id: 'year', expires_at: Date.parse('2027-11-23T10:00:00Z') / 1000 },
      payments: [{ amount: 57.5, currency: 'USD', status: 'success', gateway_key: 'aliumpay', plan_id: 'year' }],
      allow_config_page: true,
      has_password: false,
    });
  });

  it('settles an order once under duplicate and concurrent callbacks', async () => {
    const token = await register('ann@example.com');
    const order = (await call('POST', '/v4/orders', { body: { plan_id: 'month' }, token, cookie: 'fvp_a_aid=A1; fvp_btag=B1' })).body!;
    const id = order.id as string;
    const results = await Promise.all(Array.from({ length: 6 }, () => payInSandbox(id)));
    expect(results.filter((r) => r.changed)).toHaveLength(1);
    expect(await db.query('select status from payments where order_id = $1', [id])).toEqual([{ status: 'success' }]);
    expect(await db.query('select order_id, aid, btag from affiliate_postbacks')).toEqual([{ order_id: id, aid: 'A1', btag: 'B1' }]);
    // A failure reported after the payment changes nothing.
    expect(await payInSandbox(id, 'failed')).toMatchObject({ changed: false, reason: 'not-allowed' });
    await worker.drain();
    expect(postbacks).toEqual([{ order_id: id, aid: 'A1', btag: 'B1', amount: 11.99, currency: 'USD' }]);
    // Paying again extends from the end of the running period.
    const second = (await call('POST', '/v4/orders', { body: { plan_id: 'month' }, token })).body!;
    await payInSandbox(second.id as string);
    const [sub] = await db.query<{ expires_at: Date }>(
      "select expires_at from subscriptions s join users u on u.id = s.user_id where u.email = 'ann@example.com'",
    );
    expect(new Date(sub!.expires_at).toISOString()).toBe('2027-01-23T10:00:00.000Z');
  });

  it('moves pending to paid, and a failed order cannot be paid', async () => {
    const token = await register('ann@example.com');
    const a = (await call('POST', '/v4/orders', { body: { plan_id: 'month' }, token })).body!.id as string;
    await payInSandbox(a, 'pending');
    expect((await call('GET', `/v4/orders/${a}`, { token })).body).toMatchObject({ status: 'pending', gateway_key: 'aliumpay' });
    expect((await call('GET', '/v3/user', { token })).body).toMatchObject({
      access: { type: 'public' },
      payments: [{ status: 'pending' }],
    });
    await payInSandbox(a, 'paid');
    expect((await call('GET', '/v3/user', { token })).body).toMatchObject({
      access: { type: 'premium' },
      payments: [{ status: 'success' }],
    });
    const b = (await call('POST', '/v4/orders', { body: { plan_id: 'month' }, token })).body!.id as string;
    await payInSandbox(b, 'failed');
    expect(await payInSandbox(b, 'paid')).toMatchObject({ changed: false });
    expect((await call('POST', '/v4/checkout/aliumpay', { body: { order_id: b }, token })).status).toBe(409);
  });

  it('ends Premium with the paid period', async () => {
    const token = await register('ann@example.com');
    const id = (await call('POST', '/v4/orders', { body: { plan_id: 'month' }, token })).body!.id as string;
    await payInSandbox(id);
    clock = new Date('2026-12-23T09:59:59Z');
    expect((await call('GET', '/v3/user', { token })).body).toMatchObject({ access: { type: 'premium' } });
    clock = new Date('2026-12-23T10:00:01Z');
    const again = await call('POST', '/login', { body: { email: 'ann@example.com', password: 'correct horse battery' } });
    expect((await call('GET', '/v3/user', { token: again.body!.token as string })).body).toMatchObject({ access: { type: 'public' } });
  });

  it('pays through Stripe: a Checkout Session at the order’s price, settled by a signed webhook, once', async () => {
    const token = await register('ann@example.com');
    const order = (await call('POST', '/v4/orders', { body: { plan_id: 'year', promo_code: 'DEMO20' }, token })).body!;
    const checkout = await call('POST', '/v4/checkout/stripe', { body: { order_id: order.id, return_url: 'https://evil.test/' }, token });
    expect(checkout.body!.redirect_url).toBe('https://checkout.stripe.test/c/cs_test_1');
    const sent = standIn.requests[0]!.body;
    expect(sent.get('mode')).toBe('subscription');
    expect(sent.get('line_items[0][price_data][unit_amount]')).toBe('5750');
    expect(sent.get('line_items[0][price_data][currency]')).toBe('usd');
    expect(sent.get('line_items[0][price_data][recurring][interval_count]')).toBe('12');
    expect(sent.get('metadata[order_id]')).toBe(order.id);
    expect(sent.get('success_url')).toBe(`${SITE_ORIGINS.MAIN}/de/payment/pending/?order=${order.id as string}`);
    expect(sent.get('cancel_url')).toContain('/de/payment/failed/?order=');

    const event = {
      id: 'evt_1',
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: 'cs_test_1',
          object: 'checkout.session',
          client_reference_id: order.id,
          metadata: { order_id: order.id },
          payment_status: 'paid',
          subscription: 'sub_1',
        },
      },
    };
    const payload = JSON.stringify(event);
    const hook = (body: string, signature: string) =>
      app.request('/webhooks/stripe', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        body,
      });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    expect((await hook(payload, 'garbage')).status).toBe(400);
    expect((await hook(payload.replace('paid', 'unpaid'), signature)).status).toBe(400);
    expect(await db.query("select 1 from orders where status = 'paid'")).toHaveLength(0);
    expect((await hook(payload, signature)).status).toBe(200);
    expect((await hook(payload, signature)).status).toBe(200);
    const again = JSON.stringify({ ...event, id: 'evt_2' });
    expect((await hook(again, Stripe.webhooks.generateTestHeaderString({ payload: again, secret: WEBHOOK_SECRET }))).status).toBe(200);
    expect(await db.query('select status, amount from payments where order_id is not null')).toEqual([
      { status: 'success', amount: '57.50' },
    ]);
    expect(await db.query('select gateway_key, external_id from subscriptions where external_id is not null')).toEqual([
      { gateway_key: 'stripe', external_id: 'sub_1' },
    ]);

    // Cancelling asks Stripe to stop renewing, then records it.
    expect((await call('DELETE', '/subscriptions/stripe', { token })).status).toBe(204);
    expect(standIn.requests.at(-1)).toMatchObject({ path: '/v1/subscriptions/sub_1' });
    expect(standIn.requests.at(-1)!.body.get('cancel_at_period_end')).toBe('true');
    expect((await call('GET', '/v3/user', { token })).body).toMatchObject({
      access: { type: 'premium' },
      subscription: { is_canceled: true },
    });
  });

  it('answers 503 for a gateway that is not configured and for Stripe’s webhook without keys', async () => {
    app = api({ gateways: {}, stripe: null });
    const token = await register('ann@example.com');
    const order = (await call('POST', '/v4/orders', { body: { plan_id: 'month' }, token })).body!;
    expect((await call('POST', '/v4/checkout/stripe', { body: { order_id: order.id }, token })).status).toBe(503);
    const r = await app.request('/webhooks/stripe', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(r.status).toBe(503);
  });

  it('sends one postback per paid order however often it is asked for', async () => {
    const token = await register('ann@example.com');
    const plain = (await call('POST', '/v4/orders', { body: { plan_id: 'month' }, token })).body!.id as string;
    const tagged = (await call('POST', '/v4/orders', { body: { plan_id: 'month' }, token, cookie: 'fvp_a_aid=A1; fvp_btag=bad tag!' }))
      .body!.id as string;
    expect((await call('POST', '/affiliate-postback', { body: { order_id: tagged } })).status).toBe(422);
    expect((await call('POST', '/affiliate-postback', { body: { order_id: 'nope' } })).status).toBe(404);
    await payInSandbox(tagged);
    await payInSandbox(plain);
    expect((await call('POST', '/affiliate-postback', { body: { order_id: plain } })).status).toBe(422);
    for (let i = 0; i < 3; i++) {
      expect((await call('POST', '/affiliate-postback', { body: { order_id: tagged, aid: 'HIJACK' } })).status).toBe(204);
    }
    await worker.drain();
    // The cookie's invalid tag was never read; the body's affiliate is ignored.
    expect(postbacks).toEqual([{ order_id: tagged, aid: 'A1', btag: '', amount: 11.99, currency: 'USD' }]);
  });

  it('records affiliate events from the body or the visitor’s cookies', async () => {
    expect((await call('POST', '/affiliate/event', { body: { event: 'visit' }, cookie: 'fvp_a_aid=A1; fvp_btag=B1' })).status).toBe(204);
    const token = await register('ann@example.com');
    expect((await call('POST', '/affiliate/event', { body: { event: 'sign-up', aid: 'A2' }, token })).status).toBe(204);
    expect((await call('POST', '/affiliate/event', { body: { event: 'visit', aid: 'no spaces' } })).status).toBe(422);
    expect((await call('POST', '/affiliate/event', { body: { event: 'visit' } })).status).toBe(422);
    expect((await call('POST', '/affiliate/event', { body: { event: 'refund', aid: 'A1' } })).status).toBe(422);
    const rows = await db.query<{ event: string; aid: string; btag: string | null; user_id: string | null }>(
      'select event, aid, btag, user_id from affiliate_events order by id',
    );
    expect(rows.map((r) => [r.event, r.aid, r.btag, r.user_id !== null])).toEqual([
      ['visit', 'A1', 'B1', false],
      ['sign-up', 'A2', null, true],
    ]);
  });

  it('hands a session to an app with a key that works once, for five minutes', async () => {
    const token = await register('ann@example.com');
    expect((await call('POST', '/v4/action-key', { body: {} })).status).toBe(401);
    const first = (await call('POST', '/v4/action-key', { body: {}, token })).body!;
    expect(first.expires_at).toBe(Date.parse('2026-11-23T10:05:00Z') / 1000);
    const stored = await db.query<{ key_hash: string }>('select key_hash from action_keys');
    expect(stored[0]!.key_hash).not.toContain(first.key as string);
    const redeemed = await call('POST', '/v4/action-key/redeem', { body: { key: first.key } });
    expect(redeemed.status).toBe(200);
    expect((await call('GET', '/v3/user', { token: redeemed.body!.token as string })).body).toMatchObject({ email: 'ann@example.com' });
    expect((await call('POST', '/v4/action-key/redeem', { body: { key: first.key } })).status).toBe(401);
    const second = (await call('POST', '/v4/action-key', { body: {}, token })).body!;
    clock = new Date('2026-11-23T10:05:01Z');
    expect((await call('POST', '/v4/action-key/redeem', { body: { key: second.key } })).status).toBe(401);
  });
});
