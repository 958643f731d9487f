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
export const consentCategories = [{ id: 'necessary', required: true }] as const;

/** Every cookie of cookies.yaml with its lifetime and scope. */
export const cookieSpecs: { readonly [K in 'fvpIsLoggedIn']: CookieSpec } = {
  fvpIsLoggedIn: {
    category: 'necessary',
    httpOnly: false,
    maxAge: 3600,
    name: 'fvp_is_logged_in',
    path: '/',
    readOnly: false,
    sameSite: 'Lax',
    scope: 'parent',
  },
};

/** Typed accessors for every cookie. */
export interface Cookies {
  /** Set while a user is signed in. */
  readonly fvpIsLoggedIn: CookieAccessor<'true'>;
}

/** Typed accessors for every cookie over a jar. */
export function createCookies(jar: CookieJar, scope: CookieScope): Cookies {
  return {
    /** Set while a user is signed in. */
    fvpIsLoggedIn: accessor<'true'>(jar, scope, cookieSpecs.fvpIsLoggedIn, (raw) => (raw === 'true' ? raw : undefined)),
  };
}
