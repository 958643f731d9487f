import { pagesWithContent } from '../../generated/content.ts';
import type { LocalePrefix } from '../../generated/locales.ts';
import { countryPage, pages, type RouteId } from '../../generated/routes.ts';

/**
 * The source files of the chunks a page loads besides the entry, for <link rel="modulepreload">
 * from the build manifest: its body, and for a content page its blocks and its catalogue in the
 * page's locale. (The frame's catalogue is added by the asset index.)
 */
export function pageModuleSources(route: RouteId, locale: LocalePrefix): string[] {
  const body = route === 'country' ? countryPage.body : pages[route].body;
  const sources = [`src/pages/${body}/index.ts`];
  if (pagesWithContent.has(route)) sources.push(`generated/content/${route}.ts`, `build/messages/pages/${route}/${locale}.json`);
  return sources;
}
