/** The runtime modules under the generated cookie and storage accessors, on their own. */
import { describe, expect, it } from 'vitest';
import {
  accessor,
  headerCookieJar,
  parseCookieHeader,
  readOnly,
  serializeCookie,
  type CookieSpec,
} from '../../generator/runtime/cookies.ts';
import { booleanAccessor, jsonAccessor, memoryStorageArea, textAccessor, type StorageArea } from '../../generator/runtime/storage.ts';

const spec = (over: Partial<CookieSpec> = {}): CookieSpec => ({
  name: 'n',
  maxAge: 60,
  scope: 'parent',
  path: '/',
  sameSite: 'Lax',
  httpOnly: false,
  readOnly: false,
  category: 'necessary',
  ...over,
});

describe('cookie runtime', () => {
  it('serializes with the attributes the spec gives, through the cookie package', () => {
    expect(serializeCookie('n', 'a b', { maxAge: 1, path: '/', sameSite: 'Lax', secure: false })).toBe(
      'n=a%20b; Max-Age=1; Path=/; SameSite=Lax',
    );
    expect(
      serializeCookie('d', 'x', { maxAge: 9, path: '/api/', sameSite: 'Strict', secure: true, httpOnly: true, domain: '.fvp.example' }),
    ).toBe('d=x; Max-Age=9; Domain=.fvp.example; Path=/api/; HttpOnly; Secure; SameSite=Strict');
  });

  it.each([
    [
      'first value wins, quotes go, junk is skipped',
      'a=1; a=2; b="x y"; =v; c',
      [
        ['a', '1'],
        ['b', 'x y'],
      ],
    ],
    ['a malformed escape reads as absent', 'a=%E0%A4%A; b=ok', [['b', 'ok']]],
    ['an empty header', '', []],
  ])('parses a Cookie header: %s', (_name, header, want) => {
    expect([...parseCookieHeader(header)]).toEqual(want);
  });

  it('a header jar collects Set-Cookie values and sees its own writes', () => {
    const out: string[] = [];
    const jar = headerCookieJar('n=old', out);
    const cookie = accessor(jar, { parentDomain: '.fvp.example', secure: true }, spec(), (raw) => (raw.length ? raw : undefined));
    expect(cookie.get()).toBe('old');
    cookie.set('new');
    expect(cookie.get()).toBe('new');
    cookie.remove();
    expect(cookie.get()).toBeUndefined();
    expect(out).toEqual([
      'n=new; Max-Age=60; Domain=.fvp.example; Path=/; Secure; SameSite=Lax',
      'n=; Max-Age=0; Domain=.fvp.example; Path=/; Secure; SameSite=Lax',
    ]);
  });

  it('a host-scoped, HttpOnly cookie has no Domain and is hidden from scripts', () => {
    const out: string[] = [];
    accessor(
      headerCookieJar('', out),
      { parentDomain: '.fvp.example', secure: false },
      spec({ scope: 'host', httpOnly: true }),
      String,
    ).set('v');
    expect(out).toEqual(['n=v; Max-Age=60; Path=/; HttpOnly; SameSite=Lax']);
  });

  it('a value of the wrong type reads as absent; a read-only view cannot write', () => {
    const cookie = accessor(headerCookieJar('n=7'), { parentDomain: undefined, secure: false }, spec(), (raw) =>
      /^[a-z]+$/.test(raw) ? raw : undefined,
    );
    expect(cookie.get()).toBeUndefined();
    expect(Object.keys(readOnly(cookie)).sort()).toEqual(['get', 'name']);
  });
});

describe('storage runtime', () => {
  /** An area that refuses everything, as blocked or full storage does. */
  const blocked: StorageArea = {
    getItem: () => {
      throw new Error('SecurityError');
    },
    setItem: () => {
      throw new Error('QuotaExceededError');
    },
    removeItem: () => {
      throw new Error('SecurityError');
    },
  };

  it('round-trips text and booleans, and absorbs blocked storage', () => {
    const area = memoryStorageArea();
    const text = textAccessor(area, 't');
    expect(text.set('hello')).toBe(true);
    expect(text.get()).toBe('hello');
    const flag = booleanAccessor(area, 'b');
    area.setItem('b', 'yes');
    expect(flag.get()).toBeUndefined();
    flag.set(true);
    expect(flag.get()).toBe(true);
    const refused = textAccessor(blocked, 't');
    expect(refused.set('x')).toBe(false);
    expect(refused.get()).toBeUndefined();
    expect(() => refused.remove()).not.toThrow();
    expect(textAccessor(null, 't').set('x')).toBe(false);
  });

  it('checks JSON with the predicate it is given', () => {
    const area = memoryStorageArea();
    const ids = jsonAccessor((v: unknown): v is number[] => Array.isArray(v) && v.every(Number.isInteger))(area, 'ids');
    ids.set([1, 2]);
    expect(ids.get()).toEqual([1, 2]);
    area.setItem('ids', '{not json');
    expect(ids.get()).toBeUndefined();
    area.setItem('ids', '["a"]');
    expect(ids.get()).toBeUndefined();
  });
});
