/** spec/cookies.yaml and spec/storage.yaml: cookies by name, storage keys by key. */
import type { CookiesSpec, CookieValueType } from '../schema/cookies.ts';
import type { StorageSpec, StorageValueType } from '../schema/storage.ts';
import type { Change, SpecFiles } from './types.ts';
import { fieldChanges, keyedChanges, same, show } from './values.ts';
import { expandSchema } from './api-schema.ts';

/** A cookie with the file's defaults filled in: a new default changes every cookie that uses it. */
interface Cookie {
  name: string;
  type: CookieValueType;
  purpose: string;
  maxAge: number;
  scope: string;
  path: string;
  sameSite: string;
  httpOnly: boolean;
  readOnly: boolean;
  category: string;
}

function cookiesOf(spec: CookiesSpec | undefined): Cookie[] {
  if (!spec) return [];
  const d = spec.defaults;
  return spec.cookies.map((c) => ({
    name: c.name,
    type: c.type,
    purpose: c.purpose,
    maxAge: c.maxAge ?? d.maxAge,
    scope: c.scope ?? d.scope,
    path: c.path ?? d.path,
    sameSite: c.sameSite ?? d.sameSite,
    httpOnly: c.httpOnly ?? false,
    readOnly: c.readOnly ?? false,
    category: c.category ?? d.category,
  }));
}

function cookieType(t: CookieValueType): string {
  switch (t.kind) {
    case 'literal':
      return `literal ${show(t.value)}`;
    case 'enum':
      return `one of ${show(t.values)}`;
    case 'string':
      return ['string', t.maxLength ? `up to ${t.maxLength} characters` : '', t.pattern ? `matching ${show(t.pattern)}` : '']
        .filter(Boolean)
        .join(' ');
    default:
      return t.kind;
  }
}

/** Seconds as a reader thinks of a cookie's lifetime. */
function lifetime(seconds: number): string {
  const days = seconds / 86_400;
  return days >= 1 ? `${seconds} s (${Number.isInteger(days) ? days : days.toFixed(1)} days)` : `${seconds} s`;
}

const COOKIE_FIELDS = [
  ['type', (c: Cookie) => cookieType(c.type)],
  ['lifetime', (c: Cookie) => lifetime(c.maxAge)],
  ['scope', (c: Cookie) => c.scope],
  ['path', (c: Cookie) => c.path],
  ['sameSite', (c: Cookie) => c.sameSite],
  ['httpOnly', (c: Cookie) => c.httpOnly],
  ['read only', (c: Cookie) => c.readOnly],
  ['consent category', (c: Cookie) => c.category],
  ['purpose', (c: Cookie) => c.purpose],
] as const;

type Category = CookiesSpec['categories'][number];

export function cookieChanges(before: SpecFiles, after: SpecFiles): Change[] {
  const categories = keyedChanges('cookies', before.cookies?.categories ?? [], after.cookies?.categories ?? [], {
    key: (c: Category) => `consent category ${c.id}`,
    describe: (c: Category) => (c.required ? 'required (cannot be refused)' : 'optional'),
    compare: (x: Category, y: Category) => fieldChanges(x, y, [['required', (c: Category) => c.required]] as const),
  });
  return [...categories, ...cookieList(before, after)];
}

function cookieList(before: SpecFiles, after: SpecFiles): Change[] {
  return keyedChanges('cookies', cookiesOf(before.cookies), cookiesOf(after.cookies), {
    key: (c) => c.name,
    describe: (c) =>
      `${cookieType(c.type)}, lifetime ${lifetime(c.maxAge)}, scope ${c.scope}, path ${show(c.path)}, sameSite ${c.sameSite}` +
      `${c.httpOnly ? ', httpOnly' : ''}, category ${c.category}: ${c.purpose}`,
    compare: (x, y) => fieldChanges(x, y, COOKIE_FIELDS),
  });
}

function storageType(t: StorageValueType): string {
  if (t.kind === 'schema') return `schema ${show(t.schema)}`;
  if (t.kind === 'array') return `array of ${t.items}`;
  return t.kind;
}

type Key = StorageSpec['keys'][number];

const KEY_FIELDS = [
  ['area', (k: Key) => k.area],
  ['type', (k: Key) => storageType(k.type)],
  ['purpose', (k: Key) => k.purpose],
] as const;

/** A stored value of an api.yaml schema changes shape when that schema does. */
function storedShapeChanged(x: Key, y: Key, before: SpecFiles, after: SpecFiles): string[] {
  if (x.type.kind !== 'schema' || y.type.kind !== 'schema' || x.type.schema !== y.type.schema) return [];
  const name = x.type.schema;
  const ref = { $ref: `#/components/schemas/${name}` };
  const [a, b] = [before.api && expandSchema(before.api, ref), after.api && expandSchema(after.api, ref)];
  return same(a, b) ? [] : [`stored shape (schema ${show(name)} of api.yaml) changed`];
}

export function storageChanges(before: SpecFiles, after: SpecFiles): Change[] {
  return keyedChanges('storage', before.storage?.keys ?? [], after.storage?.keys ?? [], {
    key: (k) => k.key,
    describe: (k) => `${k.area} storage, ${storageType(k.type)}: ${k.purpose}`,
    compare: (x, y) => [...fieldChanges(x, y, KEY_FIELDS), ...storedShapeChanged(x, y, before, after)],
  });
}
