/**
 * The visitor's platform, for a page whose download block leads with it. The server reads it from
 * the request (User-Agent, Sec-CH-UA-Platform) and renders the page with that platform first, so
 * nothing moves once the page is on screen; the value is serialized with the scope. The browser
 * reads it again when the page starts there: it can tell more (an iPad asking for the desktop site
 * says "Macintosh" in its user agent, but has a touch screen), and on an in-app navigation the
 * server has not seen the page at all.
 */
import { createStore, sample } from 'effector';
import { contentOf } from '../../shared/content/index.ts';
import { detectPlatform, type AppId } from '../../shared/lib/platform.ts';
import { pageStarted } from '../../shared/page/index.ts';
import type { RouteId } from '../../../generated/routes.ts';

/** Whether the page has a download block for the visitor's own platform (one without `platform`). */
export function pageShowsVisitorPlatform(route: RouteId): boolean {
  return contentOf(route)?.some((block) => block.type === 'downloads' && block.platform === undefined) ?? false;
}

/** The visitor's platform, null when it is none of the apps' (or not read yet). */
export const $visitorPlatform = createStore<AppId | null>(null, { sid: 'appDownload.visitorPlatform' });

sample({
  clock: pageStarted,
  filter: ({ page }) => pageShowsVisitorPlatform(page.route),
  fn: ({ browser }) => detectPlatform(browser),
  target: $visitorPlatform,
});
