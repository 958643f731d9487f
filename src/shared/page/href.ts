import { editions } from '../../../generated/editions.ts';
import type { LocalePrefix } from '../../../generated/locales.ts';
import { pageHref, pagePath } from '../../../generated/page-links.ts';
import type { PageId } from '../../../generated/routes.ts';
import { usePlace } from './context.ts';

/** The href of a page, by its spec id, under the current locale and edition. */
export function usePageHref(): (page: PageId) => string {
  const { locale, edition } = usePlace();
  const defaultLocale = editions[edition].defaultLocale;
  return (page) => pageHref(pagePath(page), locale, defaultLocale);
}

/** The href of a path below the locale prefix (an article, a link in its text), in a locale (default: the current one). */
export function usePathHref(): (rest: string, locale?: LocalePrefix) => string {
  const place = usePlace();
  const defaultLocale = editions[place.edition].defaultLocale;
  return (rest, locale = place.locale) => pageHref(rest, locale, defaultLocale);
}
