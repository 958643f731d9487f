/**
 * The visitor's platform, detected in the browser once the download block is on screen: the server
 * renders the same page for everyone, and the first render in the browser must match it, so the
 * visitor's platform is brought forward only after hydration.
 */
import { createEffect, createEvent, createStore, sample } from 'effector';
import { detectPlatform, type AppId } from './platform.ts';

interface NavigatorWithHints extends Navigator {
  readonly userAgentData?: { readonly platform?: string };
}

/** Reads the browser's hints; replaced in tests. */
export const detectPlatformFx = createEffect((): AppId | null => {
  const nav = navigator as NavigatorWithHints;
  return detectPlatform({ userAgent: nav.userAgent, platform: nav.userAgentData?.platform, maxTouchPoints: nav.maxTouchPoints });
});

/** The download block has mounted in the browser (after hydration). */
export const downloadsShown = createEvent();

/** The visitor's platform, null until detected (and on the server). */
export const $visitorPlatform = createStore<AppId | null>(null, { sid: 'appDownload.visitorPlatform', serialize: 'ignore' });

sample({
  clock: downloadsShown,
  source: $visitorPlatform,
  filter: (known) => known === null,
  fn: () => undefined,
  target: detectPlatformFx,
});
$visitorPlatform.on(detectPlatformFx.doneData, (_, platform) => platform);
