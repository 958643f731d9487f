export { $visitorPlatform, pageShowsVisitorPlatform } from './model.ts';
export { detectPlatform, type AppId, type BrowserHints } from '../../shared/lib/platform.ts';
export { appDownloadView } from './view.ts';
