/**
 * One route for every URL: the generated resolver decides which page a path is, so no table of
 * thousands of locale × country routes is registered. The router only loads data (the server's
 * static handler, the browser's router); app-view.tsx renders what it loaded.
 */
import type { RouteObject } from 'react-router';
import { createPageLoader } from './page-loader.ts';
import type { AppRuntime } from './runtime.ts';

/** The id under which the page's data and error are kept in the router's state. */
export const PAGE_ROUTE_ID = 'page';

export function createRoutes(runtime: AppRuntime): RouteObject[] {
  return [{ id: PAGE_ROUTE_ID, path: '*', loader: createPageLoader(runtime), hasErrorBoundary: true }];
}
