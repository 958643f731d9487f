/**
 * Content pages (spec/content/<page>.yaml): their blocks, generated/content/<page>.ts, and their
 * catalogue in the page's locale, each a chunk loaded on first use, so a page brings only its own.
 */
import { pagesWithContent, type Block, type CatalogueLoaders } from '../../../generated/content.ts';
import type { LocalePrefix } from '../../../generated/locales.ts';
import type { RouteId } from '../../../generated/routes.ts';
import { loadPageMessages } from '../i18n/index.ts';

type ContentModule = { blocks: readonly Block[]; catalogues: CatalogueLoaders };

const modules = import.meta.glob<ContentModule>('../../../generated/content/*.ts');
const loaded = new Map<RouteId, readonly Block[]>();

function hasContent(route: RouteId): boolean {
  return pagesWithContent.has(route);
}

/** Loads a content page's blocks and its catalogue in the locale together; nothing for other pages. */
export async function loadPageContent(route: RouteId, locale: LocalePrefix): Promise<void> {
  if (!hasContent(route)) return;
  const load = modules[`../../../generated/content/${route}.ts`];
  if (!load) throw new Error(`generated/content/${route}.ts is missing: run npm run generate`);
  // The blocks' chunk names the catalogues; on a first load the server has preloaded both.
  const module = await load();
  loaded.set(route, module.blocks);
  await loadPageMessages(route, locale, module.catalogues);
}

/** The blocks of a content page once loaded, or null for a page without content. */
export function contentOf(route: RouteId): readonly Block[] | null {
  return hasContent(route) ? (loaded.get(route) ?? null) : null;
}
