/**
 * Handing the signed-in session to an app (DECISIONS 17, 20): a one-time action key (valid five
 * minutes) in the apps' deep link, opened on this device or scanned from a QR code on another.
 */
import { createEvent, createStore, sample } from 'effector';
import { appHandOff } from '../../../generated/constants.ts';
import { createApiFx } from '../../shared/api/index.ts';
import { pageStarted } from '../../shared/page/index.ts';

/** POST /v4/action-key. */
export const createActionKeyFx = createApiFx((api) => api.createActionKey({ body: {} }));

export type HandOff =
  | { readonly kind: 'idle' }
  | { readonly kind: 'working' }
  | { readonly kind: 'ready'; readonly link: string; readonly expiresAt: number }
  | { readonly kind: 'error' };

export const $handOff = createStore<HandOff>({ kind: 'idle' }, { sid: 'appHandOff.state', serialize: 'ignore' });
/** The visitor asks for a key (to open the app here, or to scan the code). */
export const keyRequested = createEvent();
/** The key's five minutes are over: a new one is needed. */
export const keyExpired = createEvent();

/** The apps' deep link with a key. */
export function deepLink(key: string): string {
  return appHandOff.deepLink.replace('{key}', encodeURIComponent(key));
}

sample({ clock: keyRequested, source: $handOff, filter: (state) => state.kind !== 'working', target: createActionKeyFx });
$handOff
  .on(createActionKeyFx, () => ({ kind: 'working' }))
  .on(createActionKeyFx.doneData, (_, { key, expires_at }) => ({
    kind: 'ready',
    link: deepLink(key),
    expiresAt: (expires_at ?? Math.floor(Date.now() / 1000) + 300) * 1000,
  }))
  .on(createActionKeyFx.fail, () => ({ kind: 'error' }))
  .on(keyExpired, () => ({ kind: 'idle' }))
  .reset(pageStarted);
