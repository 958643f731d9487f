/* eslint-disable */
// Generated from spec/storage.yaml by `npm run generate`. Do not edit: change the spec and regenerate.

import {
  booleanAccessor,
  isRecord,
  jsonAccessor,
  textAccessor,
  type StorageAccessor,
  type StorageAreas,
} from '../generator/runtime/storage.ts';
import type * as schemas from './api/schemas.ts';
export {
  browserStorageAreas,
  memoryStorageArea,
  type StorageAccessor,
  type StorageArea,
  type StorageAreas,
} from '../generator/runtime/storage.ts';

/** components.schemas.Gateway */
function isGateway(o0: unknown): o0 is schemas.Gateway {
  return (['stripe'] as readonly unknown[]).includes(o0);
}

/** components.schemas.Label */
function isLabel(o0: unknown): o0 is schemas.Label {
  return (
    isRecord(o0) &&
    (o0['gateway'] === undefined || isGateway(o0['gateway'])) &&
    (o0['title'] === undefined || typeof o0['title'] === 'string')
  );
}

/** components.schemas.Entry */
function isEntry(o0: unknown): o0 is schemas.Entry {
  return (
    isRecord(o0) &&
    (o0['extra'] === undefined || ((o1: unknown) => isRecord(o1))(o0['extra'])) &&
    typeof o0['id'] === 'string' &&
    o0['id'].length >= 1 &&
    o0['id'].length <= 64 &&
    /^[a-z0-9-]+$/.test(o0['id']) &&
    ([0, 1, 2] as readonly unknown[]).includes(o0['kind']) &&
    ((o1: unknown) => isRecord(o1) && Object.values(o1).every((x1) => isLabel(x1)))(o0['labels']) &&
    (o0['payload'] === undefined || true) &&
    (o0['ref'] === undefined || typeof o0['ref'] === 'string' || Number.isInteger(o0['ref'])) &&
    typeof o0['score'] === 'number' &&
    Number.isFinite(o0['score']) &&
    (o0['score'] as number) >= 0 &&
    (o0['score'] as number) <= 1 &&
    (o0['shown'] === undefined || typeof o0['shown'] === 'boolean') &&
    (o0['status'] === undefined || (['new', 'seen'] as readonly unknown[]).includes(o0['status'])) &&
    o0['version'] === 2
  );
}

/** components.schemas.Cache */
function isCache(o0: unknown): o0 is schemas.Cache {
  return (
    isRecord(o0) &&
    ((a1: unknown) => Array.isArray(a1) && a1.every((x1: unknown) => isEntry(x1)))(o0['entries']) &&
    (o0['note'] === undefined || (typeof o0['note'] === 'string' && o0['note'].length <= 200) || o0['note'] === null) &&
    Number.isInteger(o0['updatedAt']) &&
    (o0['updatedAt'] as number) >= 0
  );
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
    dataLayer: jsonAccessor((v: unknown): v is Array<Record<string, unknown>> => Array.isArray(v) && v.every(isRecord))(
      areas.local,
      'dataLayer',
    ),
    isSourceApp: booleanAccessor(areas.session, 'isSourceApp'),
    tags: jsonAccessor((v: unknown): v is string[] => Array.isArray(v) && v.every((x: unknown) => typeof x === 'string'))(
      areas.session,
      'tags',
    ),
    viewedNotifications: jsonAccessor((v: unknown): v is number[] => Array.isArray(v) && v.every(Number.isInteger))(
      areas.local,
      'viewedNotifications',
    ),
  };
}
