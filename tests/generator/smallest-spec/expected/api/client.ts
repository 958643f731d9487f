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
export const apiDefaultHeaders = [] as const satisfies readonly DefaultHeader<string>[];

/** Values of the default headers and the session token, read at each call. */
export interface ApiContext extends HeaderContext<(typeof apiDefaultHeaders)[number]['key']> {}

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
    /** GET on a caller-given path below the API base: generic service data, unvalidated. */
    getServiceData: (path: string, options?: CallOptions): Promise<ApiResult<unknown>> =>
      call((api.GET as unknown as (path: string, init: object) => Promise<FetchResult>)(path, init(options)), z.unknown()),
  };
}

export type Api = ReturnType<typeof createApi>;
