export { $visitorPlatform, detectPlatformFx, downloadsShown } from './model.ts';
export { detectPlatform, type AppId, type BrowserHints } from './platform.ts';
