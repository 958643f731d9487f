/* eslint-disable */
// Generated from spec/api.yaml by `npm run generate`. Do not edit: change the spec and regenerate.

import createClient from 'openapi-fetch';
import * as z from 'zod/mini';
import {
  call,
  defaultHeaders,
  init,
  type ApiResult,
  type CallOptions,
  type DefaultHeader,
  type FetchResult,
  type HeaderContext,
} from '../../generator/runtime/api-client.ts';
import * as schemas from './schemas.ts';
import type { operations, paths } from './types.ts';
export type { ApiError, ApiResult, CallOptions } from '../../generator/runtime/api-client.ts';

/** The headers every call sends (x-default-headers of spec/api.yaml). */
export const apiDefaultHeaders = [{ name: 'x-locale', key: 'xLocale' }] as const satisfies readonly DefaultHeader<string>[];

/** Values of the default headers and the session token, read at each call. */
export interface ApiContext extends HeaderContext<(typeof apiDefaultHeaders)[number]['key']> {
  /** x-locale: The page locale prefix. */
  readonly xLocale: string;
}

export interface ApiOptions {
  /** The API base, e.g. http://localhost:3000/api. */
  readonly baseUrl: string;
  /** The CDN base of the popup list, e.g. http://localhost:3000/cdn. */
  readonly cdnBaseUrl: string;
  readonly context: () => ApiContext;
  readonly fetch?: typeof globalThis.fetch;
}

/** One typed function per operation of api.yaml, each returning { response, error }. */
export function createApi(options: ApiOptions) {
  const api = createClient<paths>({ baseUrl: options.baseUrl, fetch: options.fetch });
  api.use(defaultHeaders(apiDefaultHeaders, options.context));
  const cdn = createClient<paths>({ baseUrl: options.cdnBaseUrl, fetch: options.fetch });
  return {
    /** GET /config/{pool}: A configuration file. */
    getConfig: (
      input: {
        path: NonNullable<operations['getConfig']['parameters']['path']>;
        query: NonNullable<operations['getConfig']['parameters']['query']>;
        header: { readonly 'x-config-key': string };
      },
      options?: CallOptions,
    ): Promise<ApiResult<string>> =>
      call(
        api.GET('/config/{pool}', {
          params: { path: input.path, query: input.query, header: input.header },
          parseAs: 'text',
          ...init(options),
        }),
        z.string(),
      ),
    /** POST /login: Sign in. */
    login: (
      input: { body: NonNullable<operations['login']['requestBody']>['content']['application/json'] },
      options?: CallOptions,
    ): Promise<ApiResult<schemas.TokenResponse>> => call(api.POST('/login', { body: input.body, ...init(options) }), schemas.TokenResponse),
    /** POST /logout: End the session. Bearer token. */
    logout: (options?: CallOptions): Promise<ApiResult<undefined>> => call(api.POST('/logout', { ...init(options) }), null),
    /** GET /pools: Server pools. */
    listPools: (
      input: { query?: NonNullable<operations['listPools']['parameters']['query']> },
      options?: CallOptions,
    ): Promise<ApiResult<Array<schemas.Pool>>> =>
      call(api.GET('/pools', { params: { query: input.query }, ...init(options) }), z.array(schemas.Pool)),
    /** GET /popups/{productId}.json: The popup list, from the CDN. */
    listPopups: (
      input: { path: NonNullable<operations['listPopups']['parameters']['path']> },
      options?: CallOptions,
    ): Promise<ApiResult<Array<unknown>>> =>
      call(
        cdn.GET('/popups/{productId}.json', { params: { path: input.path }, ...init(options) }),
        z.array(z.record(z.string(), z.unknown())),
      ),
    /** POST /v1/token/jwt: A signed JWT. Bearer token. */
    getJwt: (input: { header?: { readonly 'x-device-note'?: string } }, options?: CallOptions): Promise<ApiResult<unknown>> =>
      call(
        api.POST('/v1/token/jwt', { params: { header: { ...input.header, 'x-platform-key': 'site' } }, ...init(options) }),
        z.object({ jwt: z.string() }),
      ),
    /** GET on a caller-given path below the API base: generic service data, unvalidated. */
    getServiceData: (path: string, options?: CallOptions): Promise<ApiResult<unknown>> =>
      call((api.GET as unknown as (path: string, init: object) => Promise<FetchResult>)(path, init(options)), z.unknown()),
  };
}

export type Api = ReturnType<typeof createApi>;
