import { pagesWithContent } from '../../generated/content.ts';
import type { LocalePrefix } from '../../generated/locales.ts';
import { pageBody } from '../../generated/page-links.ts';
import type { PageBody, RouteId } from '../../generated/routes.ts';
import { contentPageOf, contentSource } from '../shared/content/index.ts';

/**
 * The page bodies whose views read the models only through shared/model-view (the content pages):
 * they hydrate before the models load, so their first load carries no Effector. Any other page
 * hydrates with the models in place (entry-client.tsx); `npm run size` checks that these bodies'
 * chunks import no Effector.
 */
export const BODIES_BEFORE_MODELS: ReadonlySet<PageBody> = new Set<PageBody>(['generic', 'country', 'blog', 'answer']);

/** The error page's view (error-view.tsx), which an error page loads before it hydrates. */
export const ERROR_VIEW_SOURCE = 'src/app/error-shell.tsx';

/**
 * Views below the fold that hydrate after the page, each from a chunk of its own which the page
 * does not preload: their style sheets are inline on every page, as the server renders them.
 */
export const DEFERRED_VIEW_SOURCES: readonly string[] = ['src/app/layout/site-footer.tsx'];

/** The module that starts the models in the browser, which a page that hydrates with them loads first. */
export const MODELS_SOURCE = 'src/app/boot.tsx';

/** The source of a page's body module, as the build manifest names it. */
export function bodySource(route: RouteId): string {
  return `src/pages/${pageBody(route)}/index.ts`;
}

/**
 * The source files of the chunks a page loads besides the entry, for <link rel="modulepreload">
 * from the build manifest: its body, the models' start for a body that hydrates with them, and for
 * a content page its blocks and its catalogue in the page's locale (an answer's: the help centre's). (The frame's catalogue is added
 * by the asset index; a page's tools, which hydrate with the models, by its render.)
 */
export function pageModuleSources(route: RouteId, locale: LocalePrefix): string[] {
  const body = pageBody(route);
  const sources = [bodySource(route)];
  if (!BODIES_BEFORE_MODELS.has(body)) sources.push(MODELS_SOURCE);
  // An answer shows the help centre's blocks and catalogue.
  const content = contentPageOf(route);
  if (pagesWithContent.has(content)) sources.push(contentSource(route), `build/messages/pages/${content}/${locale}.json`);
  return sources;
}
