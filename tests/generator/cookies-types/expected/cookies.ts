/* eslint-disable */
// Generated from spec/cookies.yaml by `npm run generate`. Do not edit: change the spec and regenerate.

import { parseCookie, stringifySetCookie } from 'cookie';
import { isLocalePrefix, type LocalePrefix } from './locales.ts';
/** Attributes written with a cookie. */
export interface CookieAttributes {
  readonly maxAge: number;
  readonly domain?: string;
  readonly path: string;
  readonly sameSite: 'Lax' | 'Strict' | 'None';
  readonly secure: boolean;
  readonly httpOnly?: boolean;
}

/** Where cookies are read and written: document.cookie in the browser, request headers on the server. */
export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, attributes: CookieAttributes): void;
}

/** The domain a 'parent'-scoped cookie is written to, and whether cookies are Secure. */
export interface CookieScope {
  /** The shared parent domain such as .fvp.example; undefined on hosts without one (localhost). */
  readonly parentDomain: string | undefined;
  readonly secure: boolean;
}

export interface CookieSpec {
  readonly name: string;
  readonly maxAge: number;
  readonly scope: 'parent' | 'host';
  readonly path: string;
  readonly sameSite: 'Lax' | 'Strict' | 'None';
  /** Set by the server only; page scripts cannot read it. */
  readonly httpOnly: boolean;
  readonly readOnly: boolean;
}

export interface ReadOnlyCookie<T> {
  readonly name: string;
  /** The value, or undefined when absent or not of the cookie's type. */
  get(): T | undefined;
}

export interface CookieAccessor<T> extends ReadOnlyCookie<T> {
  set(value: T): void;
  remove(): void;
}

function attributes(spec: CookieSpec, scope: CookieScope, maxAge: number): CookieAttributes {
  const domain = spec.scope === 'parent' ? scope.parentDomain : undefined;
  return {
    maxAge,
    path: spec.path,
    sameSite: spec.sameSite,
    secure: scope.secure,
    ...(domain ? { domain } : {}),
    ...(spec.httpOnly ? { httpOnly: true } : {}),
  };
}

function accessor<T>(jar: CookieJar, scope: CookieScope, spec: CookieSpec, parse: (raw: string) => T | undefined): CookieAccessor<T> {
  return {
    name: spec.name,
    get: () => {
      const raw = jar.get(spec.name);
      return raw === undefined ? undefined : parse(raw);
    },
    set: (value) => jar.set(spec.name, String(value), attributes(spec, scope, spec.maxAge)),
    remove: () => jar.set(spec.name, '', attributes(spec, scope, 0)),
  };
}

/** A Set-Cookie value (the `cookie` package writes it). */
export function serializeCookie(name: string, value: string, a: CookieAttributes): string {
  return stringifySetCookie({
    name,
    value,
    maxAge: a.maxAge,
    path: a.path,
    sameSite: a.sameSite === 'Lax' ? 'lax' : a.sameSite === 'Strict' ? 'strict' : 'none',
    secure: a.secure,
    ...(a.domain ? { domain: a.domain } : {}),
    ...(a.httpOnly ? { httpOnly: true } : {}),
  });
}

/** A cookie value without its optional quotes, percent-decoded; undefined (skipped) when malformed. */
function decodeValue(raw: string): string | undefined {
  const value = raw.length >= 2 && raw.startsWith('"') && raw.endsWith('"') ? raw.slice(1, -1) : raw;
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/** Cookies of a Cookie header (the `cookie` package parses it); a malformed pair is skipped, never thrown. */
export function parseCookieHeader(header: string | null | undefined): Map<string, string> {
  const out = new Map<string, string>();
  if (!header) return out;
  for (const [name, value] of Object.entries(parseCookie(header, { decode: decodeValue }))) {
    if (name && value !== undefined) out.set(name, value);
  }
  return out;
}

/** The browser's cookies. The only place that touches document.cookie. */
export function documentCookieJar(): CookieJar {
  return {
    get: (name) => parseCookieHeader(document.cookie).get(name),
    set: (name, value, a) => {
      document.cookie = serializeCookie(name, value, a);
    },
  };
}

/** A request's cookies; writes are collected as Set-Cookie values. */
export function headerCookieJar(header: string | null | undefined, setCookies: string[] = []): CookieJar {
  const cookies = parseCookieHeader(header);
  return {
    get: (name) => cookies.get(name),
    set: (name, value, a) => {
      if (a.maxAge > 0) cookies.set(name, value);
      else cookies.delete(name);
      setCookies.push(serializeCookie(name, value, a));
    },
  };
}

/** Every cookie of cookies.yaml with its lifetime and scope. */
export const cookieSpecs: { readonly [K in 'countryCode' | 'fvpBtag' | 'fvpDevice' | 'fvpIsLoggedIn' | 'fvpUserAccess' | 'i18nRedirected' | 'showFreeLocationsModal']: CookieSpec } = {
    countryCode: {
      httpOnly: false,
      maxAge: 63113851,
      name: 'country-code',
      path: '/',
      readOnly: true,
      sameSite: 'Lax',
      scope: 'parent',
    },
    fvpBtag: {
      httpOnly: false,
      maxAge: 63113851,
      name: 'fvp_btag',
      path: '/',
      readOnly: false,
      sameSite: 'Lax',
      scope: 'parent',
    },
    fvpDevice: {
      httpOnly: true,
      maxAge: 31536000,
      name: 'fvp_device',
      path: '/api/',
      readOnly: false,
      sameSite: 'Strict',
      scope: 'host',
    },
    fvpIsLoggedIn: {
      httpOnly: false,
      maxAge: 63113851,
      name: 'fvp_is_logged_in',
      path: '/',
      readOnly: false,
      sameSite: 'Lax',
      scope: 'parent',
    },
    fvpUserAccess: {
      httpOnly: false,
      maxAge: 63113851,
      name: 'fvp_user_access',
      path: '/',
      readOnly: false,
      sameSite: 'Lax',
      scope: 'parent',
    },
    i18nRedirected: {
      httpOnly: false,
      maxAge: 31536000,
      name: 'i18n_redirected',
      path: '/',
      readOnly: false,
      sameSite: 'Lax',
      scope: 'host',
    },
    showFreeLocationsModal: {
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

function readOnly<T>(cookie: CookieAccessor<T>): ReadOnlyCookie<T> {
  return { name: cookie.name, get: cookie.get };
}

/** Typed accessors for every cookie over a jar. */
export function createCookies(jar: CookieJar, scope: CookieScope): Cookies {
  return {
    /** The visitor's country, written by the edge. */
    countryCode: readOnly(accessor<string>(jar, scope, cookieSpecs.countryCode, (raw) => (raw.length > 0 && /^[A-Z]{2}$/.test(raw) ? raw : undefined))),
    /** Affiliate banner tag. */
    fvpBtag: accessor<string>(jar, scope, cookieSpecs.fvpBtag, (raw) => (raw.length <= 128 && /^[A-Za-z0-9_.\/-]+$/.test(raw) ? raw : undefined)),
    /** A browser that signed in before. */
    fvpDevice: accessor<string>(jar, scope, cookieSpecs.fvpDevice, (raw) => (raw.length > 0 ? raw : undefined)),
    /** Set while a user is signed in. */
    fvpIsLoggedIn: accessor<'true'>(jar, scope, cookieSpecs.fvpIsLoggedIn, (raw) => (raw === 'true' ? raw : undefined)),
    /** Access type of the loaded user. */
    fvpUserAccess: accessor<'premium' | 'free'>(jar, scope, cookieSpecs.fvpUserAccess, (raw) => ((['premium', 'free'] as readonly string[]).includes(raw) ? (raw as 'premium' | 'free') : undefined)),
    /** The locale the visitor chose. */
    i18nRedirected: accessor<LocalePrefix>(jar, scope, cookieSpecs.i18nRedirected, (raw) => (isLocalePrefix(raw) ? raw : undefined)),
    /** Whether the modal may be shown. */
    showFreeLocationsModal: accessor<boolean>(jar, scope, cookieSpecs.showFreeLocationsModal, (raw) => (raw === 'true' ? true : raw === 'false' ? false : undefined)),
  };
}
