/** What every API route shares: the error body, the JSON body check, the bearer token, the locale. */
import type { Context } from 'hono';
import type * as z from 'zod/mini';
import type * as schemas from '../../../generated/api/schemas.ts';
import { isLocalePrefix, type LocalePrefix } from '../../../generated/locales.ts';

export type ErrorCode =
  | 'invalid_body'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'forbidden_origin'
  | 'not_configured'
  | 'invalid_credentials'
  | 'too_many_attempts'
  | 'email_taken'
  | 'unauthorized'
  | 'invalid_token'
  | 'wrong_password'
  | 'already_confirmed'
  | 'not_found'
  | 'unavailable'
  | 'promo_invalid'
  | 'order_settled'
  | 'not_paid'
  | 'invalid_signature';

export function fail(
  c: Context,
  status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503,
  code: ErrorCode,
  message: string,
  fields?: string[],
) {
  return c.json({ code, message, ...(fields ? { fields } : {}) } satisfies schemas.ErrorBody, status);
}

/** The request's JSON body checked against a generated schema; null when malformed. */
export async function body<T>(c: Context, schema: z.ZodMiniType<T>): Promise<{ ok: true; value: T } | { ok: false; fields: string[] }> {
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    return { ok: false, fields: [] };
  }
  const parsed = schema.safeParse(raw);
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, fields: [...new Set(parsed.error.issues.map((i) => i.path.join('.') || '(body)'))] };
}

export function bearer(c: Context): string | null {
  const header = c.req.header('authorization') ?? '';
  const match = /^Bearer ([A-Za-z0-9_-]{20,200})$/.exec(header);
  return match ? match[1]! : null;
}

export function localeOf(c: Context, fallback?: string): LocalePrefix {
  const candidate = fallback ?? c.req.header('x-locale') ?? '';
  return isLocalePrefix(candidate) ? candidate : 'en';
}
