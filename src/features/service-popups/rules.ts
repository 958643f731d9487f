/**
 * The service popups' rules (product spec §4, §5), as pure functions driven by spec/popups.yaml:
 * which entries a visitor may see, in which order, when the cached list is stale, and which text
 * an entry shows. Each eligibility rule of the spec has its function here, by id; a rule added to
 * the spec without one is a type error.
 */
import type { Popup, PopupCache, PopupTranslation } from '../../../generated/api/schemas.ts';
import {
  popupCodes,
  popupEligibility,
  popupFallbackLocale,
  popupForceAlways,
  popupOrder,
  popupRequiredTranslation,
  popupTimings,
  type PopupRuleId,
} from '../../../generated/popups.ts';

/** Who is looking, and when. */
export interface PopupViewer {
  /** ISO 3166-1 alpha-2, or null when unknown (then only DF entries match). */
  readonly country: string | null;
  /** The user's access type; visitors who are not signed in count as public. */
  readonly access: 'public' | 'premium';
  /** Ids of the popups the visitor closed (viewedNotifications). */
  readonly viewed: readonly number[];
  /** Unix milliseconds. */
  readonly now: number;
}

const typeCode = (access: PopupViewer['access']) => (access === 'premium' ? popupCodes.type.premium : popupCodes.type.public);

/** Whether the entry is shown whatever its display type (a blocker). */
export function forcedAlways(popup: Popup): boolean {
  return popupForceAlways.some((kind) => popup.popup_type === popupCodes.popupType[kind]);
}

/** The display type that counts: a blocker always displays. */
export function displayType(popup: Popup): number {
  return forcedAlways(popup) ? popupCodes.displayType.always : popup.display_type;
}

/** One function per eligibility rule of spec/popups.yaml. */
export const eligibilityRules: Readonly<Record<PopupRuleId, (popup: Popup, viewer: PopupViewer) => boolean>> = {
  'not-expired': (popup, { now }) => popup.expired_at * 1000 > now,
  country: (popup, { country }) => popup.country === popupCodes.defaultCountry || (country !== null && popup.country === country),
  'user-type': (popup, { access }) => popup.type === popupCodes.type.all || popup.type === typeCode(access),
  'not-viewed': (popup, { viewed }) => !viewed.includes(popup.id),
  'once-not-shown': (popup) => !(displayType(popup) === popupCodes.displayType.once && popup.isShown === true),
};

/** The rules an entry breaks, in the spec's order (empty: eligible). */
export function brokenRules(popup: Popup, viewer: PopupViewer): PopupRuleId[] {
  return popupEligibility.filter(({ id }) => !eligibilityRules[id](popup, viewer)).map(({ id }) => id);
}

type OrderKey = (typeof popupOrder)[number]['key'];
/** Whether an entry has each order key's property; entries that have it come first (`first: true`). */
const orderKeys: Readonly<Record<OrderKey, (popup: Popup, viewer: PopupViewer) => boolean>> = {
  'matches-user-type': (popup, { access }) => popup.type === typeCode(access),
  'display-always': (popup) => displayType(popup) === popupCodes.displayType.always,
  blocker: (popup) => popup.popup_type === popupCodes.popupType.blocker,
};

/** The spec's order: each key in turn decides, ties keep the list's order. */
export function orderPopups(popups: readonly Popup[], viewer: PopupViewer): Popup[] {
  const rank = (popup: Popup) => popupOrder.map(({ key, first }) => (orderKeys[key](popup, viewer) === first ? 0 : 1));
  return popups
    .map((popup, index) => ({ popup, index, rank: rank(popup) }))
    .sort((a, b) => {
      for (let i = 0; i < a.rank.length; i++) if (a.rank[i] !== b.rank[i]) return a.rank[i]! - b.rank[i]!;
      return a.index - b.index;
    })
    .map(({ popup }) => popup);
}

/** The eligible entries in order: what is saved to the cache. */
export function eligiblePopups(popups: readonly Popup[], viewer: PopupViewer): Popup[] {
  return orderPopups(
    popups.filter((popup) => brokenRules(popup, viewer).length === 0),
    viewer,
  );
}

/** The text an entry shows in a locale: that locale's, else English, and only with every required field. */
export function translationOf(popup: Popup, locale: string): Required<PopupTranslation> | null {
  const complete = (t: PopupTranslation | undefined): t is Required<PopupTranslation> =>
    t !== undefined && popupRequiredTranslation.every((field) => (t[field] ?? '').trim() !== '');
  const own = popup.translate[locale];
  if (complete(own)) return own;
  const fallback = popup.translate[popupFallbackLocale];
  return complete(fallback) ? fallback : null;
}

/** The first entry of an ordered list that has its text in the locale, with that text. */
export function popupToShow(ordered: readonly Popup[], locale: string): { popup: Popup; text: Required<PopupTranslation> } | null {
  for (const popup of ordered) {
    const text = translationOf(popup, locale);
    if (text) return { popup, text };
  }
  return null;
}

/** The list as cached, with its expiry (now + the cache lifetime). */
export function cacheOf(popups: readonly Popup[], now: number): PopupCache {
  return { popups: [...popups], popupUpdate: now + popupTimings.cacheLifetimeSeconds * 1000 };
}

/** Whether the cache must be fetched again: empty, or past its popupUpdate time. */
export function cacheStale(cache: PopupCache | null | undefined, now: number): boolean {
  return !cache || cache.popups.length === 0 || cache.popupUpdate <= now;
}

/** Whether an entry's link leads to a path of the site (its query and fragment aside). */
export function leadsTo(popup: Popup, path: string): boolean {
  return popup.link !== undefined && popup.link.split(/[?#]/)[0] === path;
}

/** A blocker steps aside on the page its own call to action leads to, so that the way on is usable. */
export function stepsAside(popup: Popup, path: string): boolean {
  return popup.popup_type === popupCodes.popupType.blocker && leadsTo(popup, path);
}
