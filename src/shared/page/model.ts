/** The page's start and in-app navigation, as units every feature may react to or use. */
import { createEffect, createEvent, createStore } from 'effector';
import type { GuardSide } from '../../../generated/guards.ts';
import type { PageData } from './context.ts';

export interface PageStart {
  readonly page: PageData;
  /** The query string of the URL, with its '?' (or empty). */
  readonly search: string;
  /** Where the page starts: the server renders it, then the browser starts it again after hydrating. */
  readonly side: GuardSide;
}

/**
 * A page passed the route rules and its data loaded: features set up their state for it. The page
 * loader runs it in the request's scope on the server and in the document's scope in the browser.
 */
export const pageStarted = createEvent<PageStart>();

/** The page that started last. */
export const $page = createStore<PageData | null>(null, { sid: 'page.current' }).on(pageStarted, (_, { page }) => page);

/**
 * Moves to a same-site path inside the app. The app installs the router's navigation in the
 * browser's scope (`fork({ handlers })`); nothing navigates on the server.
 */
export const navigateFx = createEffect<string, void>(() => {
  throw new Error('navigateFx has no handler in this scope');
});
