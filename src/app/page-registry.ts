/**
 * Page bodies by route, each a lazily loaded chunk; the loader awaits it before rendering. Which
 * body a page has is spec data (`body` in spec/routes.yaml); the modules are the folders of
 * src/pages/, found by Vite at build time (page-loaders.ts), so a new page needs no edit here. The
 * first page's body and content the browser imports by the addresses the server gives
 * (src/app/entry-client.tsx), so that a page's first load holds no loader of every page.
 */
import type { ComponentType } from 'react';
import type { LocalePrefix } from '../../generated/locales.ts';
import { pageBody } from '../../generated/page-links.ts';
import type { PageBody, RouteId } from '../../generated/routes.ts';
import { contentOf, receivePageContent, type ContentModule } from '../shared/content/index.ts';
import { loadBlockParts } from '../widgets/blocks/parts.ts';
import { loadToolBlocks, toolSources } from '../widgets/blocks/tools.tsx';
import type { PageData } from '../shared/page/view.ts';
import { BODIES_BEFORE_MODELS } from './page-module-source.ts';
import { reloadOnStaleChunk } from './stale-chunk.ts';

export type PageComponent = ComponentType<{ data: PageData }>;
export type PageModule = { Page: PageComponent };

const loaded = new Map<PageBody, PageComponent>();

interface LoadOptions {
  /** With `reload: false` (a prefetch) a stale chunk is only an error: the page shown stays. */
  readonly reload?: boolean;
  /** The module's address in this build, when the server gave it (the first page): imported directly. */
  readonly url?: string | undefined;
}

/** A module by the address the server gave (a chunk of this build, or a source in development). */
const byUrl = <T>(url: string) => import(/* @vite-ignore */ url) as Promise<T>;

export async function loadPage(route: RouteId, { reload = true, url }: LoadOptions = {}): Promise<PageComponent> {
  const body = pageBody(route);
  const cached = loaded.get(body);
  if (cached) return cached;
  try {
    const { Page } = url ? await byUrl<PageModule>(url) : await (await import('./page-loaders.ts')).loadPageModule(body);
    loaded.set(body, Page);
    return Page;
  } catch (error) {
    if (reload) reloadOnStaleChunk(error);
    throw error;
  }
}

/**
 * Whether a page hydrates before the models load: a body of BODIES_BEFORE_MODELS, without a tool
 * (tools read the models). Known once the page's content has loaded.
 */
export function hydratesBeforeModels(route: RouteId): boolean {
  return BODIES_BEFORE_MODELS.has(pageBody(route)) && toolSources(contentOf(route) ?? []).length === 0;
}

/** The page component if its chunk has loaded (always, after the loader ran). */
export function loadedPage(route: RouteId): PageComponent | undefined {
  return loaded.get(pageBody(route));
}

/**
 * A content page's blocks and catalogue (shared/content), or an article's body (shared/blog), with
 * a stale chunk reloading the page.
 */
export async function loadContent(
  route: RouteId,
  locale: LocalePrefix,
  params: PageData['params'] = {},
  { reload = true, url }: LoadOptions = {},
): Promise<void> {
  try {
    // The articles' loaders come with the first article opened, not with every page.
    if (route === 'blog-article') return await (await import('../shared/blog/bodies.ts')).loadArticleBody(params.slug ?? '', locale);
    if (url) await receivePageContent(route, locale, await byUrl<ContentModule>(url));
    else await (await import('../shared/content/loaders.ts')).loadPageContent(route, locale);
    const blocks = contentOf(route) ?? [];
    await Promise.all([loadBlockParts(blocks), loadToolBlocks(blocks)]);
  } catch (error) {
    if (reload) reloadOnStaleChunk(error);
    throw error;
  }
}
