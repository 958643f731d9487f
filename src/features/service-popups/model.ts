/**
 * The service popups' flow (product spec §4): 3 s after the app mounts, the cached list
 * (`servicePopupData`) is read, and fetched again from the CDN when it is empty or past its
 * `popupUpdate` time; the entries are filtered and ordered by the rules (rules.ts), saved, and the
 * first with a title and a description in the visitor's locale (else English) is shown. Nothing
 * eligible, or an empty list, clears the cache and shows nothing. One popup per page load: closing
 * one marks it viewed, and the next eligible one waits for the next page load. A fetch error is
 * only logged (§8).
 *
 * The launcher of the chat moves aside while a popup shows and comes back when no cached popup
 * remains (`$chatShifted`).
 */
import { attach, combine, createEffect, createEvent, createStore, sample } from 'effector';
import type { Popup, PopupCache } from '../../../generated/api/schemas.ts';
import { popupCodes, popupProductId, popupTimings } from '../../../generated/popups.ts';
import { $restoreFailed, $token, $tokenRead, $user } from '../../entities/session/index.ts';
import { siteApi } from '../../shared/api/index.ts';
import { browserState } from '../../shared/browser/index.ts';
import { cacheOf, cacheStale, displayType, eligiblePopups, popupToShow, stepsAside, type PopupViewer } from './rules.ts';

const browserOnly = { serialize: 'ignore' } as const;

/** Where the popup flow runs: the page's locale and its path below the locale prefix. */
export interface PopupPlace {
  readonly locale: string;
  /** The page's path without its locale prefix (/download/), so a blocker is not shown on the page it leads to. */
  readonly path: string;
}

/** The app has mounted in the browser (once per page load). */
export const popupsStarted = createEvent<PopupPlace>();
/** The visitor closes the popup shown (a normal one; a blocker cannot be closed). */
export const popupClosed = createEvent();

/** The popup on screen, or null. */
export const $popup = createStore<Popup | null>(null, { sid: 'popups.popup', ...browserOnly });
/** The chat launcher is moved aside: a popup shows, or cached popups remain after one was closed. */
export const $chatShifted = createStore(false, { sid: 'popups.chatShifted', ...browserOnly });

/** The wait after mount (product spec §9: 3000 ms). */
export const initDelayFx = createEffect(() => new Promise<void>((resolve) => setTimeout(resolve, popupTimings.initDelayMs)));
export const readCacheFx = createEffect((): PopupCache | null => browserState().storage.servicePopupData.get() ?? null);
export const saveCacheFx = createEffect((cache: PopupCache) => browserState().storage.servicePopupData.set(cache));
export const clearCacheFx = createEffect(() => browserState().storage.servicePopupData.remove());
export const readViewedFx = createEffect((): number[] => [...(browserState().storage.viewedNotifications.get() ?? [])]);
export const markViewedFx = createEffect((id: number) => {
  const { storage } = browserState();
  const viewed = storage.viewedNotifications.get() ?? [];
  if (!viewed.includes(id)) storage.viewedNotifications.set([...viewed, id]);
});
/** The visitor's country from `country-code`; null (popups for DF only) when there is none. */
export const readCountryFx = createEffect((): string | null => browserState().cookies.countryCode.get() ?? null);
/** The list from the CDN path of the product (DECISIONS 10). */
export const fetchPopupsFx = createEffect(async (): Promise<Popup[]> => {
  const api = await siteApi();
  const { response, error } = await api.listPopups({ path: { productId: popupProductId } });
  if (error) throw new Error(`the popup list answered ${error.status}`);
  return response;
});

/** The session is known: no token, or the user loaded, or the restore failed. */
const $sessionSettled = combine(
  { read: $tokenRead, token: $token, user: $user, failed: $restoreFailed },
  ({ read, token, user, failed }) => read && (token === null || user !== null || failed),
);
const $access = $user.map((user): PopupViewer['access'] => (user?.access?.type === 'premium' ? 'premium' : 'public'));

const $place = createStore<PopupPlace | null>(null, { sid: 'popups.place', ...browserOnly }).on(popupsStarted, (_, place) => place);
const $delayPassed = createStore(false, { sid: 'popups.delayPassed', ...browserOnly });
/** The flow ran on this page load. */
const $ran = createStore(false, { sid: 'popups.ran', ...browserOnly });

/**
 * One run of the flow; resolves with the entry to show, or null. The cache keeps its expiry
 * unless the list was fetched now.
 */
export const runFlowFx = attach({
  source: { place: $place, access: $access },
  effect: createEffect(async ({ place, access }: { place: PopupPlace | null; access: PopupViewer['access'] }): Promise<Popup | null> => {
    if (!place) return null;
    const now = Date.now();
    const cached = await readCacheFx();
    let list: readonly Popup[];
    let popupUpdate: number;
    if (cacheStale(cached, now)) {
      let fetched: Popup[];
      try {
        fetched = await fetchPopupsFx();
      } catch (error) {
        console.warn('[popups] the list could not be fetched', error);
        return null;
      }
      if (fetched.length === 0) {
        await clearCacheFx();
        return null;
      }
      // What this browser has been shown stays shown across a new fetch.
      const shown = new Set((cached?.popups ?? []).filter((p) => p.isShown).map((p) => p.id));
      list = fetched.map((p) => (shown.has(p.id) ? { ...p, isShown: true } : p));
      popupUpdate = cacheOf([], now).popupUpdate;
    } else {
      list = cached!.popups;
      popupUpdate = cached!.popupUpdate;
    }
    const viewer: PopupViewer = { country: await readCountryFx(), access, viewed: await readViewedFx(), now };
    const eligible = eligiblePopups(list, viewer);
    const chosen = popupToShow(
      eligible.filter((p) => !stepsAside(p, place.path)),
      place.locale,
    );
    if (!chosen) {
      await clearCacheFx();
      return null;
    }
    const once = displayType(chosen.popup) === popupCodes.displayType.once;
    await saveCacheFx({ popups: eligible.map((p) => (once && p.id === chosen.popup.id ? { ...p, isShown: true } : p)), popupUpdate });
    // A once-only entry counts as seen as soon as it shows, so no later page load shows it again.
    if (once) await markViewedFx(chosen.popup.id);
    return chosen.popup;
  }),
});

/** Closing: the entry is viewed and leaves the cache; an empty cache is cleared. Resolves with what remains. */
export const closeFx = attach({
  source: $popup,
  effect: createEffect(async (popup: Popup | null): Promise<number> => {
    if (!popup) return 0;
    await markViewedFx(popup.id);
    const cached = await readCacheFx();
    const rest = (cached?.popups ?? []).filter((p) => p.id !== popup.id);
    if (rest.length === 0 || !cached) {
      await clearCacheFx();
      return 0;
    }
    await saveCacheFx({ popups: rest, popupUpdate: cached.popupUpdate });
    return rest.length;
  }),
});

sample({ clock: popupsStarted, source: $ran, filter: (ran) => !ran, target: initDelayFx });
$delayPassed.on(initDelayFx.done, () => true);
sample({
  clock: [initDelayFx.done, $sessionSettled.updates],
  source: { delay: $delayPassed, settled: $sessionSettled, ran: $ran },
  filter: ({ delay, settled, ran }) => delay && settled && !ran,
  target: runFlowFx,
});
$ran.on(runFlowFx, () => true);
$popup.on(runFlowFx.doneData, (_, popup) => popup);
$chatShifted.on(runFlowFx.doneData, (shifted, popup) => shifted || popup !== null);

sample({ clock: popupClosed, target: closeFx });
$popup.reset(closeFx.finally);
$chatShifted.on(closeFx.doneData, (_, remaining) => remaining > 0);
