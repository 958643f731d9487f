/** spec/cookies.yaml → generated/cookies.ts: typed cookie accessors and the cookie jars they use. */
import { byString, camel, literal, quote } from '../literal.ts';
import type { CookieValueType } from '../schema/cookies.ts';
import { constant, func, importFrom, printTs } from '../ts-file.ts';
import type { Emitter } from './types.ts';

/** The TypeScript type and the parse expression (of `raw`) for a value type. */
function valueCode(type: CookieValueType): { ts: string; parse: string; format: string } {
  switch (type.kind) {
    case 'literal':
      return { ts: quote(type.value), parse: `raw === ${quote(type.value)} ? raw : undefined`, format: 'String' };
    case 'enum': {
      const ts = type.values.map(quote).join(' | ');
      return { ts, parse: `(${literal(type.values)} as readonly string[]).includes(raw) ? (raw as ${ts}) : undefined`, format: 'String' };
    }
    case 'boolean':
      return { ts: 'boolean', parse: "raw === 'true' ? true : raw === 'false' ? false : undefined", format: 'String' };
    case 'locale':
      return { ts: 'LocalePrefix', parse: 'isLocalePrefix(raw) ? raw : undefined', format: 'String' };
    case 'string': {
      const checks = [type.maxLength !== undefined ? `raw.length <= ${type.maxLength}` : 'raw.length > 0'];
      if (type.pattern) checks.push(`/${type.pattern.replace(/\//g, '\\/')}/.test(raw)`);
      return { ts: 'string', parse: `${checks.join(' && ')} ? raw : undefined`, format: 'String' };
    }
  }
}

const RUNTIME = `/** Attributes written with a cookie. */
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

/** A Set-Cookie value (the \`cookie\` package writes it). */
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

/** Cookies of a Cookie header (the \`cookie\` package parses it); a malformed pair is skipped, never thrown. */
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
}`;

export const emitCookies: Emitter = (spec) => {
  const { defaults } = spec.cookies;
  const cookies = [...spec.cookies.cookies].sort((a, b) => byString(a.name, b.name));
  const specs = Object.fromEntries(
    cookies.map((c) => [
      camel(c.name),
      {
        name: c.name,
        maxAge: c.maxAge ?? defaults.maxAge,
        scope: c.scope ?? defaults.scope,
        path: c.path ?? defaults.path,
        sameSite: c.sameSite ?? defaults.sameSite,
        httpOnly: c.httpOnly ?? false,
        readOnly: c.readOnly ?? false,
      },
    ]),
  );
  const members = cookies.map((c) => {
    const v = valueCode(c.type);
    const key = camel(c.name);
    const make = `accessor<${v.ts}>(jar, scope, cookieSpecs.${key}, (raw) => (${v.parse}))`;
    return `    /** ${c.purpose} */\n    ${key}: ${c.readOnly ? `readOnly(${make})` : make},`;
  });
  const content = printTs('cookies.ts', 'spec/cookies.yaml', [
    importFrom('cookie', ['parseCookie', 'stringifySetCookie']),
    importFrom('./locales.ts', ['isLocalePrefix', 'type LocalePrefix']),
    RUNTIME,
    constant('cookieSpecs', literal(specs), {
      type: `{ readonly [K in ${cookies.map((c) => quote(camel(c.name))).join(' | ')}]: CookieSpec }`,
      doc: 'Every cookie of cookies.yaml with its lifetime and scope.',
    }),
    `/** Typed accessors for every cookie. */\nexport interface Cookies {\n${cookies
      .map(
        (c) =>
          `  /** ${c.purpose} */\n  readonly ${camel(c.name)}: ${c.readOnly ? 'ReadOnlyCookie' : 'CookieAccessor'}<${valueCode(c.type).ts}>;`,
      )
      .join('\n')}\n}`,
    func(
      'readOnly',
      [{ name: 'cookie', type: 'CookieAccessor<T>' }],
      'ReadOnlyCookie<T>',
      'return { name: cookie.name, get: cookie.get };',
      undefined,
      ['T'],
      false,
    ),
    func(
      'createCookies',
      [
        { name: 'jar', type: 'CookieJar' },
        { name: 'scope', type: 'CookieScope' },
      ],
      'Cookies',
      `return {\n${members.join('\n').replace(/^ {4}/gm, '  ')}\n};`,
      'Typed accessors for every cookie over a jar.',
    ),
  ]);
  return [{ path: 'cookies.ts', content }];
};
