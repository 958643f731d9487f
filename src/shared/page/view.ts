/** What views read of the page (its place and links to pages), without the page's model: no Effector. */
export { PlaceContext, usePlace, type OnlyIn, type PageData, type PlaceInfo } from './context.ts';
export { usePageHref, usePathHref } from './href.ts';
