/**
 * The free-locations modal (DECISIONS 22): when `show_free_locations_modal` reads true (set on the
 * parent domain by another part of the product, or by this site when a new free account signs in
 * for the first time), the site lists the free server locations (GET /nodes-pools) with a call to
 * buy Premium, once: the cookie is removed as soon as the modal shows.
 */
import { createEffect, createEvent, createStore, sample } from 'effector';
import type { NodesPool } from '../../../generated/api/schemas.ts';
import type { ServerLocation } from '../server-locations/index.ts';
import { createApiFx } from '../../shared/api/index.ts';
import { browserState } from '../../shared/browser/index.ts';

const browserOnly = { serialize: 'ignore' } as const;

/** The app has started in the browser, or a sign-up has just set the cookie: look at it. */
export const freeLocationsChecked = createEvent();
export const freeLocationsClosed = createEvent();

export const $freeLocationsOpen = createStore(false, { sid: 'freeLocations.open', ...browserOnly });
/** The free locations; null while loading. */
export const $freeLocations = createStore<readonly ServerLocation[] | null>(null, { sid: 'freeLocations.list', ...browserOnly });
export const $freeLocationsFailed = createStore(false, { sid: 'freeLocations.failed', ...browserOnly });

export const readFlagFx = createEffect(() => browserState().cookies.showFreeLocationsModal.get() === true);
export const removeFlagFx = createEffect(() => browserState().cookies.showFreeLocationsModal.remove());
/** A new free account's first sign-in offers the modal (on the parent domain, like any other part of the product). */
export const offerFreeLocationsFx = createEffect(() => browserState().cookies.showFreeLocationsModal.set(true));
export const listFreeLocationsFx = createApiFx<void, NodesPool[]>((api) => api.listNodesPools({}));

const shown = sample({ clock: readFlagFx.doneData, filter: (flag) => flag });
sample({ clock: freeLocationsChecked, target: readFlagFx });
sample({ clock: shown, target: [removeFlagFx, listFreeLocationsFx] });
$freeLocationsOpen.on(shown, () => true).reset(freeLocationsClosed);
$freeLocations
  .on(listFreeLocationsFx.doneData, (_, rows) =>
    rows.filter((row) => !row.premium).map(({ id, name, country_code, premium }) => ({ id, name, country_code, premium })),
  )
  .reset(listFreeLocationsFx);
$freeLocationsFailed.on(listFreeLocationsFx.fail, () => true).reset(listFreeLocationsFx);
sample({ clock: offerFreeLocationsFx.done, target: freeLocationsChecked });
