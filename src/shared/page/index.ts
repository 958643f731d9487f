export { PlaceContext, usePlace, type PageData, type PlaceInfo } from './context.ts';
export { useHref } from './href.ts';
