/**
 * The runtime of the generated cookie accessors (generated/cookies.ts holds only the table of
 * spec/cookies.yaml and one typed accessor per cookie). Parsing and serializing are the `cookie`
 * package's; this is the one place that touches document.cookie.
 */
import { parseCookie, stringifySetCookie } from 'cookie';

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
  /** The consent category of the cookie notice it belongs to. */
  readonly category: string;
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

/** A typed accessor for one cookie over a jar. */
export function accessor<T>(
  jar: CookieJar,
  scope: CookieScope,
  spec: CookieSpec,
  parse: (raw: string) => T | undefined,
): CookieAccessor<T> {
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

/** A read-only view of an accessor (a cookie the site only reads). */
export function readOnly<T>(cookie: CookieAccessor<T>): ReadOnlyCookie<T> {
  return { name: cookie.name, get: cookie.get };
}
