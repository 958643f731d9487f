/** API calls as Effector effects: done with the response, failed with the ApiError. */
import { createEffect, type Effect } from 'effector';
import type { Api, ApiError, ApiResult } from '../../../generated/api/client.ts';
import { siteApi } from './site-api.ts';

/** A call that may reject (the API chunk failed to load) as an ApiError, never a throw. */
export async function settle<T>(call: () => Promise<ApiResult<T>>): Promise<ApiResult<T>> {
  try {
    return await call();
  } catch (cause) {
    return { response: undefined, error: { status: 0, body: cause instanceof Error ? cause.message : null, reason: 'network' } };
  }
}

/** An effect making one call of the site's API; an unreachable API fails it as a network error. */
export function createApiFx<Params, Done>(call: (api: Api, params: Params) => Promise<ApiResult<Done>>): Effect<Params, Done, ApiError> {
  return createEffect<Params, Done, ApiError>(async (params) => {
    const { response, error } = await settle(async () => call(await siteApi(), params));
    if (error) throw error;
    return response as Done;
  });
}
