/** spec/storage.yaml → generated/storage.ts: typed localStorage/sessionStorage accessors. */
import { byString, literal, quote } from '../literal.ts';
import type { StorageValueType } from '../schema/storage.ts';
import { func, printTs } from '../ts-file.ts';
import { predicateStatements } from './json-check.ts';
import type { Emitter } from './types.ts';

function valueCode(type: StorageValueType): { ts: string; make: string } {
  switch (type.kind) {
    case 'boolean':
      return { ts: 'boolean', make: 'booleanAccessor' };
    case 'string':
      return { ts: 'string', make: 'textAccessor' };
    case 'schema':
      return { ts: `schemas.${type.schema}`, make: `jsonAccessor(is${type.schema})` };
    case 'array': {
      const item = { integer: 'Number.isInteger', string: "(x: unknown) => typeof x === 'string'", object: 'isRecord' }[type.items];
      const ts = { integer: 'number[]', string: 'string[]', object: 'Array<Record<string, unknown>>' }[type.items];
      return { ts, make: `jsonAccessor((v: unknown): v is ${ts} => Array.isArray(v) && v.every(${item}))` };
    }
  }
}

const RUNTIME = `/** The part of the Web Storage API the accessors use. */
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
}`;

export const emitStorage: Emitter = (spec) => {
  const keys = [...spec.storage.keys].sort((a, b) => byString(a.key, b.key));
  const schemaRoots = keys.flatMap((k) => (k.type.kind === 'schema' ? [k.type.schema] : []));
  const usesSchemas = schemaRoots.length > 0;
  const content = printTs('storage.ts', 'spec/storage.yaml', [
    ...(usesSchemas ? [`import type * as schemas from './api/schemas.ts';`] : []),
    RUNTIME,
    ...predicateStatements(spec.api.components.schemas, schemaRoots),
    `/** Typed accessors for every key of storage.yaml. */\nexport interface BrowserStorage {\n${keys
      .map((k) => `  /** ${k.purpose} (${k.area}Storage) */\n  readonly ${k.key}: StorageAccessor<${valueCode(k.type).ts}>;`)
      .join('\n')}\n}`,
    `/** Storage keys by name and area. */\nexport const storageKeys = ${literal(Object.fromEntries(keys.map((k) => [k.key, { key: k.key, area: k.area }])))} as const;`,
    func(
      'createStorage',
      [{ name: 'areas', type: 'StorageAreas' }],
      'BrowserStorage',
      `return {\n${keys.map((k) => `  ${k.key}: ${valueCode(k.type).make}(areas.${k.area}, ${quote(k.key)}),`).join('\n')}\n};`,
      'Typed accessors over storage areas.',
    ),
  ]);
  return [{ path: 'storage.ts', content }];
};
