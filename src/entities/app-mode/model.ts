/**
 * App mode (DECISIONS 20): the visit came from one of the apps (route rule 5 stored isSourceApp for
 * the tab). The order and payment pages then drop the site's navigation, and the success page
 * offers the way back to the app.
 */
import { createEffect, createStore, sample } from 'effector';
import { browserState } from '../../shared/browser/index.ts';
import { appStarted } from '../session/index.ts';

export { APP_MODE_ROUTES, asksForAppMode } from './view.ts';

/** Read from the tab's storage in the browser; the server knows only the URL's `source=app`. */
export const $fromApp = createStore(false, { sid: 'appMode.fromApp', serialize: 'ignore' });

export const readFromAppFx = createEffect(() => browserState().storage.isSourceApp.get() === true);
sample({ clock: appStarted, target: readFromAppFx });
sample({ clock: readFromAppFx.doneData, target: $fromApp });
