/**
 * The reference API: the calls of spec/api.yaml that accounts use, on a real database. Bodies are
 * validated with the zod schemas generated from the spec; errors are { code, message, fields }.
 */
import { randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { sign } from 'hono/jwt';
import * as schemas from '../../../generated/api/schemas.ts';
import { createCookies, headerCookieJar } from '../../../generated/cookies.ts';
import { contact } from '../../../generated/constants.ts';
import type { EditionId, EnvironmentId } from '../../../generated/editions.ts';
import { webGateways, type WebGateway } from '../../../generated/plans.ts';
import { isLocalePrefix, type LocalePrefix } from '../../../generated/locales.ts';
import { clientAddressResolver } from '../client-address.ts';
import type { Logger } from '../log.ts';
import { connectionConfig } from './connection.ts';
import { isDatabaseUnavailable, isUniqueViolation, type Database, type Queryable } from './db/index.ts';
import { contactMail, enqueue, type ContactMessage } from './mail.ts';
import { DUMMY_HASH, hashPassword, newToken, tokenHash, verifyPassword } from './security.ts';
import { body, bearer, fail, localeOf, type ErrorCode } from './http.ts';
import { newEmailToken, storeEmailToken, type EmailTokenMail, type SiteLinks } from './email-tokens.ts';
import { mountCommerce, NO_PASSWORD } from './commerce/routes.ts';
import { sandboxGateway, type GatewayAdapter } from './commerce/gateways.ts';
import type { StripeGateway } from './commerce/stripe.ts';
import { clientNetwork, loginThrottle, type LoginLimits } from './throttle.ts';
import { ipAnswer, type AddressInfo } from '../tools/ip-info.ts';
import type { DnsLeakStore } from './dns-leak.ts';

export interface ApiOptions {
  readonly db: Database;
  readonly log: Logger;
  /**
   * Each edition's configured public origin: links in e-mails and the origins allowed to call
   * state-changing endpoints. Never taken from a request.
   */
  readonly origins: Readonly<Record<EditionId, string>>;
  /** PROD or DEV: a locale whose edition has its own host gets links to that host. */
  readonly siteEnv?: EnvironmentId | null;
  /** The client's address (through trusted proxies only); default: the socket's peer. */
  readonly clientAddress?: (c: Context) => string;
  /** Whether cookies the API sets are Secure (the configured origin is https). */
  readonly secureCookies?: boolean;
  /** The visitor's country (a trusted proxy's header, else the address's); default: unknown. */
  readonly visitorCountry?: (c: Context) => string | null;
  /** Called after a request has queued mail, so that this process's outbox worker sends it now. */
  readonly wake?: () => void;
  readonly now?: () => Date;
  readonly limits?: Partial<Limits>;
  /** The help desk's shared secret for its JWT sign-on (HS256); without one the sign-on answers 503. */
  readonly helpDeskJwtSecret?: string | null;
  /** Where contact-form messages go; default: spec/constants.yaml contact.supportEmail. */
  readonly supportEmail?: string;
  /**
   * The web gateways that take payments; default: the sandbox for each (development and tests).
   * Production passes only the configured ones: a gateway missing here answers 503.
   */
  readonly gateways?: Readonly<Partial<Record<WebGateway, GatewayAdapter>>>;
  /** The Stripe adapter whose webhook /webhooks/stripe verifies; null: the webhook answers 503. */
  readonly stripe?: StripeGateway | null;
  /** Facts about an address for /ip (operator, whether it is the VPN's); default: the address and country only. */
  readonly addressInfo?: AddressInfo;
  /** The DNS leak test's records, when a name server runs for its zone; null: /dns-leak answers 503. */
  readonly dnsLeak?: DnsLeakStore | null;
}

export interface Limits {
  sessionDays: number;
  confirmHours: number;
  resetHours: number;
  login: LoginLimits;
  /** Reset and confirmation mails per address in the window. */
  mailPerAddress: number;
  /** Largest request body, in bytes. */
  bodyBytes: number;
  /** Forgot-password requests per client in an hour. */
  forgotPerClient: number;
  /** Contact-form messages per client in an hour. */
  contactPerClient: number;
}

export const DEFAULT_LIMITS: Limits = {
  sessionDays: 30,
  confirmHours: 48,
  resetHours: 2,
  login: {
    // The same address from the same client: a few tries, then growing waits.
    pair: { free: 5, windowMinutes: 15 },
    // Any address from one client address (a guesser working through accounts).
    client: { free: 30, windowMinutes: 15 },
    // Every client together: past this, only clients that signed in to the account before may try.
    account: { ceiling: 200, windowMinutes: 60 },
    delay: { baseSeconds: 1, maxSeconds: 900 },
  },
  mailPerAddress: 3,
  bodyBytes: 64 * 1024,
  forgotPerClient: 20,
  contactPerClient: contact.perClientPerHour,
};

const JWT_LIFETIME_SECONDS = 180;
const JSON_TYPE = /^application\/json\s*(;|$)/i;
const SAFE_METHOD = /^(GET|HEAD|OPTIONS)$/;

interface SubscriptionRow {
  gateway_key: schemas.Gateway;
  is_canceled: boolean;
  expires_at: Date | null;
  plan_id: string | null;
}

/** Premium while a subscription's paid period runs, or when granted on the account. */
function accessOf(user: UserRow, subscription: SubscriptionRow | null, at = new Date()): 'public' | 'premium' {
  if (user.access_type === 'premium') return 'premium';
  return subscription?.expires_at && new Date(subscription.expires_at) > at ? 'premium' : 'public';
}

interface UserRow {
  id: string;
  email: string;
  password_hash: string;
  email_confirmed_at: Date | null;
  access_type: 'public' | 'premium';
  allow_config_page: boolean;
  locale: string;
}

/** A forgot-password request as queued; the outbox worker expands it with `resetMailFor`. */
export interface ResetRequest {
  readonly email: string;
  /** The locale the visitor asked for, else the account's. */
  readonly locale: string | null;
  /** Where the reset link points: the configured origins, never the request's. */
  readonly links: SiteLinks;
  /** The client that asked (for the per-client limit). */
  readonly client: string;
}

/** E-mail tokens of a purpose issued to a user in the last hour. */
async function mailsRecently(q: Queryable, userId: string, purpose: 'confirm' | 'reset', limits: Limits, at: Date): Promise<number> {
  const rows = await q.query<{ n: string }>(
    'select count(*) as n from email_tokens where user_id = $1 and purpose = $2 and expires_at > $3',
    [userId, purpose, new Date(at.getTime() + (purpose === 'reset' ? limits.resetHours : limits.confirmHours) * 3_600_000 - 3_600_000)],
  );
  return Number(rows[0]?.n ?? 0);
}

/** A reset mail composed for an account, not stored yet. */
export interface ResetMail {
  readonly userId: string;
  readonly issued: EmailTokenMail;
}

/**
 * What a queued forgot-password request becomes (the outbox worker runs this away from the request,
 * so that the request cannot tell known addresses from unknown ones): the account's reset token
 * and mail, or null for an unknown address. `storeResetMail` keeps the per-address limit.
 */
export async function resetMailFor(q: Queryable, request: ResetRequest, limits: Limits = DEFAULT_LIMITS): Promise<ResetMail | null> {
  const [user] = await q.query<UserRow>('select * from users where lower(email) = $1', [request.email.trim().toLowerCase()]);
  if (!user) return null;
  const locale = [request.locale, user.locale].find((l): l is LocalePrefix => l !== null && isLocalePrefix(l));
  return { userId: user.id, issued: await newEmailToken(user.email, 'reset', locale ?? 'en', request.links, limits.resetHours) };
}

/** Stores the reset token and queues its mail unless the address had its mails for the hour; in the caller's transaction. */
export async function storeResetMail(tx: Queryable, reset: ResetMail, at: Date, limits: Limits = DEFAULT_LIMITS): Promise<boolean> {
  // The account's row lock makes expansions for one address (a batch, other workers) count in turn.
  await tx.query('select 1 from users where id = $1 for update', [reset.userId]);
  if ((await mailsRecently(tx, reset.userId, 'reset', limits, at)) >= limits.mailPerAddress) return false;
  await storeEmailToken(tx, reset.userId, reset.issued, at);
  return true;
}

export function createApiApp(options: ApiOptions): Hono {
  const { db, log } = options;
  const now = options.now ?? (() => new Date());
  const limits = { ...DEFAULT_LIMITS, ...options.limits };
  const clientKey = options.clientAddress ?? clientAddressResolver([]);
  const throttle = loginThrottle(db, limits.login, now);
  const allowedOrigins = new Set(Object.values(options.origins));
  const app = new Hono();
  const hoursFromNow = (h: number) => new Date(now().getTime() + h * 3_600_000);

  async function newSession(userId: string, q: Queryable = db): Promise<string> {
    const token = newToken();
    await q.query('insert into sessions (token_hash, user_id, expires_at) values ($1, $2, $3)', [
      tokenHash(token),
      userId,
      hoursFromNow(limits.sessionDays * 24),
    ]);
    return token;
  }

  async function sessionUser(c: Context): Promise<UserRow | null> {
    const token = bearer(c);
    if (!token) return null;
    const rows = await db.query<UserRow>(
      'select u.* from sessions s join users u on u.id = s.user_id where s.token_hash = $1 and s.expires_at > $2',
      [tokenHash(token), now()],
    );
    return rows[0] ?? null;
  }

  /** Takes a single-use e-mail token: the user, or null when unknown, expired or used. */
  async function takeEmailToken(token: string | null, purpose: 'confirm' | 'reset'): Promise<UserRow | null> {
    if (!token) return null;
    const rows = await db.query<UserRow>(
      `update email_tokens t set used_at = $3 from users u
       where t.token_hash = $1 and t.purpose = $2 and t.used_at is null and t.expires_at > $3 and u.id = t.user_id
       returning u.*`,
      [tokenHash(token), purpose, now()],
    );
    return rows[0] ?? null;
  }

  const links: SiteLinks = { origins: options.origins, siteEnv: options.siteEnv ?? null };
  const gateways: Readonly<Partial<Record<WebGateway, GatewayAdapter>>> =
    options.gateways ?? Object.fromEntries(webGateways.map((key) => [key, sandboxGateway(key, links)]));

  app.onError((error, c) => {
    // The database is restarting or unreachable: expected to pass, so a warning without a stack,
    // and an answer the client may retry.
    if (isDatabaseUnavailable(error)) {
      log.log('warn', 'database unavailable', { path: new URL(c.req.url).pathname, error: error.message });
      return c.json(
        {
          code: 'unavailable' satisfies ErrorCode,
          message: 'The service is temporarily unavailable; try again shortly',
        } satisfies schemas.ErrorBody,
        503,
        { 'Retry-After': '5' },
      );
    }
    log.log('error', 'api error', { path: new URL(c.req.url).pathname, error: error.message });
    return c.json({ code: 'internal', message: 'Internal error' }, 500);
  });

  app.use(
    '*',
    bodyLimit({
      maxSize: limits.bodyBytes,
      onError: (c) => fail(c, 413, 'payload_too_large', `Request bodies are limited to ${limits.bodyBytes} bytes`),
    }),
  );
  // Cross-site requests: a page elsewhere cannot send JSON without a preflight this API never
  // grants, so state-changing calls take JSON only and come from the site's own origins.
  app.use('*', async (c, next) => {
    if (SAFE_METHOD.test(c.req.method)) return next();
    // Only the configured origins: behind a TLS proxy the request's own URL says http.
    const origin = c.req.header('origin');
    if ((origin !== undefined && !allowedOrigins.has(origin)) || c.req.header('sec-fetch-site') === 'cross-site') {
      return fail(c, 403, 'forbidden_origin', 'Requests from other sites are not accepted');
    }
    const type = c.req.header('content-type');
    const hasBody = Number(c.req.header('content-length') ?? 0) > 0 || c.req.header('transfer-encoding') !== undefined;
    if ((type !== undefined || hasBody) && !JSON_TYPE.test(type ?? '')) {
      return fail(c, 415, 'unsupported_media_type', 'Send the body as JSON (Content-Type: application/json)');
    }
    return next();
  });

  app.post('/register', async (c) => {
    const input = await body(c, schemas.RegisterRequest);
    if (!input.ok) return fail(c, 422, 'invalid_body', 'The request body is not valid', input.fields);
    const locale = localeOf(c, input.value.locale);
    const email = input.value.email.trim();
    const passwordHash = await hashPassword(input.value.password);
    // Composed before the transaction, which then holds its locks only for the inserts.
    const confirm = await newEmailToken(email, 'confirm', locale, links, limits.confirmHours);
    let session: string;
    try {
      // The account, its confirmation token and mail, and the session: all or nothing. The mail
      // leaves through the outbox worker; no network I/O happens in the request.
      session = await db.transaction(async (tx) => {
        const [user] = await tx.query<{ id: string }>('insert into users (email, password_hash, locale) values ($1, $2, $3) returning id', [
          email,
          passwordHash,
          locale,
        ]);
        await storeEmailToken(tx, user!.id, confirm, now());
        return newSession(user!.id, tx);
      });
    } catch (error) {
      if (isUniqueViolation(error)) return fail(c, 409, 'email_taken', 'An account with this e-mail address exists');
      throw error;
    }
    options.wake?.();
    return c.json({ token: session } satisfies schemas.TokenResponse, 201);
  });

  app.post('/login', async (c) => {
    const input = await body(c, schemas.Credentials);
    if (!input.ok) return fail(c, 422, 'invalid_body', 'The request body is not valid', input.fields);
    const email = input.value.email.trim().toLowerCase();
    const client = clientKey(c);
    const setCookies: string[] = [];
    const cookies = createCookies(headerCookieJar(c.req.header('cookie'), setCookies), {
      parentDomain: undefined,
      secure: options.secureCookies ?? false,
    });
    const deviceToken = cookies.fvpDevice.get() ?? null;
    const device = deviceToken ? tokenHash(deviceToken) : null;
    const [user] = await db.query<UserRow>('select * from users where lower(email) = $1', [email]);
    // The attempt is counted before the password is checked, so parallel guesses cannot slip past.
    const attempt = await throttle.begin({ email, client, userId: user?.id ?? null, device });
    if (!attempt.allowed) {
      c.header('Retry-After', String(attempt.retryAfterSeconds));
      return fail(c, 429, 'too_many_attempts', 'Too many attempts; try again later');
    }
    // An unknown address costs the same scrypt as a wrong password.
    const ok = await verifyPassword(input.value.password, user?.password_hash ?? DUMMY_HASH);
    if (!user || !ok) return fail(c, 401, 'invalid_credentials', 'Wrong e-mail address or password');
    // This browser is known to the account from now on, wherever it signs in from.
    const known = deviceToken ?? newToken();
    if (!deviceToken) cookies.fvpDevice.set(known);
    await throttle.succeeded({ email, client, userId: user.id, device: tokenHash(known) });
    // Now and then, drop counters whose time has passed.
    if (Math.random() < 0.02)
      void throttle.prune().catch((error: unknown) => log.log('warn', 'throttle prune failed', { error: String(error) }));
    for (const cookie of setCookies) c.header('Set-Cookie', cookie, { append: true });
    return c.json({ token: await newSession(user.id) } satisfies schemas.TokenResponse, 200);
  });

  app.post('/logout', async (c) => {
    const token = bearer(c);
    if (!token) return fail(c, 401, 'unauthorized', 'A bearer token is required');
    await db.query('delete from sessions where token_hash = $1', [tokenHash(token)]);
    return c.body(null, 204);
  });

  app.get('/v3/user', async (c) => {
    const user = await sessionUser(c);
    if (!user) return fail(c, 401, 'unauthorized', 'Sign in first');
    const [subscription] = await db.query<SubscriptionRow>(
      'select gateway_key, is_canceled, expires_at, plan_id from subscriptions where user_id = $1',
      [user.id],
    );
    const payments = await db.query<{
      id: string;
      created_at: Date;
      amount: string;
      currency: string;
      status: schemas.Payment['status'];
      gateway_key: schemas.Gateway;
      plan_id: string | null;
    }>('select id, created_at, amount, currency, status, gateway_key, plan_id from payments where user_id = $1 order by created_at desc', [
      user.id,
    ]);
    const result: schemas.User = {
      email: user.email,
      email_confirmed: user.email_confirmed_at !== null,
      access: { type: accessOf(user, subscription ?? null, now()) },
      subscription: subscription
        ? {
            gateway_key: subscription.gateway_key,
            is_canceled: subscription.is_canceled,
            ...(subscription.expires_at ? { expires_at: Math.floor(new Date(subscription.expires_at).getTime() / 1000) } : {}),
            ...(subscription.plan_id ? { plan_id: subscription.plan_id } : {}),
          }
        : null,
      payments: payments.map((p) => ({
        id: p.id,
        created_at: Math.floor(new Date(p.created_at).getTime() / 1000),
        amount: Number(p.amount),
        currency: p.currency,
        status: p.status,
        gateway_key: p.gateway_key,
        ...(p.plan_id ? { plan_id: p.plan_id } : {}),
      })),
      allow_config_page: user.allow_config_page,
      has_password: user.password_hash !== NO_PASSWORD,
    };
    return c.json(result, 200);
  });

  app.post('/forgot', async (c) => {
    const input = await body(c, schemas.ForgotRequest);
    if (!input.ok) return fail(c, 422, 'invalid_body', 'The request body is not valid', input.fields);
    // Known and unknown addresses take the same path: the same statements, the same answer. The
    // outbox worker looks the address up later (resetMailFor) and sends a mail only to an account.
    const client = clientKey(c);
    const request: ResetRequest = { email: input.value.email.trim(), locale: input.value.locale ?? null, links, client };
    // Counted and queued under a lock per client, so parallel requests cannot pass the limit together.
    const queued = await db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`forgot:${client}`]);
      const [recent] = await tx.query<{ n: string }>(
        "select count(*) as n from outbox where kind = 'reset-request' and payload ->> 'client' = $1 and created_at > $2",
        [client, new Date(now().getTime() - 3_600_000)],
      );
      if (Number(recent?.n ?? 0) >= limits.forgotPerClient) return false;
      await enqueue(tx, 'reset-request', request, now());
      return true;
    });
    if (!queued) return fail(c, 429, 'too_many_attempts', 'Too many requests; try again later');
    options.wake?.();
    return c.body(null, 202);
  });

  app.post('/v4/contact', async (c) => {
    const input = await body(c, schemas.ContactRequest);
    if (!input.ok) return fail(c, 422, 'invalid_body', 'The request body is not valid', input.fields);
    const client = clientKey(c);
    const at = now();
    const message: ContactMessage = {
      name: input.value.name.trim(),
      email: input.value.email.trim(),
      topic: input.value.topic,
      message: input.value.message.trim(),
      locale: localeOf(c, input.value.locale),
    };
    // The schema counts surrounding space; the message as kept does not.
    const blank = [
      ...(message.name ? [] : ['name']),
      ...(schemas.ContactRequest.shape.message.safeParse(message.message).success ? [] : ['message']),
    ];
    if (blank.length) return fail(c, 422, 'invalid_body', 'The request body is not valid', blank);
    // Stored and its mail queued in one transaction, counted under a lock per client.
    const accepted = await db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`contact:${client}`]);
      const [recent] = await tx.query<{ n: string }>('select count(*) as n from contact_messages where client = $1 and created_at > $2', [
        client,
        new Date(at.getTime() - 3_600_000),
      ]);
      if (Number(recent?.n ?? 0) >= limits.contactPerClient) return false;
      await tx.query(
        'insert into contact_messages (name, email, topic, message, locale, client, created_at) values ($1, $2, $3, $4, $5, $6, $7)',
        [message.name, message.email, message.topic, message.message, message.locale, client, at],
      );
      await enqueue(tx, 'mail', contactMail(message, options.supportEmail ?? contact.supportEmail), at);
      return true;
    });
    if (!accepted) return fail(c, 429, 'too_many_attempts', 'Too many messages; try again later');
    options.wake?.();
    return c.body(null, 202);
  });

  app.post('/user/password/reset', async (c) => {
    const input = await body(c, schemas.PasswordResetRequest);
    if (!input.ok) return fail(c, 422, 'invalid_body', 'The request body is not valid', input.fields);
    const user = await takeEmailToken(bearer(c), 'reset');
    if (!user) return fail(c, 401, 'invalid_token', 'The link is unknown, used or expired');
    await db.query('update users set password_hash = $2, email_confirmed_at = coalesce(email_confirmed_at, $3) where id = $1', [
      user.id,
      await hashPassword(input.value.password),
      now(),
    ]);
    // Every other session ends with the old password.
    await db.query('delete from sessions where user_id = $1', [user.id]);
    return c.json({ token: await newSession(user.id) } satisfies schemas.TokenResponse, 200);
  });

  app.post('/user/password/change', async (c) => {
    const user = await sessionUser(c);
    if (!user) return fail(c, 401, 'unauthorized', 'Sign in first');
    const input = await body(c, schemas.PasswordChangeRequest);
    if (!input.ok) return fail(c, 422, 'invalid_body', 'The request body is not valid', input.fields);
    if (!(await verifyPassword(input.value.current_password, user.password_hash))) {
      return fail(c, 403, 'wrong_password', 'The current password is wrong', ['current_password']);
    }
    await db.query('update users set password_hash = $2 where id = $1', [user.id, await hashPassword(input.value.new_password)]);
    await db.query('delete from sessions where user_id = $1 and token_hash <> $2', [user.id, tokenHash(bearer(c)!)]);
    return c.body(null, 204);
  });

  app.post('/user/confirm', async (c) => {
    const user = await takeEmailToken(bearer(c), 'confirm');
    if (!user) return fail(c, 401, 'invalid_token', 'The link is unknown, used or expired');
    await db.query('update users set email_confirmed_at = coalesce(email_confirmed_at, $2) where id = $1', [user.id, now()]);
    return c.json({ token: await newSession(user.id) } satisfies schemas.TokenResponse, 200);
  });

  app.post('/user/confirm/send', async (c) => {
    const user = await sessionUser(c);
    if (!user) return fail(c, 401, 'unauthorized', 'Sign in first');
    if (user.email_confirmed_at) return fail(c, 409, 'already_confirmed', 'The address is already confirmed');
    if ((await mailsRecently(db, user.id, 'confirm', limits, now())) >= limits.mailPerAddress)
      return fail(c, 429, 'too_many_attempts', 'Too many e-mails; try again later');
    const confirm = await newEmailToken(user.email, 'confirm', localeOf(c, user.locale), links, limits.confirmHours);
    await db.transaction((tx) => storeEmailToken(tx, user.id, confirm, now()));
    options.wake?.();
    return c.body(null, 202);
  });

  app.post('/token/check', async (c) => {
    const token = bearer(c);
    if (!token) return fail(c, 401, 'invalid_token', 'A bearer token is required');
    const hash = tokenHash(token);
    const [session] = await db.query('select 1 from sessions where token_hash = $1 and expires_at > $2', [hash, now()]);
    if (session) return c.json({ valid: true, purpose: 'session' } satisfies schemas.TokenCheck, 200);
    const [email] = await db.query<{ purpose: 'confirm' | 'reset' }>(
      'select purpose from email_tokens where token_hash = $1 and used_at is null and expires_at > $2',
      [hash, now()],
    );
    if (email) return c.json({ valid: true, purpose: email.purpose } satisfies schemas.TokenCheck, 200);
    return fail(c, 401, 'invalid_token', 'The token is unknown, used or expired');
  });

  app.get('/v4/email/check', async (c) => {
    const parsed = schemas.Email.safeParse(c.req.query('email') ?? '');
    if (!parsed.success) return fail(c, 422, 'invalid_body', 'The address is not valid', ['email']);
    const rows = await db.query('select 1 from users where lower(email) = $1', [parsed.data.trim().toLowerCase()]);
    return c.json({ available: rows.length === 0 } satisfies schemas.EmailCheck, 200);
  });

  // The site serves the same answer on any host (src/server/tools/index.ts).
  app.get('/ip', async (c) =>
    c.json(await ipAnswer(clientKey(c), options.visitorCountry?.(c) ?? null, options.addressInfo), 200, { 'Cache-Control': 'no-store' }),
  );

  app.post('/dns-leak', async (c) => {
    const { dnsLeak } = options;
    if (!dnsLeak) return fail(c, 503, 'unavailable', 'No name server runs for the DNS leak test here');
    const test = await dnsLeak.start(clientNetwork(clientKey(c)));
    if (!test) return fail(c, 429, 'too_many_attempts', 'Too many tests from this network; try again later');
    return c.json(test satisfies schemas.DnsLeakTest, 201, { 'Cache-Control': 'no-store' });
  });

  app.get('/dns-leak/:testId', async (c) => {
    const seen = await options.dnsLeak?.seen(c.req.param('testId'), c.req.header('x-test-key') ?? '');
    if (!seen) return fail(c, 404, 'not_found', 'No such test, or it has expired');
    const resolvers = await Promise.all(
      seen.resolvers.map(async ({ ip, lookups }) => {
        const facts = options.addressInfo ? await options.addressInfo(ip) : null;
        return {
          ip,
          country_code: facts?.country_code ?? null,
          operator: facts?.operator ?? null,
          vpn: facts?.vpn ?? false,
          lookups,
        } satisfies schemas.DnsResolver;
      }),
    );
    return c.json({ names: seen.names, resolvers } satisfies schemas.DnsLeakResult, 200, { 'Cache-Control': 'no-store' });
  });

  // Public (spec/api.yaml): the site's server pages list these; never the hosts.
  app.get('/nodes-pools', async (c) => {
    const country = c.req.query('country');
    const rows = await db.query<schemas.NodesPool>(
      'select id, name, country_code, premium from nodes_pools where ($1::text is null or country_code = $1) order by country_code, name',
      [country && /^[A-Z]{2}$/.test(country) ? country : null],
    );
    return c.json(rows, 200);
  });

  app.get('/v2/connection/config/premium', async (c) => {
    const user = await sessionUser(c);
    if (!user) return fail(c, 401, 'unauthorized', 'Sign in first');
    const [subscription] = await db.query<SubscriptionRow>('select * from subscriptions where user_id = $1', [user.id]);
    if (accessOf(user, subscription ?? null, now()) !== 'premium' || !user.allow_config_page)
      return fail(c, 403, 'unauthorized', 'Configuration files are for premium accounts');
    const protocol = schemas.Protocol.safeParse(c.req.query('protocol') ?? 'openvpn-udp');
    if (!protocol.success) return fail(c, 422, 'invalid_body', 'Unknown protocol', ['protocol']);
    const [pool] = await db.query<{ id: string; name: string; host: string }>('select id, name, host from nodes_pools where id = $1', [
      c.req.query('pool') ?? '',
    ]);
    if (!pool) return fail(c, 404, 'not_found', 'No such pool');
    const config = connectionConfig(pool, protocol.data, user.id);
    return c.text(config.text, 200, { 'Content-Disposition': `attachment; filename="${config.fileName}"`, 'Cache-Control': 'no-store' });
  });

  for (const gateway of ['stripe', 'aliumpay'] as const) {
    app.delete(`/subscriptions/${gateway}`, async (c) => {
      const user = await sessionUser(c);
      if (!user) return fail(c, 401, 'unauthorized', 'Sign in first');
      const [subscription] = await db.query<{ external_id: string | null }>(
        'select external_id from subscriptions where user_id = $1 and gateway_key = $2 and not is_canceled',
        [user.id, gateway],
      );
      if (!subscription) return fail(c, 404, 'not_found', `No active ${gateway} subscription`);
      // The gateway stops renewing first; only then does the account say so.
      try {
        await gateways[gateway]?.cancel({ externalId: subscription.external_id });
      } catch (error) {
        log.log('error', 'cancel failed', { gateway, error: error instanceof Error ? error.message : String(error) });
        return fail(c, 503, 'unavailable', 'The payment provider did not answer; try again shortly');
      }
      await db.query('update subscriptions set is_canceled = true where user_id = $1 and gateway_key = $2', [user.id, gateway]);
      return c.body(null, 204);
    });
  }

  app.post('/v1/token/jwt-zendesk', async (c) => {
    if (c.req.header('x-platform-key') !== 'site') return fail(c, 403, 'unauthorized', 'x-platform-key must be site');
    const user = await sessionUser(c);
    if (!user) return fail(c, 401, 'unauthorized', 'Sign in first');
    const secret = options.helpDeskJwtSecret;
    if (!secret) return fail(c, 503, 'not_configured', 'The help desk sign-on is not configured');
    const iat = Math.floor(now().getTime() / 1000);
    // The claims of the help desk's JWT sign-on; it refuses a token older than a few minutes.
    const jwt = await sign(
      {
        iat,
        exp: iat + JWT_LIFETIME_SECONDS,
        jti: randomUUID(),
        email: user.email,
        name: user.email.split('@')[0]!,
        external_id: String(user.id),
      },
      secret,
      'HS256',
    );
    return c.json({ jwt } satisfies schemas.ZendeskJwt, 200);
  });

  mountCommerce(app, {
    db,
    log,
    links,
    now,
    gateways,
    stripe: options.stripe ?? null,
    setPasswordHours: limits.confirmHours,
    secureCookies: options.secureCookies ?? false,
    clientKey,
    sessionUser,
    newSession,
    wake: () => options.wake?.(),
  });

  app.all('*', (c) => fail(c, 404, 'not_found', 'No such call'));
  return app;
}
