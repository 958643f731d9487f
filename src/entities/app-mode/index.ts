export { $fromApp, APP_MODE_ROUTES, asksForAppMode, readFromAppFx } from './model.ts';
