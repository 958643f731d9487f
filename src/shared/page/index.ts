export { PlaceContext, usePageHref, usePathHref, usePlace, type OnlyIn, type PageData, type PlaceInfo } from './view.ts';
export { useHref } from './route-href.ts';
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
