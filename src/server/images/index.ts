/** The image route (`/_ipx/{modifiers}/{source}`) and what its callers configure. */
export { imageRoute, type ImageRouteOptions } from './route.ts';
export type { RenderRequest, Renderer } from './render.ts';
