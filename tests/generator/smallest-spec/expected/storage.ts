/* eslint-disable */
// Generated from spec/storage.yaml by `npm run generate`. Do not edit: change the spec and regenerate.

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

/** Typed accessors for every key of storage.yaml. */
export interface BrowserStorage {

}

/** Storage keys by name and area. */
export const storageKeys = {} as const;

/** Typed accessors over storage areas. */
export function createStorage(areas: StorageAreas): BrowserStorage {
  return {

  };
}
