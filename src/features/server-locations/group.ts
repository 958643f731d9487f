/** Locations grouped by country, countries sorted by their name in the page's language. */
import { countryNamer } from '../../shared/lib/country-name.ts';
import type { ServerLocation } from './model.ts';

export interface CountryLocations {
  readonly code: string;
  /** The country's name in the page's language (Intl.DisplayNames), the code when it has none. */
  readonly name: string;
  readonly locations: readonly ServerLocation[];
}

/** Groups the locations (those `keep` accepts) by country; cities sorted by name within each. */
export function groupByCountry(
  locations: readonly ServerLocation[],
  tag: string,
  keep: (location: ServerLocation) => boolean = () => true,
): CountryLocations[] {
  const nameOf = countryNamer(tag);
  const collator = new Intl.Collator(tag);
  const byCode = new Map<string, ServerLocation[]>();
  for (const location of locations) {
    if (!keep(location)) continue;
    const list = byCode.get(location.country_code) ?? [];
    list.push(location);
    byCode.set(location.country_code, list);
  }
  return [...byCode]
    .map(([code, list]) => ({
      code,
      name: nameOf(code),
      locations: list.sort((a, b) => collator.compare(a.name, b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)),
    }))
    .sort((a, b) => collator.compare(a.name, b.name) || (a.code < b.code ? -1 : 1));
}
