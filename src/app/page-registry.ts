/**
 * Page bodies by route, each a lazily loaded chunk; the loader awaits it before rendering. Which
 * body a page has is spec data (`body` in spec/routes.yaml); the modules are the folders of
 * src/pages/, found by Vite at build time, so a new page needs no edit here.
 */
import type { ComponentType } from 'react';
import type { LocalePrefix } from '../../generated/locales.ts';
import { countryPage, pages, type PageBody, type RouteId } from '../../generated/routes.ts';
import { contentOf, loadPageContent } from '../shared/content/index.ts';
import { loadToolBlocks, toolSources } from '../widgets/blocks/tools.tsx';
import type { PageData } from '../shared/page/view.ts';
import { BODIES_BEFORE_MODELS } from './page-module-source.ts';
import { reloadOnStaleChunk } from './stale-chunk.ts';

export type PageComponent = ComponentType<{ data: PageData }>;
type Module = { Page: PageComponent };

/** src/pages/<body>/index.ts for every body, loaded on first use. */
const modules = import.meta.glob<Module>('../pages/*/index.ts');

const loaded = new Map<PageBody, PageComponent>();

export function pageModuleOf(route: RouteId): PageBody {
  return route === 'country' ? countryPage.body : pages[route].body;
}

/** With `reload: false` (a prefetch) a stale chunk is only an error: the page shown stays. */
interface LoadOptions {
  readonly reload?: boolean;
}

export async function loadPage(route: RouteId, { reload = true }: LoadOptions = {}): Promise<PageComponent> {
  const body = pageModuleOf(route);
  const cached = loaded.get(body);
  if (cached) return cached;
  const load = modules[`../pages/${body}/index.ts`];
  if (!load) throw new Error(`spec/routes.yaml names the page body "${body}", but src/pages/${body}/index.ts does not exist`);
  try {
    const { Page } = await load();
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
  return BODIES_BEFORE_MODELS.has(pageModuleOf(route)) && toolSources(contentOf(route) ?? []).length === 0;
}

/** The page component if its chunk has loaded (always, after the loader ran). */
export function loadedPage(route: RouteId): PageComponent | undefined {
  return loaded.get(pageModuleOf(route));
}

/** Every body the spec names has its module (a test checks it; the build would only fail at run time). */
export function missingPageBodies(): PageBody[] {
  const bodies = new Set<PageBody>([countryPage.body, ...Object.values(pages).map((p) => p.body)]);
  return [...bodies].filter((body) => !modules[`../pages/${body}/index.ts`]);
}

/**
 * A content page's blocks and catalogue (shared/content), or an article's body (shared/blog), with
 * a stale chunk reloading the page.
 */
export async function loadContent(
  route: RouteId,
  locale: LocalePrefix,
  params: PageData['params'] = {},
  { reload = true }: LoadOptions = {},
): Promise<void> {
  try {
    // The articles' loaders come with the first article opened, not with every page.
    if (route === 'blog-article') return await (await import('../shared/blog/bodies.ts')).loadArticleBody(params.slug ?? '', locale);
    await loadPageContent(route, locale);
    await loadToolBlocks(contentOf(route) ?? []);
  } catch (error) {
    if (reload) reloadOnStaleChunk(error);
    throw error;
  }
}
