/**
 * What runs in the browser once the page is up (product spec §4, §9): the cookie notice, the
 * service popups, the live chat, the free-locations modal and the check for a newer build. Each is
 * its own feature; this connects them: the chat's launcher follows the popups, and the popups wait
 * while the free-locations modal is open, so two dialogs never stack.
 */
import { createEvent, sample } from 'effector';
import type { SiteConfig } from '../../shared/config/site.ts';
import { buildCheckStarted, tabShown } from '../../features/build-check/index.ts';
import { consentStarted } from '../../features/cookie-consent/index.ts';
import { freeLocationsChecked } from '../../features/free-locations/index.ts';
import { chatLocaleChanged, chatShiftChanged, chatStarted } from '../../features/live-chat/index.ts';
import { $chatShifted, popupsStarted } from '../../features/service-popups/index.ts';

export interface LivingStart {
  readonly config: Pick<SiteConfig, 'chat' | 'buildId' | 'tagManagerUrl'>;
  /** The page's locale prefix. */
  readonly locale: string;
  /** The page's path below the locale prefix. */
  readonly path: string;
}

/** The app has mounted (once per page load). */
export const livingStarted = createEvent<LivingStart>();
/** A client navigation reached a page in another locale. */
export const localeShown = createEvent<string>();
/** The tab became visible again. */
export const tabVisible = createEvent();

sample({ clock: livingStarted, target: freeLocationsChecked });
sample({ clock: livingStarted, fn: ({ config }) => ({ tagManagerUrl: config.tagManagerUrl }), target: consentStarted });
sample({ clock: livingStarted, fn: ({ config }) => config.buildId, target: buildCheckStarted });
sample({ clock: livingStarted, fn: ({ config, locale }) => ({ config: config.chat, locale }), target: chatStarted });
sample({ clock: livingStarted, fn: ({ locale, path }) => ({ locale, path }), target: popupsStarted });
sample({ clock: localeShown, target: chatLocaleChanged });
sample({ clock: tabVisible, target: tabShown });
sample({ clock: $chatShifted, target: chatShiftChanged });
