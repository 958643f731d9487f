import { editions } from '../../../generated/editions.ts';
import { pageHref, pages, type PageId } from '../../../generated/routes.ts';
import { usePlace } from '../../shared/page/view.ts';

/** The href of a page, by its spec id, under the current locale and edition. */
export function usePageHref(): (id: PageId) => string {
  const { locale, edition } = usePlace();
  const defaultLocale = editions[edition].defaultLocale;
  return (id) => pageHref(pages[id].path, locale, defaultLocale);
}
