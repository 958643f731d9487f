export { $visitorPlatform, detectPlatformFx } from './model.ts';
export { detectPlatform, type AppId, type BrowserHints } from './platform.ts';
