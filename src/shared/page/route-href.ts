import { editions } from '../../../generated/editions.ts';
import { routes } from '../../../generated/routes.ts';
import { usePlace } from './context.ts';

type RouteKey = keyof typeof routes;

/**
 * The href of a page, by its key in the route table (`cabinetProfile`), under the current locale
 * and edition. The table is the router's: views of a rendered page link by id (usePageHref).
 */
export function useHref(): (page: RouteKey) => string {
  const { locale, edition } = usePlace();
  const defaultLocale = editions[edition].defaultLocale;
  return (page) => routes[page].href(locale, defaultLocale);
}
