/**
 * The visitor's platform, detected in the browser when a page starts (the server renders the same
 * page for everyone, so it leads with no platform; the browser then brings the visitor's forward).
 */
import { createEffect, createStore, sample } from 'effector';
import { pageStarted } from '../../shared/page/index.ts';
import { detectPlatform, type AppId } from './platform.ts';

interface NavigatorWithHints extends Navigator {
  readonly userAgentData?: { readonly platform?: string };
}

/** Reads the browser's hints; replaced in tests. */
export const detectPlatformFx = createEffect((): AppId | null => {
  const nav = navigator as NavigatorWithHints;
  return detectPlatform({ userAgent: nav.userAgent, platform: nav.userAgentData?.platform, maxTouchPoints: nav.maxTouchPoints });
});

/** The visitor's platform, null until detected (and on the server). */
export const $visitorPlatform = createStore<AppId | null>(null, { sid: 'appDownload.visitorPlatform', serialize: 'ignore' });

sample({ clock: pageStarted, filter: ({ side }) => side === 'client', fn: () => undefined, target: detectPlatformFx });
$visitorPlatform.on(detectPlatformFx.doneData, (_, platform) => platform);
