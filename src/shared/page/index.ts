export { PlaceContext, usePlace, type OnlyIn, type PageData, type PlaceInfo } from './context.ts';
export { useHref, usePageHref, usePathHref } from './href.ts';
export {
  $page,
  $pageFreshness,
  navigateFx,
  pageDataSettled,
  pageMadePersonal,
  pageStarted,
  type PageFreshness,
  type PageStart,
} from './model.ts';
