/** Where switching the locale goes (DECISIONS 3): the same page re-prefixed, on another host if needed. */
import { editions, homeEditionOfLocale, type EditionId } from '../../../generated/editions.ts';
import type { LocalePrefix } from '../../../generated/locales.ts';
import { pageHref } from '../../../generated/page-links.ts';
import { editionHost, hasOwnHost } from '../../shared/config/site.ts';
import { sitePath } from '../../shared/lib/safe-url.ts';
import type { PlaceInfo } from '../../shared/page/view.ts';

export type SwitchTarget = { readonly kind: 'navigate'; readonly path: string } | { readonly kind: 'load'; readonly url: string };

/** The edition that serves a locale from where the visitor is. */
function servingEdition(place: PlaceInfo, target: LocalePrefix): EditionId {
  const home = homeEditionOfLocale[target];
  if (home && (hasOwnHost(home, place.env) || place.edition === home)) return home;
  return editions[place.edition].locales.includes(target) ? place.edition : 'MAIN';
}

/** The target of a switch from `place` to `target`, keeping the query; `origin` is the current URL. */
export function localeSwitchTarget(place: PlaceInfo, target: LocalePrefix, origin: URL): SwitchTarget {
  const edition = servingEdition(place, target);
  const defaultLocale = editions[edition].defaultLocale;
  // The same page under the target locale (its collection where it is not written in that locale);
  // its home page should the path not be a plain site path.
  const rest = place.only && !place.only.locales.includes(target) ? place.only.elsewhere : place.rest;
  const path = sitePath(`${pageHref(rest, target, defaultLocale)}${place.search}`) ?? pageHref('/', target, defaultLocale);
  if (edition === place.edition) return { kind: 'navigate', path };
  const port = origin.port ? `:${origin.port}` : '';
  return { kind: 'load', url: `${origin.protocol}//${editionHost(edition, place.env)}${port}${path}` };
}
