/**
 * The runtime of the generated API client (generated/api/client.ts holds only what comes from
 * spec/api.yaml: the operations, their schemas and the table of default headers). Every call
 * returns { response, error } and never throws for an HTTP or network failure (DECISIONS 8).
 */
import type { Middleware } from 'openapi-fetch';
import type * as z from 'zod/mini';

/** A failed call: the failed response's status and parsed body; status 0 when the network failed. */
export interface ApiError {
  readonly status: number;
  readonly body: unknown;
  readonly reason: 'http' | 'network' | 'invalid-response';
}

/** Every call returns this. */
export type ApiResult<T> = { readonly response: T; readonly error: undefined } | { readonly response: undefined; readonly error: ApiError };

export interface CallOptions {
  /** A bearer token for this call instead of the session's (the links of e-mails). */
  readonly token?: string;
  readonly signal?: AbortSignal;
}

/** A default header of x-default-headers: the header's name and the context key of its value. */
export interface DefaultHeader<K extends string> {
  readonly name: string;
  readonly key: K;
}

/** The values of the default headers, by key, and the session's bearer token, read at each call. */
export type HeaderContext<K extends string> = { readonly [P in K]: string } & { readonly token: string | null };

/** openapi-fetch's request options for a call's own token and abort signal. */
export function init(options: CallOptions | undefined): { headers?: Record<string, string>; signal?: AbortSignal } {
  return {
    ...(options?.token ? { headers: { Authorization: `Bearer ${options.token}` } } : {}),
    ...(options?.signal ? { signal: options.signal } : {}),
  };
}

/**
 * Sets the default headers the spec names on every request, and `Authorization: Bearer` from the
 * session unless the call brought its own token.
 */
export function defaultHeaders<K extends string>(headers: readonly DefaultHeader<K>[], context: () => HeaderContext<K>): Middleware {
  return {
    onRequest({ request }) {
      const values = context();
      for (const header of headers) request.headers.set(header.name, values[header.key]);
      if (values.token && !request.headers.has('Authorization')) request.headers.set('Authorization', `Bearer ${values.token}`);
      return request;
    },
  };
}

/** What openapi-fetch resolves to. */
export type FetchResult = { data?: unknown; error?: unknown; response: Response };

/** A call's outcome: the validated body, or the error (HTTP status, network failure or a body that does not match). */
export async function call<T>(pending: Promise<FetchResult>, schema: z.ZodMiniType<T> | null): Promise<ApiResult<T>> {
  let result: FetchResult;
  try {
    result = await pending;
  } catch (cause) {
    return { response: undefined, error: { status: 0, body: cause instanceof Error ? cause.message : null, reason: 'network' } };
  }
  const { response } = result;
  if (!response.ok) return { response: undefined, error: { status: response.status, body: result.error ?? null, reason: 'http' } };
  if (schema === null) return { response: undefined as T, error: undefined };
  const parsed = schema.safeParse(result.data);
  return parsed.success
    ? { response: parsed.data, error: undefined }
    : { response: undefined, error: { status: response.status, body: result.data ?? null, reason: 'invalid-response' } };
}
