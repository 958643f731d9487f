/**
 * The server locations a content page lists (a `servers` block): loaded from the public
 * GET /nodes-pools when the page starts, on the server for the first render. The list is
 * serialized with the scope, so the browser hydrates with it; an in-app navigation to the page takes
 * it from the page's payload, and the browser asks the API only when it has none (a render whose
 * API call failed).
 */
import { createStore, sample } from 'effector';
import type { NodesPool } from '../../../generated/api/schemas.ts';
import type { RouteId } from '../../../generated/routes.ts';
import { createApiFx } from '../../shared/api/index.ts';
import { contentOf } from '../../shared/content/index.ts';
import { fromPayload, pageDataSettled, pageStarted } from '../../shared/page/index.ts';

/** A location as the site shows it: never a host (the public listing has none). */
export type ServerLocation = Pick<NodesPool, 'id' | 'name' | 'country_code' | 'premium'>;

/** GET /nodes-pools, public. */
export const listLocationsFx = createApiFx<void, NodesPool[]>((api) => api.listNodesPools({}));

/** The locations, null until they load (in the app, from the page's payload when it has them). */
export const $locations = fromPayload(
  createStore<readonly ServerLocation[] | null>(null, { sid: 'serverLocations.list' }).on(
    listLocationsFx.doneData,
    // Only the fields the site shows, whatever else an API sends.
    (_, rows) => rows.map(({ id, name, country_code, premium }) => ({ id, name, country_code, premium })),
  ),
);
/** Whether the last load failed (the block says so instead of an empty list). */
export const $locationsFailed = createStore(false, { sid: 'serverLocations.failed' })
  .on(listLocationsFx.failData, () => true)
  .on(listLocationsFx.done, () => false);

/** Whether a page lists the server locations: data the API serves, so its render is live, not fixed text. */
export function pageShowsLocations(route: RouteId): boolean {
  return contentOf(route)?.some((block) => block.type === 'servers') ?? false;
}

sample({
  clock: pageStarted,
  source: $locations,
  filter: (list, { page }) => list === null && pageShowsLocations(page.route),
  fn: () => undefined,
  target: listLocationsFx,
});

sample({ clock: listLocationsFx.finally, fn: ({ status }) => ({ failed: status === 'fail' }), target: pageDataSettled });
