export { PlaceContext, usePlace, type OnlyIn, type PageData, type PlaceInfo } from './context.ts';
export { useHref, usePageHref, usePathHref } from './href.ts';
export {
  $page,
  $pageFreshness,
  fromPayload,
  navigateFx,
  pageDataSettled,
  pageMadePersonal,
  pageStarted,
  payloadReceived,
  payloadSids,
  type PageFreshness,
  type PageStart,
} from './model.ts';
