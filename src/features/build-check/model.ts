/**
 * New builds (DECISIONS 26): the client asks the build's manifest (/_build/latest.json) for the
 * current build id every hour (spec/constants.yaml `buildCheck`) and whenever the tab becomes visible
 * again. Once a newer build is seen, the next in-app navigation is a full page load, so nobody runs
 * stale code for long.
 */
import { createEffect, createEvent, createStore, sample } from 'effector';
import { buildCheck } from '../../../generated/constants.ts';

const browserOnly = { serialize: 'ignore' } as const;

/** Where the manifest of the deployed build is served. */
export const BUILD_MANIFEST_PATH = '/_build/latest.json';

/** The app has started with this build id (null: a development server, which has none). */
export const buildCheckStarted = createEvent<string | null>();
/** The tab became visible again. */
export const tabShown = createEvent();

/** The running build's id. */
export const $buildId = createStore<string | null>(null, { sid: 'buildCheck.id', ...browserOnly });
/** A newer build is deployed: the next navigation loads the whole page. */
export const $newerBuild = createStore(false, { sid: 'buildCheck.newer', ...browserOnly });

export const intervalFx = createEffect(() => new Promise<void>((resolve) => setTimeout(resolve, buildCheck.intervalMinutes * 60_000)));
/** The deployed build's id, or null when the manifest cannot be read. */
export const fetchBuildIdFx = createEffect(async (): Promise<string | null> => {
  try {
    const response = await fetch(BUILD_MANIFEST_PATH, { cache: 'no-store' });
    if (!response.ok) return null;
    const body = (await response.json()) as { id?: unknown };
    return typeof body.id === 'string' ? body.id : null;
  } catch {
    return null;
  }
});

$buildId.on(buildCheckStarted, (_, id) => id);
sample({ clock: buildCheckStarted, filter: (id) => id !== null, target: intervalFx });
// Every hour, again and again.
sample({ clock: intervalFx.done, target: [fetchBuildIdFx, intervalFx] });
sample({
  clock: tabShown,
  source: { id: $buildId, newer: $newerBuild },
  filter: ({ id, newer }) => id !== null && !newer,
  target: fetchBuildIdFx,
});
/** Says so on the page (monitoring and tests read it): the next navigation will be a full load. */
export const markNewerBuildFx = createEffect(() => {
  document.documentElement.dataset.newerBuild = 'true';
});

sample({
  clock: fetchBuildIdFx.doneData,
  source: $buildId,
  filter: (current, latest) => current !== null && latest !== null && latest !== current,
  fn: () => true,
  target: $newerBuild,
});
sample({ clock: $newerBuild.updates, filter: Boolean, target: markNewerBuildFx });
