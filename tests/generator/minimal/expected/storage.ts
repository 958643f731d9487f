/* eslint-disable */
// Generated from spec/storage.yaml by `npm run generate`. Do not edit: change the spec and regenerate.

import * as z from 'zod/mini';
import * as schemas from './api/schemas.ts';
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

function jsonAccessor<T>(schema: z.ZodMiniType<T>): Make<T> {
  return (area, key) =>
    accessor(
      area,
      key,
      (raw) => {
        try {
          const parsed = schema.safeParse(JSON.parse(raw));
          return parsed.success ? parsed.data : undefined;
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

/** Typed accessors for every key of storage.yaml. */
export interface BrowserStorage {
  /** The bearer token of the signed-in user. (localStorage) */
  readonly authToken: StorageAccessor<string>;
  /** Time and path of the last stale-chunk reload ("<unix ms> <path>"). (sessionStorage) */
  readonly chunkReload: StorageAccessor<string>;
  /** Analytics events waiting to be sent. (localStorage) */
  readonly dataLayer: StorageAccessor<Array<Record<string, unknown>>>;
  /** The visit came from the app (query source=app, route rule 5). (sessionStorage) */
  readonly isSourceApp: StorageAccessor<boolean>;
  /** A promo code carried to the order page. (localStorage) */
  readonly promo: StorageAccessor<string>;
  /** The cached popup list with its expiry (popupUpdate, unix milliseconds). (localStorage) */
  readonly servicePopupData: StorageAccessor<schemas.PopupCache>;
  /** Ids of the popups the visitor closed. (localStorage) */
  readonly viewedNotifications: StorageAccessor<number[]>;
}

/** Storage keys by name and area. */
export const storageKeys = {
  authToken: { area: 'local', key: 'authToken' },
  chunkReload: { area: 'session', key: 'chunkReload' },
  dataLayer: { area: 'local', key: 'dataLayer' },
  isSourceApp: { area: 'session', key: 'isSourceApp' },
  promo: { area: 'local', key: 'promo' },
  servicePopupData: { area: 'local', key: 'servicePopupData' },
  viewedNotifications: { area: 'local', key: 'viewedNotifications' },
} as const;

/** Typed accessors over storage areas. */
export function createStorage(areas: StorageAreas): BrowserStorage {
  return {
    authToken: textAccessor(areas.local, 'authToken'),
    chunkReload: textAccessor(areas.session, 'chunkReload'),
    dataLayer: jsonAccessor(/* @__PURE__ */ z.array(z.record(z.string(), z.unknown())))(areas.local, 'dataLayer'),
    isSourceApp: booleanAccessor(areas.session, 'isSourceApp'),
    promo: textAccessor(areas.local, 'promo'),
    servicePopupData: jsonAccessor(schemas.PopupCache)(areas.local, 'servicePopupData'),
    viewedNotifications: jsonAccessor(/* @__PURE__ */ z.array(z.int()))(areas.local, 'viewedNotifications'),
  };
}
