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
    K in 'countryCode' | 'fvpBtag' | 'fvpDevice' | 'fvpIsLoggedIn' | 'fvpUserAccess' | 'i18nRedirected' | 'showFreeLocationsModal'
  ]: CookieSpec;
} = {
  countryCode: {
    category: 'necessary',
    httpOnly: false,
    maxAge: 63113851,
    name: 'country-code',
    path: '/',
    readOnly: true,
    sameSite: 'Lax',
    scope: 'parent',
  },
  fvpBtag: {
    category: 'analytics',
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
  /** The visitor's country, written by the edge. */
  readonly countryCode: ReadOnlyCookie<string>;
  /** Affiliate banner tag. */
  readonly fvpBtag: CookieAccessor<string>;
  /** A browser that signed in before. */
  readonly fvpDevice: CookieAccessor<string>;
  /** Set while a user is signed in. */
  readonly fvpIsLoggedIn: CookieAccessor<'true'>;
  /** Access type of the loaded user. */
  readonly fvpUserAccess: CookieAccessor<'premium' | 'free'>;
  /** The locale the visitor chose. */
  readonly i18nRedirected: CookieAccessor<LocalePrefix>;
  /** Whether the modal may be shown. */
  readonly showFreeLocationsModal: CookieAccessor<boolean>;
}

/** Typed accessors for every cookie over a jar. */
export function createCookies(jar: CookieJar, scope: CookieScope): Cookies {
  return {
    /** The visitor's country, written by the edge. */
    countryCode: readOnly(
      accessor<string>(jar, scope, cookieSpecs.countryCode, (raw) => (raw.length > 0 && /^[A-Z]{2}$/.test(raw) ? raw : undefined)),
    ),
    /** Affiliate banner tag. */
    fvpBtag: accessor<string>(jar, scope, cookieSpecs.fvpBtag, (raw) =>
      raw.length <= 128 && /^[A-Za-z0-9_.\/-]+$/.test(raw) ? raw : undefined,
    ),
    /** A browser that signed in before. */
    fvpDevice: accessor<string>(jar, scope, cookieSpecs.fvpDevice, (raw) => (raw.length > 0 ? raw : undefined)),
    /** Set while a user is signed in. */
    fvpIsLoggedIn: accessor<'true'>(jar, scope, cookieSpecs.fvpIsLoggedIn, (raw) => (raw === 'true' ? raw : undefined)),
    /** Access type of the loaded user. */
    fvpUserAccess: accessor<'premium' | 'free'>(jar, scope, cookieSpecs.fvpUserAccess, (raw) =>
      (['premium', 'free'] as readonly string[]).includes(raw) ? (raw as 'premium' | 'free') : undefined,
    ),
    /** The locale the visitor chose. */
    i18nRedirected: accessor<LocalePrefix>(jar, scope, cookieSpecs.i18nRedirected, (raw) => (isLocalePrefix(raw) ? raw : undefined)),
    /** Whether the modal may be shown. */
    showFreeLocationsModal: accessor<boolean>(jar, scope, cookieSpecs.showFreeLocationsModal, (raw) =>
      raw === 'true' ? true : raw === 'false' ? false : undefined,
    ),
  };
}
