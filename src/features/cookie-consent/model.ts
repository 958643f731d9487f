/**
 * The cookie notice (DECISIONS 19): on the first visit a banner asks; the answer is kept in
 * `cookies_popup_status` (accepted: every category of spec/cookies.yaml; declined: the required
 * ones only) and can be changed later from the footer and the cookies page. Analytics wait for the
 * answer: accepting sends what waits and starts the tag manager if one is configured, declining
 * drops what waits (src/shared/analytics).
 */
import { createEffect, createEvent, createStore, sample } from 'effector';
import { consentChanged, startTagManager } from '../../shared/analytics/index.ts';
import { browserState } from '../../shared/browser/index.ts';
import type { ConsentStatus } from './view.ts';

export type { ConsentStatus } from './view.ts';

const browserOnly = { serialize: 'ignore' } as const;

/** The browser is up: read the stored answer; the tag manager to start once statistics are accepted, if any. */
export const consentStarted = createEvent<{ tagManagerUrl: string | null }>();
/** The visitor answers: every category, or the required ones only. */
export const consentAnswered = createEvent<ConsentStatus>();
/** The settings panel is asked for (the banner, the footer, the cookies page). */
export const consentSettingsOpened = createEvent();
export const consentSettingsClosed = createEvent();

/** The stored answer: 'none' when there is none yet, 'unread' until the browser has read it (and on the server). */
export const $consent = createStore<ConsentStatus | 'none' | 'unread'>('unread', { sid: 'consent.status', ...browserOnly });
/** The banner shows while there is no answer. */
export const $bannerOpen = $consent.map((status) => status === 'none');
export const $settingsOpen = createStore(false, { sid: 'consent.settingsOpen', ...browserOnly });
const $tagManagerUrl = createStore<string | null>(null, { sid: 'consent.tagManager', ...browserOnly }).on(
  consentStarted,
  (_, { tagManagerUrl }) => tagManagerUrl,
);

export const readConsentFx = createEffect((): ConsentStatus | 'none' => browserState().cookies.cookiesPopupStatus.get() ?? 'none');
/** Stores the answer and lets the analytics send or drop what waits. */
export const storeConsentFx = createEffect((status: ConsentStatus) => {
  browserState().cookies.cookiesPopupStatus.set(status);
  consentChanged();
});

/** Starts the configured tag manager (only ever called with statistics accepted). */
export const startTagManagerFx = createEffect((scriptUrl: string) => startTagManager(scriptUrl));

sample({ clock: consentStarted, target: readConsentFx });
$consent.on(readConsentFx.doneData, (_, status) => status);
sample({ clock: consentAnswered, target: storeConsentFx });
$consent.on(consentAnswered, (_, status) => status);
$settingsOpen.on(consentSettingsOpened, () => true).reset(consentSettingsClosed, consentAnswered);
// Statistics accepted, now or on an earlier visit: the tag manager starts.
sample({
  clock: [readConsentFx.doneData, consentAnswered],
  source: $tagManagerUrl,
  filter: (url, status): url is string => url !== null && status === 'accepted',
  target: startTagManagerFx,
});
