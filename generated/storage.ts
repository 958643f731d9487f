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

/** components.schemas.PopupTranslation */
function isPopupTranslation(o0: unknown): o0 is schemas.PopupTranslation {
  return (
    isRecord(o0) &&
    (o0['action'] === undefined || (typeof o0['action'] === 'string' && o0['action'].length <= 60)) &&
    (o0['description'] === undefined || typeof o0['description'] === 'string') &&
    (o0['title'] === undefined || typeof o0['title'] === 'string')
  );
}

/** components.schemas.Popup */
function isPopup(o0: unknown): o0 is schemas.Popup {
  return (
    isRecord(o0) &&
    typeof o0['country'] === 'string' &&
    ([0, 1] as readonly unknown[]).includes(o0['display_type']) &&
    Number.isInteger(o0['expired_at']) &&
    Number.isInteger(o0['id']) &&
    (o0['isShown'] === undefined || typeof o0['isShown'] === 'boolean') &&
    (o0['link'] === undefined ||
      (typeof o0['link'] === 'string' && o0['link'].length <= 500 && /^(\/(?![/\\\\])|https:\/\/)/.test(o0['link']))) &&
    ([0, 1] as readonly unknown[]).includes(o0['popup_type']) &&
    ((o1: unknown) => isRecord(o1) && Object.values(o1).every((x1) => isPopupTranslation(x1)))(o0['translate']) &&
    ([0, 1, 2] as readonly unknown[]).includes(o0['type'])
  );
}

/** components.schemas.PopupCache */
function isPopupCache(o0: unknown): o0 is schemas.PopupCache {
  return (
    isRecord(o0) &&
    Number.isInteger(o0['popupUpdate']) &&
    ((a1: unknown) => Array.isArray(a1) && a1.every((x1: unknown) => isPopup(x1)))(o0['popups'])
  );
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
  /** The e-mail address a new user or a signed-out buyer entered, until the account is signed in. (sessionStorage) */
  readonly signupEmail: StorageAccessor<string>;
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
  signupEmail: { area: 'session', key: 'signupEmail' },
  viewedNotifications: { area: 'local', key: 'viewedNotifications' },
} as const;

/** Typed accessors over storage areas. */
export function createStorage(areas: StorageAreas): BrowserStorage {
  return {
    authToken: textAccessor(areas.local, 'authToken'),
    chunkReload: textAccessor(areas.session, 'chunkReload'),
    dataLayer: jsonAccessor((v: unknown): v is Array<Record<string, unknown>> => Array.isArray(v) && v.every(isRecord))(
      areas.local,
      'dataLayer',
    ),
    isSourceApp: booleanAccessor(areas.session, 'isSourceApp'),
    promo: textAccessor(areas.local, 'promo'),
    servicePopupData: jsonAccessor(isPopupCache)(areas.local, 'servicePopupData'),
    signupEmail: textAccessor(areas.session, 'signupEmail'),
    viewedNotifications: jsonAccessor((v: unknown): v is number[] => Array.isArray(v) && v.every(Number.isInteger))(
      areas.local,
      'viewedNotifications',
    ),
  };
}
