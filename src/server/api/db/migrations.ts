/** Schema migrations, applied in order at start; each runs once, recorded in schema_migrations. */
import type { Database } from './database.ts';

export const migrations: ReadonlyArray<{ id: string; sql: string }> = [
  {
    id: '001-accounts',
    sql: `
      create table users (
        id bigserial primary key,
        email text not null,
        password_hash text not null,
        email_confirmed_at timestamptz,
        access_type text not null default 'public' check (access_type in ('public', 'premium')),
        allow_config_page boolean not null default false,
        locale text not null default 'en',
        created_at timestamptz not null default now()
      );
      -- Addresses are compared case-insensitively.
      create unique index users_email_key on users (lower(email));
      create table sessions (
        token_hash text primary key,
        user_id bigint not null references users (id) on delete cascade,
        created_at timestamptz not null default now(),
        expires_at timestamptz not null
      );
      create index sessions_user on sessions (user_id);
      create table email_tokens (
        token_hash text primary key,
        user_id bigint not null references users (id) on delete cascade,
        purpose text not null check (purpose in ('confirm', 'reset')),
        expires_at timestamptz not null,
        used_at timestamptz
      );
      create table subscriptions (
        user_id bigint primary key references users (id) on delete cascade,
        gateway_key text not null,
        is_canceled boolean not null default false,
        expires_at timestamptz
      );
      create table payments (
        id text primary key,
        user_id bigint not null references users (id) on delete cascade,
        created_at timestamptz not null default now(),
        amount numeric(10, 2) not null,
        currency text not null,
        status text not null,
        gateway_key text not null
      );
      create table login_attempts (
        key text not null,
        attempted_at timestamptz not null default now()
      );
      create index login_attempts_key on login_attempts (key, attempted_at);
      create table dev_mail (
        id bigserial primary key,
        to_address text not null,
        subject text not null,
        text_body text not null,
        html_body text not null,
        links jsonb not null,
        created_at timestamptz not null default now()
      );
    `,
  },
  {
    id: '002-nodes-pools',
    sql: `
      create table nodes_pools (
        id text primary key,
        name text not null,
        country_code text not null,
        premium boolean not null,
        host text not null
      );
    `,
  },
  {
    // Mail leaves through this table: requests queue rows in the transaction of the data they go
    // with, and the worker (src/server/api/outbox.ts) delivers them with retries.
    id: '003-outbox',
    sql: `
      create table outbox (
        id bigserial primary key,
        kind text not null,
        payload jsonb not null,
        created_at timestamptz not null default now(),
        attempts integer not null default 0,
        next_attempt_at timestamptz not null default now(),
        locked_until timestamptz,
        sent_at timestamptz,
        failed_at timestamptz,
        last_error text
      );
      -- The worker's scan: rows neither sent nor failed, by due time.
      create index outbox_due on outbox (next_attempt_at, id) where sent_at is null and failed_at is null;
      -- The per-client limit on forgot-password requests counts these.
      create index outbox_reset_requests on outbox ((payload ->> 'client'), created_at) where kind = 'reset-request';
      -- The development mailbox reads the outbox now.
      drop table dev_mail;
    `,
  },
  {
    // Login throttling by counters with growing waits (src/server/api/throttle.ts), replacing the
    // per-attempt rows whose fixed limit let anyone lock an account.
    id: '004-login-throttle',
    sql: `
      drop table login_attempts;
      create table login_throttle (
        key text primary key,
        failures integer not null,
        window_started_at timestamptz not null,
        blocked_until timestamptz
      );
      create table login_known_clients (
        user_id bigint not null references users (id) on delete cascade,
        client text not null,
        last_seen_at timestamptz not null,
        primary key (user_id, client)
      );
    `,
  },
  {
    // The contact form's messages: kept so none is lost when mail fails, and counted per client.
    id: '005-contact-messages',
    sql: `
      create table contact_messages (
        id bigserial primary key,
        name text not null,
        email text not null,
        topic text not null,
        message text not null,
        locale text not null,
        client text not null,
        created_at timestamptz not null
      );
      create index contact_messages_client on contact_messages (client, created_at)
    `,
  },
  {
    // Buying Premium (src/server/api/commerce/): promo codes, orders and their states, one payment
    // row per order, gateway events seen once, affiliate events and postbacks, app action keys.
    id: '006-commerce',
    sql: `
      create table promo_codes (
        code text primary key check (code = upper(code)),
        percent_off integer not null check (percent_off between 1 and 99),
        valid_from timestamptz,
        valid_until timestamptz,
        max_uses integer check (max_uses > 0),
        uses integer not null default 0,
        -- null: every plan
        plan_ids text[]
      );
      create table orders (
        id text primary key,
        user_id bigint not null references users (id) on delete cascade,
        plan_id text not null,
        months integer not null,
        -- minor units (cents), discount applied; full_amount before it
        amount integer not null check (amount >= 0),
        full_amount integer not null check (full_amount >= amount),
        currency text not null,
        promo_code text references promo_codes (code),
        discount_percent integer not null default 0,
        status text not null default 'created' check (status in ('created', 'pending', 'paid', 'failed', 'refunded')),
        gateway_key text,
        external_id text,
        edition text not null,
        locale text not null,
        aid text,
        btag text,
        -- the order created the account: a set-password mail follows the payment
        new_account boolean not null default false,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        paid_at timestamptz
      );
      create index orders_user on orders (user_id, created_at);
      create unique index orders_external on orders (gateway_key, external_id) where external_id is not null;
      alter table payments add column order_id text unique references orders (id) on delete cascade;
      alter table payments add column plan_id text;
      alter table subscriptions add column plan_id text;
      alter table subscriptions add column external_id text;
      create table gateway_events (
        gateway_key text not null,
        event_id text not null,
        received_at timestamptz not null,
        primary key (gateway_key, event_id)
      );
      create table affiliate_events (
        id bigserial primary key,
        event text not null check (event in ('visit', 'sign-up', 'purchase')),
        aid text,
        btag text,
        user_id bigint references users (id) on delete set null,
        order_id text references orders (id) on delete set null,
        client text not null,
        created_at timestamptz not null
      );
      create index affiliate_events_aid on affiliate_events (aid, created_at);
      create table affiliate_postbacks (
        order_id text primary key references orders (id) on delete cascade,
        aid text,
        btag text,
        created_at timestamptz not null
      );
      create table action_keys (
        key_hash text primary key,
        user_id bigint not null references users (id) on delete cascade,
        expires_at timestamptz not null,
        used_at timestamptz
      );
    `,
  },
  {
    // The privacy tools (DECISIONS 25): the server pools' public addresses (exit addresses and
    // resolvers, single addresses or CIDR ranges) mark an address as the VPN's; a DNS leak test
    // and the resolvers its names were looked up by live for minutes.
    id: '007-privacy-tools',
    sql: `
      alter table nodes_pools add column addresses text[] not null default '{}';
      create table dns_leak_tests (
        id text primary key,
        key_hash text not null,
        client text not null,
        created_at timestamptz not null,
        expires_at timestamptz not null
      );
      create index dns_leak_tests_client on dns_leak_tests (client, created_at);
      create index dns_leak_tests_expires on dns_leak_tests (expires_at);
      create table dns_leak_lookups (
        test_id text not null references dns_leak_tests (id) on delete cascade,
        resolver text not null,
        name text not null,
        seen_at timestamptz not null,
        primary key (test_id, resolver, name)
      );
    `,
  },
];

/** Applies the migrations not yet applied, each in its own transaction. */
export async function migrate(db: Database): Promise<string[]> {
  // Several servers starting at once on a fresh database: one creates the table, the others wait.
  await db.transaction(async (tx) => {
    if (db.kind === 'postgres') await tx.query('select pg_advisory_xact_lock(7301)');
    await tx.query('create table if not exists schema_migrations (id text primary key, applied_at timestamptz not null default now())');
  });
  const applied = new Set((await db.query<{ id: string }>('select id from schema_migrations')).map((r) => r.id));
  const done: string[] = [];
  for (const migration of migrations) {
    if (applied.has(migration.id)) continue;
    await db.transaction(async (tx) => {
      // Two processes starting at once: the second waits, then finds the migration recorded.
      if (db.kind === 'postgres') await tx.query('select pg_advisory_xact_lock(7301)');
      const again = await tx.query('select 1 from schema_migrations where id = $1', [migration.id]);
      if (again.length) return;
      for (const statement of migration.sql
        .split(/;\s*\n/)
        .map((s) => s.trim())
        .filter(Boolean))
        await tx.query(statement);
      await tx.query('insert into schema_migrations (id) values ($1)', [migration.id]);
      done.push(migration.id);
    });
  }
  return done;
}
