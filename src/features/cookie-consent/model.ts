/**
 * The cookie notice (DECISIONS 19): on the first visit a banner asks; the answer is kept in
 * `cookies_popup_status` (accepted: every category of spec/cookies.yaml; declined: the required
 * ones only) and can be changed later from the footer and the cookies page. Analytics wait for the
 * answer: accepting sends what waits, declining drops it (src/shared/analytics).
 */
import { createEffect, createEvent, createStore, sample } from 'effector';
import { consentChanged } from '../../shared/analytics/index.ts';
import { browserState } from '../../shared/browser/index.ts';

export type ConsentStatus = 'accepted' | 'declined';

const browserOnly = { serialize: 'ignore' } as const;

/** The browser is up: read the stored answer. */
export const consentStarted = createEvent();
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

export const readConsentFx = createEffect((): ConsentStatus | 'none' => browserState().cookies.cookiesPopupStatus.get() ?? 'none');
/** Stores the answer and lets the analytics send or drop what waits. */
export const storeConsentFx = createEffect((status: ConsentStatus) => {
  browserState().cookies.cookiesPopupStatus.set(status);
  consentChanged();
});

sample({ clock: consentStarted, target: readConsentFx });
$consent.on(readConsentFx.doneData, (_, status) => status);
sample({ clock: consentAnswered, target: storeConsentFx });
$consent.on(consentAnswered, (_, status) => status);
$settingsOpen.on(consentSettingsOpened, () => true).reset(consentSettingsClosed, consentAnswered);
