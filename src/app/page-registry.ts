/** Page bodies by route, each a lazily loaded chunk; the loader awaits it before rendering. */
import type { ComponentType } from 'react';
import type { RouteId } from '../../generated/routes.ts';
import type { PageData } from '../shared/page/index.ts';
import { reloadOnStaleChunk } from './stale-chunk.ts';

export type PageComponent = ComponentType<{ data: PageData }>;
type Module = { Page: PageComponent };

const modules = {
  main: () => import('../pages/main/index.ts'),
  country: () => import('../pages/country/index.ts'),
  generic: () => import('../pages/generic/index.ts'),
  auth: () => import('../pages/auth/index.ts'),
  cabinet: () => import('../pages/cabinet/index.ts'),
  session: () => import('../pages/session/index.ts'),
} satisfies Record<string, () => Promise<Module>>;

type ModuleName = keyof typeof modules;

/** Source files of the chunks, for <link rel="modulepreload"> from the build manifest. */
export const pageModuleSources: Readonly<Record<ModuleName, string>> = {
  main: 'src/pages/main/index.ts',
  country: 'src/pages/country/index.ts',
  generic: 'src/pages/generic/index.ts',
  auth: 'src/pages/auth/index.ts',
  cabinet: 'src/pages/cabinet/index.ts',
  session: 'src/pages/session/index.ts',
};

const loaded = new Map<ModuleName, PageComponent>();

export function pageModuleOf(route: RouteId): ModuleName {
  if (route === 'main') return 'main';
  if (route === 'country') return 'country';
  if (route === 'login' || route === 'sign-up' || route === 'forgot-password' || route === 'reset' || route === 'confirm') return 'auth';
  if (route === 'cabinet' || route.startsWith('cabinet-')) return 'cabinet';
  if (route === 'profile-check' || route === 'zendesk-sso') return 'session';
  // The bodies of the marketing, service and payment pages are not shown in the product spec.
  return 'generic';
}

export async function loadPage(route: RouteId): Promise<PageComponent> {
  const name = pageModuleOf(route);
  const cached = loaded.get(name);
  if (cached) return cached;
  try {
    const { Page } = await modules[name]();
    loaded.set(name, Page);
    return Page;
  } catch (error) {
    reloadOnStaleChunk(error);
    throw error;
  }
}

/** The page component if its chunk has loaded (always, after the loader ran). */
export function loadedPage(route: RouteId): PageComponent | undefined {
  return loaded.get(pageModuleOf(route));
}
