/* eslint-disable */
// Generated from spec/storage.yaml by `npm run generate`. Do not edit: change the spec and regenerate.

import type * as schemas from './api/schemas.ts';
/** The part of the Web Storage API the accessors use. */
export interface StorageArea {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** localStorage and sessionStorage, or null where they are unavailable (server, blocked storage). */
export interface StorageAreas {
  readonly local: StorageArea | null;
  readonly session: StorageArea | null;
}

export interface StorageAccessor<T> {
  readonly key: string;
  /** The value, or undefined when absent, unreadable or not of the key's type. */
  get(): T | undefined;
  /** Stores the value; false when storage refused it (quota, blocked storage). */
  set(value: T): boolean;
  remove(): void;
}

type Make<T> = (area: StorageArea | null, key: string) => StorageAccessor<T>;

function accessor<T>(area: StorageArea | null, key: string, parse: (raw: string) => T | undefined, format: (v: T) => string): StorageAccessor<T> {
  return {
    key,
    get: () => {
      try {
        const raw = area?.getItem(key);
        return raw === null || raw === undefined ? undefined : parse(raw);
      } catch {
        return undefined;
      }
    },
    set: (value) => {
      try {
        if (!area) return false;
        area.setItem(key, format(value));
        return true;
      } catch {
        return false;
      }
    },
    remove: () => {
      try {
        area?.removeItem(key);
      } catch {
        // Storage is blocked: nothing was stored either.
      }
    },
  };
}

const booleanAccessor: Make<boolean> = (area, key) =>
  accessor(area, key, (raw) => (raw === 'true' ? true : raw === 'false' ? false : undefined), String);

const textAccessor: Make<string> = (area, key) => accessor(area, key, (raw) => raw, (v) => v);

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** JSON values checked by a generated predicate (no validation library in the page's bundle). */
function jsonAccessor<T>(check: (v: unknown) => v is T): Make<T> {
  return (area, key) =>
    accessor(
      area,
      key,
      (raw) => {
        try {
          const value: unknown = JSON.parse(raw);
          return check(value) ? value : undefined;
        } catch {
          return undefined;
        }
      },
      (v) => JSON.stringify(v),
    );
}

/** The browser's storage areas; null for an area that throws on access (blocked storage). The only place that touches them. */
export function browserStorageAreas(): StorageAreas {
  const probe = (get: () => Storage): StorageArea | null => {
    try {
      return typeof window === 'undefined' ? null : get();
    } catch {
      return null;
    }
  };
  return { local: probe(() => window.localStorage), session: probe(() => window.sessionStorage) };
}

/** A storage area kept in memory (server rendering, tests). */
export function memoryStorageArea(): StorageArea {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

/** components.schemas.Gateway */
function isGateway(o0: unknown): o0 is schemas.Gateway {
  return (['stripe'] as readonly unknown[]).includes(o0);
}

/** components.schemas.Label */
function isLabel(o0: unknown): o0 is schemas.Label {
  return isRecord(o0) && (o0['gateway'] === undefined || isGateway(o0['gateway'])) && (o0['title'] === undefined || typeof o0['title'] === 'string');
}

/** components.schemas.Entry */
function isEntry(o0: unknown): o0 is schemas.Entry {
  return isRecord(o0) && (o0['extra'] === undefined || ((o1: unknown) => isRecord(o1))(o0['extra'])) && typeof o0['id'] === 'string' && o0['id'].length >= 1 && o0['id'].length <= 64 && /^[a-z0-9-]+$/.test(o0['id']) && ([0, 1, 2] as readonly unknown[]).includes(o0['kind']) && ((o1: unknown) => isRecord(o1) && Object.values(o1).every((x1) => isLabel(x1)))(o0['labels']) && (o0['payload'] === undefined || true) && (o0['ref'] === undefined || (typeof o0['ref'] === 'string' || Number.isInteger(o0['ref']))) && typeof o0['score'] === 'number' && Number.isFinite(o0['score']) && (o0['score'] as number) >= 0 && (o0['score'] as number) <= 1 && (o0['shown'] === undefined || typeof o0['shown'] === 'boolean') && (o0['status'] === undefined || (['new', 'seen'] as readonly unknown[]).includes(o0['status'])) && o0['version'] === 2;
}

/** components.schemas.Cache */
function isCache(o0: unknown): o0 is schemas.Cache {
  return isRecord(o0) && ((a1: unknown) => Array.isArray(a1) && a1.every((x1: unknown) => isEntry(x1)))(o0['entries']) && (o0['note'] === undefined || (typeof o0['note'] === 'string' && o0['note'].length <= 200 || o0['note'] === null)) && Number.isInteger(o0['updatedAt']) && (o0['updatedAt'] as number) >= 0;
}

/** Typed accessors for every key of storage.yaml. */
export interface BrowserStorage {
  /** The bearer token. (localStorage) */
  readonly authToken: StorageAccessor<string>;
  /** A cached list with its expiry. (localStorage) */
  readonly cache: StorageAccessor<schemas.Cache>;
  /** Analytics events waiting to be sent. (localStorage) */
  readonly dataLayer: StorageAccessor<Array<Record<string, unknown>>>;
  /** The visit came from the app. (sessionStorage) */
  readonly isSourceApp: StorageAccessor<boolean>;
  /** Tags seen. (sessionStorage) */
  readonly tags: StorageAccessor<string[]>;
  /** Ids of closed popups. (localStorage) */
  readonly viewedNotifications: StorageAccessor<number[]>;
}

/** Storage keys by name and area. */
export const storageKeys = {
  authToken: { area: 'local', key: 'authToken' },
  cache: { area: 'local', key: 'cache' },
  dataLayer: { area: 'local', key: 'dataLayer' },
  isSourceApp: { area: 'session', key: 'isSourceApp' },
  tags: { area: 'session', key: 'tags' },
  viewedNotifications: { area: 'local', key: 'viewedNotifications' },
} as const;

/** Typed accessors over storage areas. */
export function createStorage(areas: StorageAreas): BrowserStorage {
  return {
    authToken: textAccessor(areas.local, 'authToken'),
    cache: jsonAccessor(isCache)(areas.local, 'cache'),
    dataLayer: jsonAccessor((v: unknown): v is Array<Record<string, unknown>> => Array.isArray(v) && v.every(isRecord))(areas.local, 'dataLayer'),
    isSourceApp: booleanAccessor(areas.session, 'isSourceApp'),
    tags: jsonAccessor((v: unknown): v is string[] => Array.isArray(v) && v.every((x: unknown) => typeof x === 'string'))(areas.session, 'tags'),
    viewedNotifications: jsonAccessor((v: unknown): v is number[] => Array.isArray(v) && v.every(Number.isInteger))(areas.local, 'viewedNotifications'),
  };
}
