export { PlaceContext, usePlace, type PageData, type PlaceInfo } from './context.ts';
export { useHref, usePageHref } from './href.ts';
export { $page, navigateFx, pageStarted, type PageStart } from './model.ts';
