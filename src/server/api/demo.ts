/** Demo data for a fresh database: server pools and two users, so the cabinet can be tried at once. */
import type { Database } from './db/index.ts';
import { hashPassword } from './security.ts';

/** The demo accounts (README names them). */
export const DEMO_USERS = {
  premium: { email: 'premium@demo.fvp.example', password: 'premium-demo-pass' },
  free: { email: 'free@demo.fvp.example', password: 'free-demo-pass' },
} as const;

/**
 * The pools' public addresses (their exit addresses and DNS resolvers) are from the ranges kept
 * for documentation (RFC 5737, RFC 3849): EXAMPLE values, which the IP check and the DNS leak test
 * count as the VPN's.
 */
const POOLS: ReadonlyArray<[id: string, name: string, country: string, premium: boolean, addresses: string[]]> = [
  ['de-fra', 'Frankfurt', 'DE', true, ['198.51.100.8/29', '2001:db8:de::/48']],
  ['nl-ams', 'Amsterdam', 'NL', false, ['198.51.100.16/29', '2001:db8:31::/48']],
  ['us-nyc', 'New York', 'US', true, ['198.51.100.24/29', '2001:db8:1::/48']],
  ['jp-tyo', 'Tokyo', 'JP', true, ['198.51.100.32/29', '2001:db8:81::/48']],
  ['fr-par', 'Paris', 'FR', false, ['198.51.100.40/29', '2001:db8:33::/48']],
];

/**
 * Demo promo codes (README lists them): DEMO20 takes 20 % off every plan; the others show a code
 * for one plan, an expired one and a used-up one.
 */
const PROMO_CODES: ReadonlyArray<
  [code: string, percent: number, validUntil: string | null, maxUses: number | null, uses: number, plans: string[] | null]
> = [
  ['DEMO20', 20, null, null, 0, null],
  ['YEAR30', 30, null, null, 0, ['year']],
  ['EXPIRED10', 10, '2020-01-01T00:00:00Z', null, 0, null],
  ['USEDUP15', 15, null, 1, 1, null],
];

/** Seeds the pools, the promo codes and the demo users that are missing; returns whether it added users. */
export async function seedDemoData(db: Database): Promise<boolean> {
  // Several servers starting together on one database seed it once: the first holds the lock.
  return db.transaction(async (tx) => {
    if (db.kind === 'postgres') await tx.query('select pg_advisory_xact_lock(7302)');
    const [{ n } = { n: '0' }] = await tx.query<{ n: string }>('select count(*) as n from users where lower(email) = any($1)', [
      Object.values(DEMO_USERS).map((u) => u.email),
    ]);
    const [{ p } = { p: '0' }] = await tx.query<{ p: string }>('select count(*) as p from nodes_pools');
    if (Number(p) === 0) {
      for (const [id, name, country, premium, addresses] of POOLS) {
        await tx.query('insert into nodes_pools (id, name, country_code, premium, host, addresses) values ($1, $2, $3, $4, $5, $6)', [
          id,
          name,
          country,
          premium,
          `${id}.vpn.fvp.example`,
          addresses,
        ]);
      }
    } else {
      // Demo pools made before pools had addresses get theirs.
      for (const [id, , , , addresses] of POOLS)
        await tx.query(`update nodes_pools set addresses = $2 where id = $1 and addresses = '{}'`, [id, addresses]);
    }
    for (const [code, percent, validUntil, maxUses, uses, plans] of PROMO_CODES) {
      await tx.query(
        `insert into promo_codes (code, percent_off, valid_until, max_uses, uses, plan_ids) values ($1, $2, $3, $4, $5, $6)
         on conflict (code) do nothing`,
        [code, percent, validUntil, maxUses, uses, plans],
      );
    }
    if (Number(n) > 0) return false;
    const [premium] = await tx.query<{ id: string }>(
      `insert into users (email, password_hash, email_confirmed_at, access_type, allow_config_page)
       values ($1, $2, now(), 'premium', true) returning id`,
      [DEMO_USERS.premium.email, await hashPassword(DEMO_USERS.premium.password)],
    );
    await tx.query(
      `insert into subscriptions (user_id, gateway_key, is_canceled, expires_at, plan_id) values ($1, 'stripe', false, now() + interval '30 days', 'month')`,
      [premium!.id],
    );
    await tx.query(
      `insert into payments (id, user_id, created_at, amount, currency, status, gateway_key, plan_id) values
       ('demo-1', $1, now() - interval '30 days', 11.99, 'USD', 'success', 'stripe', 'month'),
       ('demo-2', $1, now(), 11.99, 'USD', 'success', 'stripe', 'month')`,
      [premium!.id],
    );
    await tx.query(`insert into users (email, password_hash, email_confirmed_at) values ($1, $2, now())`, [
      DEMO_USERS.free.email,
      await hashPassword(DEMO_USERS.free.password),
    ]);
    return true;
  });
}
