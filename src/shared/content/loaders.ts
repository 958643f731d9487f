/** The loaders of every content page's chunk (generated/content/<page>.ts), for pages after the first. */
import type { LocalePrefix } from '../../../generated/locales.ts';
import type { RouteId } from '../../../generated/routes.ts';
import { contentPageOf, contentSource, hasContent, receivePageContent, type ContentModule } from './index.ts';

const modules = import.meta.glob<ContentModule>('../../../generated/content/*.ts');

/** Loads a content page's blocks and its catalogue in the locale together; nothing for other pages. */
export async function loadPageContent(shown: RouteId, locale: LocalePrefix): Promise<void> {
  if (!hasContent(contentPageOf(shown))) return;
  const load = modules[`../../../${contentSource(shown)}`];
  if (!load) throw new Error(`${contentSource(shown)} is missing: run npm run generate`);
  // The blocks' chunk names the catalogues; on a first load the server has preloaded both.
  await receivePageContent(shown, locale, await load());
}
