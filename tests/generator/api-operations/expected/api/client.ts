/* eslint-disable */
// Generated from spec/api.yaml by `npm run generate`. Do not edit: change the spec and regenerate.

import createClient, { type Middleware } from 'openapi-fetch';
import * as z from 'zod/mini';
import * as schemas from './schemas.ts';
import type { operations, paths } from './types.ts';
/** Values of the default headers and the session token, read at each call. */
export interface ApiContext {
  /** x-website: the current domain. */
  readonly website: string;
  /** x-locale: the page's locale prefix. */
  readonly locale: string;
  /** Accept-Language: the page's BCP 47 tag. */
  readonly language: string;
  /** The session's bearer token, if any. */
  readonly token: string | null;
}

/** A failed call: the failed response's status and parsed body; status 0 when the network failed. */
export interface ApiError {
  readonly status: number;
  readonly body: unknown;
  readonly reason: 'http' | 'network' | 'invalid-response';
}

/** Every call returns this; nothing throws for an HTTP or network failure (DECISIONS 8). */
export type ApiResult<T> =
  | { readonly response: T; readonly error: undefined }
  | { readonly response: undefined; readonly error: ApiError };

export interface ApiOptions {
  /** The API base, e.g. http://localhost:3000/api. */
  readonly baseUrl: string;
  /** The CDN base of the popup list, e.g. http://localhost:3000/cdn. */
  readonly cdnBaseUrl: string;
  readonly context: () => ApiContext;
  readonly fetch?: typeof globalThis.fetch;
}

export interface CallOptions {
  /** A bearer token for this call instead of the session's (the links of e-mails). */
  readonly token?: string;
  readonly signal?: AbortSignal;
}

function init(options: CallOptions | undefined): { headers?: Record<string, string>; signal?: AbortSignal } {
  return {
    ...(options?.token ? { headers: { Authorization: `Bearer ${options.token}` } } : {}),
    ...(options?.signal ? { signal: options.signal } : {}),
  };
}

function defaultHeaders(context: () => ApiContext): Middleware {
  return {
    onRequest({ request }) {
      const c = context();
      request.headers.set('x-website', c.website);
      request.headers.set('x-locale', c.locale);
      request.headers.set('Accept-Language', c.language);
      if (c.token && !request.headers.has('Authorization')) request.headers.set('Authorization', `Bearer ${c.token}`);
      return request;
    },
  };
}

/** What openapi-fetch resolves to. */
type FetchResult = { data?: unknown; error?: unknown; response: Response };

async function call<T>(
  pending: Promise<FetchResult>,
  schema: z.ZodMiniType<T> | null,
): Promise<ApiResult<T>> {
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

/** One typed function per operation of api.yaml, each returning { response, error }. */
export function createApi(options: ApiOptions) {
  const api = createClient<paths>({ baseUrl: options.baseUrl, fetch: options.fetch });
  api.use(defaultHeaders(options.context));
  const cdn = createClient<paths>({ baseUrl: options.cdnBaseUrl, fetch: options.fetch });
  return {
    /** GET /config/{pool}: A configuration file. */
    getConfig: (input: { path: NonNullable<operations['getConfig']['parameters']['path']>; query: NonNullable<operations['getConfig']['parameters']['query']> }, options?: CallOptions): Promise<ApiResult<string>> =>
      call(api.GET('/config/{pool}', { params: { path: input.path, query: input.query }, parseAs: 'text', ...init(options) }), z.string()),
    /** POST /login: Sign in. */
    login: (input: { body: NonNullable<operations['login']['requestBody']>['content']['application/json'] }, options?: CallOptions): Promise<ApiResult<schemas.TokenResponse>> =>
      call(api.POST('/login', { body: input.body, ...init(options) }), schemas.TokenResponse),
    /** POST /logout: End the session. Bearer token. */
    logout: (options?: CallOptions): Promise<ApiResult<undefined>> =>
      call(api.POST('/logout', { ...init(options) }), null),
    /** GET /pools: Server pools. */
    listPools: (input: { query?: NonNullable<operations['listPools']['parameters']['query']> }, options?: CallOptions): Promise<ApiResult<Array<schemas.Pool>>> =>
      call(api.GET('/pools', { params: { query: input.query }, ...init(options) }), z.array(schemas.Pool)),
    /** GET /popups/{productId}.json: The popup list, from the CDN. */
    listPopups: (input: { path: NonNullable<operations['listPopups']['parameters']['path']> }, options?: CallOptions): Promise<ApiResult<Array<unknown>>> =>
      call(cdn.GET('/popups/{productId}.json', { params: { path: input.path }, ...init(options) }), z.array(z.record(z.string(), z.unknown()))),
    /** POST /v1/token/jwt: A signed JWT. Bearer token. */
    getJwt: (options?: CallOptions): Promise<ApiResult<unknown>> =>
      call(api.POST('/v1/token/jwt', { params: { header: { 'x-platform-key': 'site' } }, ...init(options) }), z.object({ jwt: z.string() })),
    /** GET on a caller-given path below the API base: generic service data, unvalidated. */
    getServiceData: (path: string, options?: CallOptions): Promise<ApiResult<unknown>> =>
      call((api.GET as unknown as (path: string, init: object) => Promise<FetchResult>)(path, init(options)), z.unknown()),
  };
}

export type Api = ReturnType<typeof createApi>;
