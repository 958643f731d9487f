/**
 * One route for every URL: the generated resolver decides which page a path is, so no table of
 * thousands of locale × country routes is registered.
 */
import type { RouteObject } from 'react-router';
import { ErrorShell } from './error-shell.tsx';
import { createPageLoader } from './page-loader.ts';
import { PageShell } from './page-shell.tsx';
import type { AppRuntime } from './runtime.ts';

export function createRoutes(runtime: AppRuntime): RouteObject[] {
  return [
    {
      id: 'page',
      path: '*',
      loader: createPageLoader(runtime),
      Component: PageShell,
      ErrorBoundary: ErrorShell,
    },
  ];
}
