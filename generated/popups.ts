/* eslint-disable */
// Generated from spec/popups.yaml by `npm run generate`. Do not edit: change the spec and regenerate.

/** The product id whose list the CDN serves (DECISIONS 10). */
export const popupProductId = 'fvp-web';

/** Delay after mount and cache lifetime (product spec §9). */
export const popupTimings = { cacheLifetimeSeconds: 300, initDelayMs: 3000 } as const;

/** Field codes of the popup list (product spec §3). */
export const popupCodes = {
  defaultCountry: 'DF',
  displayType: { always: 0, once: 1 },
  popupType: { blocker: 1, default: 0 },
  type: { all: 0, premium: 2, public: 1 },
} as const;

export type PopupRuleId = 'not-expired' | 'country' | 'user-type' | 'not-viewed' | 'once-not-shown';

/** Every rule must hold for an entry to be kept (product spec §5). */
export const popupEligibility = [
  { id: 'not-expired', rule: 'expired_at (unix seconds) is later than now.' },
  { id: 'country', rule: "country equals the visitor's country or is DF." },
  {
    id: 'user-type',
    rule: "type is all, or matches the user's access type (public for visitors).",
  },
  { id: 'not-viewed', rule: 'the id is not in viewedNotifications.' },
  { id: 'once-not-shown', rule: 'a display_type once entry is dropped when isShown is set.' },
] as const;

/** Popup types always displayed, whatever display_type. */
export const popupForceAlways = ['blocker'] as const;

/** Sort keys in order of precedence; ties keep list order. */
export const popupOrder = [
  { first: true, key: 'matches-user-type' },
  { first: true, key: 'display-always' },
  { first: true, key: 'blocker' },
] as const;

export const popupRequiredTranslation = ['title', 'description'] as const;

export const popupFallbackLocale = 'en';
