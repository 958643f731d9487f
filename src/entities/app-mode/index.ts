export { $fromApp, readFromAppFx } from './model.ts';
export { APP_MODE_ROUTES, appModeView, asksForAppMode } from './view.ts';
