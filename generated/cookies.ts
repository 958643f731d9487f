/* eslint-disable */
// Generated from spec/cookies.yaml by `npm run generate`. Do not edit: change the spec and regenerate.

import {
  accessor,
  readOnly,
  type CookieAccessor,
  type CookieJar,
  type CookieScope,
  type CookieSpec,
  type ReadOnlyCookie,
} from '../generator/runtime/cookies.ts';
import { isLocalePrefix, type LocalePrefix } from './locales.ts';
export {
  documentCookieJar,
  headerCookieJar,
  parseCookieHeader,
  serializeCookie,
  type CookieAccessor,
  type CookieAttributes,
  type CookieJar,
  type CookieScope,
  type CookieSpec,
  type ReadOnlyCookie,
} from '../generator/runtime/cookies.ts';

/** The consent categories of the cookie notice, in order; a required one cannot be refused. */
export const consentCategories = [
  { id: 'necessary', required: true },
  { id: 'analytics', required: false },
] as const;

/** Every cookie of cookies.yaml with its lifetime and scope. */
export const cookieSpecs: {
  readonly [
    K in
      | 'cookiesPopupStatus'
      | 'countryCode'
      | 'fvpAAid'
      | 'fvpBtag'
      | 'fvpDevice'
      | 'fvpIsLoggedIn'
      | 'fvpNeedsRefresh'
      | 'fvpUserAccess'
      | 'i18nRedirected'
      | 'showFreeLocationsModal'
  ]: CookieSpec;
} = {
  cookiesPopupStatus: {
    category: 'necessary',
    httpOnly: false,
    maxAge: 63113851,
    name: 'cookies_popup_status',
    path: '/',
    readOnly: false,
    sameSite: 'Lax',
    scope: 'parent',
  },
  countryCode: {
    category: 'necessary',
    httpOnly: false,
    maxAge: 63113851,
    name: 'country-code',
    path: '/',
    readOnly: false,
    sameSite: 'Lax',
    scope: 'parent',
  },
  fvpAAid: {
    category: 'necessary',
    httpOnly: false,
    maxAge: 63113851,
    name: 'fvp_a_aid',
    path: '/',
    readOnly: false,
    sameSite: 'Lax',
    scope: 'parent',
  },
  fvpBtag: {
    category: 'necessary',
    httpOnly: false,
    maxAge: 63113851,
    name: 'fvp_btag',
    path: '/',
    readOnly: false,
    sameSite: 'Lax',
    scope: 'parent',
  },
  fvpDevice: {
    category: 'necessary',
    httpOnly: true,
    maxAge: 31536000,
    name: 'fvp_device',
    path: '/api/',
    readOnly: false,
    sameSite: 'Strict',
    scope: 'host',
  },
  fvpIsLoggedIn: {
    category: 'necessary',
    httpOnly: false,
    maxAge: 63113851,
    name: 'fvp_is_logged_in',
    path: '/',
    readOnly: false,
    sameSite: 'Lax',
    scope: 'parent',
  },
  fvpNeedsRefresh: {
    category: 'necessary',
    httpOnly: false,
    maxAge: 63113851,
    name: 'fvp_needs_refresh',
    path: '/',
    readOnly: false,
    sameSite: 'Lax',
    scope: 'parent',
  },
  fvpUserAccess: {
    category: 'necessary',
    httpOnly: false,
    maxAge: 63113851,
    name: 'fvp_user_access',
    path: '/',
    readOnly: false,
    sameSite: 'Lax',
    scope: 'parent',
  },
  i18nRedirected: {
    category: 'necessary',
    httpOnly: false,
    maxAge: 31536000,
    name: 'i18n_redirected',
    path: '/',
    readOnly: false,
    sameSite: 'Lax',
    scope: 'host',
  },
  showFreeLocationsModal: {
    category: 'necessary',
    httpOnly: false,
    maxAge: 63113851,
    name: 'show_free_locations_modal',
    path: '/',
    readOnly: false,
    sameSite: 'Lax',
    scope: 'parent',
  },
};

/** Typed accessors for every cookie. */
export interface Cookies {
  /** The visitor's answer to the cookie notice. */
  readonly cookiesPopupStatus: CookieAccessor<'accepted' | 'declined'>;
  /** The visitor's country (ISO 3166-1 alpha-2, upper case), for popups and store links. */
  readonly countryCode: CookieAccessor<string>;
  /** Affiliate id of the visit, passed on to affiliate events. */
  readonly fvpAAid: CookieAccessor<string>;
  /** Affiliate banner tag of the visit. */
  readonly fvpBtag: CookieAccessor<string>;
  /** Recognizes a browser that has signed in to an account before, so that sign-in stays open to it while the account is under attack. */
  readonly fvpDevice: CookieAccessor<string>;
  /** Set while a user is signed in (product spec §4). */
  readonly fvpIsLoggedIn: CookieAccessor<'true'>;
  /** Set on sign-out, removed on the next sign-in. */
  readonly fvpNeedsRefresh: CookieAccessor<'true'>;
  /** Access type of the loaded user; removed when access is absent. */
  readonly fvpUserAccess: CookieAccessor<'premium' | 'free'>;
  /** The locale the visitor chose or was first redirected to (DECISIONS 3). */
  readonly i18nRedirected: CookieAccessor<LocalePrefix>;
  /** Whether the free-locations modal may be shown. */
  readonly showFreeLocationsModal: CookieAccessor<boolean>;
}

/** Typed accessors for every cookie over a jar. */
export function createCookies(jar: CookieJar, scope: CookieScope): Cookies {
  return {
    /** The visitor's answer to the cookie notice. */
    cookiesPopupStatus: accessor<'accepted' | 'declined'>(jar, scope, cookieSpecs.cookiesPopupStatus, (raw) =>
      (['accepted', 'declined'] as readonly string[]).includes(raw) ? (raw as 'accepted' | 'declined') : undefined,
    ),
    /** The visitor's country (ISO 3166-1 alpha-2, upper case), for popups and store links. */
    countryCode: accessor<string>(jar, scope, cookieSpecs.countryCode, (raw) =>
      raw.length > 0 && /^[A-Z]{2}$/.test(raw) ? raw : undefined,
    ),
    /** Affiliate id of the visit, passed on to affiliate events. */
    fvpAAid: accessor<string>(jar, scope, cookieSpecs.fvpAAid, (raw) =>
      raw.length <= 64 && /^[A-Za-z0-9_-]+$/.test(raw) ? raw : undefined,
    ),
    /** Affiliate banner tag of the visit. */
    fvpBtag: accessor<string>(jar, scope, cookieSpecs.fvpBtag, (raw) =>
      raw.length <= 128 && /^[A-Za-z0-9_.-]+$/.test(raw) ? raw : undefined,
    ),
    /** Recognizes a browser that has signed in to an account before, so that sign-in stays open to it while the account is under attack. */
    fvpDevice: accessor<string>(jar, scope, cookieSpecs.fvpDevice, (raw) =>
      raw.length > 0 && /^[A-Za-z0-9_-]{43}$/.test(raw) ? raw : undefined,
    ),
    /** Set while a user is signed in (product spec §4). */
    fvpIsLoggedIn: accessor<'true'>(jar, scope, cookieSpecs.fvpIsLoggedIn, (raw) => (raw === 'true' ? raw : undefined)),
    /** Set on sign-out, removed on the next sign-in. */
    fvpNeedsRefresh: accessor<'true'>(jar, scope, cookieSpecs.fvpNeedsRefresh, (raw) => (raw === 'true' ? raw : undefined)),
    /** Access type of the loaded user; removed when access is absent. */
    fvpUserAccess: accessor<'premium' | 'free'>(jar, scope, cookieSpecs.fvpUserAccess, (raw) =>
      (['premium', 'free'] as readonly string[]).includes(raw) ? (raw as 'premium' | 'free') : undefined,
    ),
    /** The locale the visitor chose or was first redirected to (DECISIONS 3). */
    i18nRedirected: accessor<LocalePrefix>(jar, scope, cookieSpecs.i18nRedirected, (raw) => (isLocalePrefix(raw) ? raw : undefined)),
    /** Whether the free-locations modal may be shown. */
    showFreeLocationsModal: accessor<boolean>(jar, scope, cookieSpecs.showFreeLocationsModal, (raw) =>
      raw === 'true' ? true : raw === 'false' ? false : undefined,
    ),
  };
}
