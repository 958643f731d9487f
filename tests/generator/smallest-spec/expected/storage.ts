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
export {
  browserStorageAreas,
  memoryStorageArea,
  type StorageAccessor,
  type StorageArea,
  type StorageAreas,
} from '../generator/runtime/storage.ts';

/** Typed accessors for every key of storage.yaml. */
export interface BrowserStorage {}

/** Storage keys by name and area. */
export const storageKeys = {} as const;

/** Typed accessors over storage areas. */
export function createStorage(areas: StorageAreas): BrowserStorage {
  return {};
}
