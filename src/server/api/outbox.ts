/**
 * The outbox worker: delivers the rows requests queued in the outbox table (mail.ts `enqueue`).
 * Rows are claimed with a lease (`locked_until`) under `for update skip locked`, so several server
 * processes can drain one table and a crashed worker's rows come back once its lease runs out.
 * A failed delivery is retried with exponential backoff, then marked failed. Delivery is at least
 * once: a process that dies between sending and marking sends that mail again after the lease.
 */
import type { Logger } from '../log.ts';
import { DEFAULT_LIMITS, resetMailFor, storeResetMail, type ResetRequest } from './app.ts';
import type { Database } from './db/index.ts';
import type { PostbackPayload } from './commerce/orders.ts';
import type { PostbackSender } from './commerce/affiliate.ts';
import type { Mailer, MailMessage, OutboxKind } from './mail.ts';

export interface OutboxWorkerOptions {
  readonly db: Database;
  readonly transport: Mailer;
  readonly log: Logger;
  readonly now?: () => Date;
  /** How often to look for due rows when nothing wakes the worker (ms). */
  readonly pollMs?: number;
  /** Rows claimed at once; they are delivered concurrently. */
  readonly batch?: number;
  /** Attempts before a row is marked failed. */
  readonly maxAttempts?: number;
  /** The wait before the next attempt after `attempts` failed ones (ms). */
  readonly backoff?: (attempts: number) => number;
  /** How long a claimed row stays this worker's before another may take it (ms). */
  readonly leaseMs?: number;
  /** The longest wait for one delivery (ms); kept well under the lease. */
  readonly sendTimeoutMs?: number;
  /** How long stop() lets deliveries in flight run before it aborts them (ms); under main.ts's 10 s. */
  readonly stopGraceMs?: number;
  /** The API's limits, for expanding forgot-password requests (default: the API's defaults). */
  readonly limits?: Partial<typeof DEFAULT_LIMITS>;
  /**
   * Keep what a delivered row carried. Off, a sent mail keeps its address and subject but not its
   * text, HTML and links (live tokens), and an expanded reset request drops the address it named.
   * The development mailbox turns this on to show the links.
   */
  readonly keepDelivered?: boolean;
  /** Days a sent or failed row is kept before the worker deletes it. */
  readonly retentionDays?: number;
  /** Sends a paid order's conversion to the affiliate network; default: none is configured, so it is only recorded. */
  readonly postback?: PostbackSender;
}

const PRUNE_EVERY_MS = 3_600_000;

/** Deletes rows that were sent or failed before `before`: nothing is kept for ever. */
export async function pruneOutbox(db: Database, before: Date): Promise<number> {
  const rows = await db.query('delete from outbox where (sent_at is not null or failed_at is not null) and created_at < $1 returning id', [
    before,
  ]);
  return rows.length;
}

export interface OutboxWorker {
  /** Stops polling and waits for the batch in hand (aborting its deliveries after stopGraceMs). */
  stop(): Promise<void>;
  /** Delivers until nothing is due; the number of rows handled (tests). */
  drain(): Promise<number>;
  /** Looks for due rows now (after a request in this process queued one). */
  wake(): void;
}

interface OutboxRow {
  readonly id: string;
  readonly kind: OutboxKind;
  readonly payload: unknown;
  readonly attempts: number;
  /** The `locked_until` this worker set when it claimed the row. */
  readonly lease: Date;
}

/** 5 s, 10 s, 20 s … doubling up to an hour: 12 attempts span about 2.4 hours. */
export function defaultBackoff(attempts: number): number {
  return Math.min(5_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

const KINDS: readonly OutboxKind[] = ['mail', 'reset-request', 'affiliate-postback'];

/** An error's message fit for the log and `last_error`: short, without e-mail addresses. */
function reasonOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/[^\s<>"'@]+@[^\s<>"'@]+/g, '<address>').slice(0, 500);
}

function parsed(payload: unknown): unknown {
  // pg parses jsonb; keep working should a driver hand back the text.
  return typeof payload === 'string' ? JSON.parse(payload) : payload;
}

export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, transport, log } = options;
  const now = options.now ?? (() => new Date());
  const pollMs = options.pollMs ?? 1_000;
  const batch = options.batch ?? 10;
  const maxAttempts = options.maxAttempts ?? 12;
  const backoff = options.backoff ?? defaultBackoff;
  const leaseMs = options.leaseMs ?? 120_000;
  const sendTimeoutMs = options.sendTimeoutMs ?? 60_000;
  const stopGraceMs = options.stopGraceMs ?? 5_000;
  const limits = { ...DEFAULT_LIMITS, ...options.limits };
  const keepDelivered = options.keepDelivered ?? false;
  const postback = options.postback ?? (async () => undefined);

  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let wokenDuringCycle = false;
  let failuresInRow = 0;
  const inFlight = new Set<AbortController>();
  // Drains of one worker run one after another (the poll loop and drain() from tests).
  let chain: Promise<unknown> = Promise.resolve();
  const exclusive = <T>(fn: () => Promise<T>): Promise<T> => {
    const run = chain.then(fn);
    chain = run.catch(() => undefined);
    return run;
  };

  async function claim(): Promise<OutboxRow[]> {
    const at = now();
    const lease = new Date(at.getTime() + leaseMs);
    const rows = await db.query<Omit<OutboxRow, 'lease'>>(
      `update outbox set locked_until = $2, attempts = attempts + 1
       where id in (
         select id from outbox
         where sent_at is null and failed_at is null and next_attempt_at <= $1 and (locked_until is null or locked_until < $1)
           and kind = any($4)
         order by id limit $3
         for update skip locked)
       returning id, kind, payload, attempts`,
      // Only the kinds this version knows: during a rolling deploy an older process leaves a newer
      // kind to the newer processes instead of failing it.
      [at, lease, batch, KINDS],
    );
    return rows
      .map((r) => ({ ...r, id: String(r.id), attempts: Number(r.attempts), payload: parsed(r.payload), lease }))
      .sort((a, b) => Number(a.id) - Number(b.id));
  }

  /** A delivery, given up on (and aborted) after sendTimeoutMs or by stop(). */
  async function send(deliver: (signal: AbortSignal) => Promise<void>): Promise<void> {
    const controller = new AbortController();
    inFlight.add(controller);
    const timeout = setTimeout(() => controller.abort(new Error(`the delivery did not answer in ${sendTimeoutMs} ms`)), sendTimeoutMs);
    try {
      await Promise.race([
        deliver(controller.signal),
        // A transport that ignores the signal is left behind.
        new Promise<never>((_, reject) =>
          controller.signal.addEventListener('abort', () => reject(controller.signal.reason), { once: true }),
        ),
      ]);
    } finally {
      clearTimeout(timeout);
      inFlight.delete(controller);
    }
  }

  async function markSent(row: OutboxRow): Promise<void> {
    await db.query(
      `update outbox set sent_at = $2, locked_until = null, last_error = null${keepDelivered ? '' : ", payload = payload - 'text' - 'html' - 'links'"}
       where id = $1`,
      [row.id, now()],
    );
  }

  /** Looks the address up and, for an account within its mail limit, queues the reset mail; once. */
  async function expand(row: OutboxRow): Promise<void> {
    const at = now();
    const reset = await resetMailFor(db, row.payload as ResetRequest, limits);
    await db.transaction(async (tx) => {
      // Marking first takes the row's lock: a second worker holding an expired lease on the same
      // row waits here, then finds it done and queues nothing.
      const done = await tx.query(
        `update outbox set sent_at = $2, locked_until = null, last_error = null${keepDelivered ? '' : ", payload = payload - 'email'"}
         where id = $1 and sent_at is null and failed_at is null returning id`,
        [row.id, at],
      );
      if (done.length && reset) await storeResetMail(tx, reset, at, limits);
    });
  }

  // Both updates apply only while the row is still this worker's: after an expired lease another
  // worker may have claimed it again, and perhaps delivered it.
  async function retryOrFail(row: OutboxRow, error: unknown): Promise<void> {
    const reason = reasonOf(error);
    const fields = { id: row.id, kind: row.kind, attempts: row.attempts, error: reason };
    if (row.attempts >= maxAttempts) {
      const updated = await db.query(
        'update outbox set failed_at = $2, locked_until = null, last_error = $3 where id = $1 and locked_until = $4 returning id',
        [row.id, now(), reason, row.lease],
      );
      if (updated.length) log.log('error', 'outbox delivery failed for good', fields);
      return;
    }
    const delay = backoff(row.attempts);
    const updated = await db.query(
      'update outbox set next_attempt_at = $2, locked_until = null, last_error = $3 where id = $1 and locked_until = $4 returning id',
      [row.id, new Date(now().getTime() + delay), reason, row.lease],
    );
    if (updated.length) log.log('warn', 'outbox delivery failed; will retry', { ...fields, retryInMs: delay });
  }

  async function handle(row: OutboxRow): Promise<void> {
    try {
      if (row.kind === 'reset-request') return await expand(row);
      if (row.kind === 'affiliate-postback') await send((signal) => postback(row.payload as PostbackPayload, signal));
      else await send((signal) => transport.send(row.payload as MailMessage, signal));
    } catch (error) {
      return retryOrFail(row, error);
    }
    // Sent: a failure to record it leaves the row leased, and it goes again after the lease.
    await markSent(row);
  }

  async function drainNow(): Promise<number> {
    let handled = 0;
    while (!stopped) {
      const rows = await claim();
      if (!rows.length) break;
      // Settled, not raced: stop() waits for the whole batch.
      const results = await Promise.allSettled(rows.map(handle));
      handled += rows.length;
      const failure = results.find((r) => r.status === 'rejected');
      if (failure) throw failure.reason;
    }
    return handled;
  }

  function schedule(ms: number): void {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => void cycle(), ms);
    // The worker alone keeps no process alive (the server does).
    timer.unref();
  }

  let lastPrune = 0;
  /** Once an hour, the rows past their retention go. */
  async function pruneNow(): Promise<void> {
    const at = now();
    if (at.getTime() - lastPrune < PRUNE_EVERY_MS) return;
    lastPrune = at.getTime();
    const removed = await pruneOutbox(db, new Date(at.getTime() - (options.retentionDays ?? 30) * 86_400_000));
    if (removed) log.log('info', 'outbox pruned', { removed });
  }

  async function cycle(): Promise<void> {
    timer = undefined;
    wokenDuringCycle = false;
    try {
      await exclusive(drainNow);
      await pruneNow();
      failuresInRow = 0;
      schedule(wokenDuringCycle ? 0 : pollMs);
    } catch (error) {
      // Most likely the database is away: keep going, more slowly.
      failuresInRow += 1;
      const delay = Math.min(pollMs * 2 ** failuresInRow, 60_000);
      log.log('error', 'outbox worker error', { error: reasonOf(error), retryInMs: delay });
      schedule(delay);
    }
  }

  // The first look runs at once (rows left from before a restart); drain() queues behind it.
  void cycle();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      // Aborted, a delivery counts as a failed attempt and goes again later, from any process.
      const grace = setTimeout(() => {
        for (const controller of inFlight) controller.abort(new Error('the server is stopping'));
      }, stopGraceMs);
      try {
        await chain;
      } finally {
        clearTimeout(grace);
      }
    },
    drain: () => exclusive(drainNow),
    wake() {
      if (stopped) return;
      // A cycle is running when no timer is pending: it goes round again when it ends.
      if (timer === undefined) wokenDuringCycle = true;
      else schedule(0);
    },
  };
}
