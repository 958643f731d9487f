/** One small interface over both drivers: PGlite (embedded PostgreSQL) and a PostgreSQL server. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /** Runs `fn` in a transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Resolves when the database answers a trivial query (readiness). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** PostgreSQL's code for a unique violation. */
export const UNIQUE_VIOLATION = '23505';

export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === UNIQUE_VIOLATION;
}

/**
 * The database cannot be reached right now (restart, outage, connection lost or refused): nothing
 * is wrong with the request, and the same request may succeed shortly. The original error is `cause`.
 */
export class DatabaseUnavailableError extends Error {
  override readonly name = 'DatabaseUnavailableError';

  constructor(cause: unknown) {
    super(`database unavailable: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
}

export function isDatabaseUnavailable(error: unknown): error is DatabaseUnavailableError {
  // By name too: the server bundle and the tests may each hold their own copy of the class.
  return error instanceof DatabaseUnavailableError || (error instanceof Error && error.name === 'DatabaseUnavailableError');
}

/** Socket errors that mean the server is away or the connection broke, not that the SQL was wrong. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of an unavailable server: class 08 (connection exception), 57P01 admin shutdown,
 * 57P02 crash shutdown, 57P03 cannot connect now (starting or stopping), 53300 too many connections.
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);

/** Messages of node-postgres and its pool for a lost, refused or timed-out connection. */
const CONNECTION_MESSAGES = [
  /^Connection terminated/, // …unexpectedly, …due to connection timeout
  /^timeout exceeded when trying to connect/,
  /is not queryable/, // a client whose connection already failed or was closed
  /^Query read timeout/, // query_timeout: the server stopped answering
];

/**
 * Whether `error` (or what caused it) is a connection-class failure: the database is unavailable.
 * Ordinary SQL errors, such as a unique violation, are not.
 */
export function isConnectionFailure(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 5) return false;
  if (isDatabaseUnavailable(error)) return true;
  const { code, message, cause, errors } = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof code === 'string') {
    if (SOCKET_CODES.has(code)) return true;
    if (/^[0-9A-Z]{5}$/.test(code)) return code.startsWith('08') || UNAVAILABLE_SQLSTATES.has(code);
  }
  if (typeof message === 'string' && CONNECTION_MESSAGES.some((pattern) => pattern.test(message))) return true;
  // Node's connection attempts to several addresses fail with an AggregateError of each attempt.
  if (Array.isArray(errors) && errors.length > 0 && errors.every((e) => isConnectionFailure(e, depth + 1))) return true;
  return cause !== undefined && isConnectionFailure(cause, depth + 1);
}
