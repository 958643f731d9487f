/** Locations grouped by country, countries sorted by their name in the page's language. */
import type { ServerLocation } from './model.ts';

export interface CountryLocations {
  readonly code: string;
  /** The country's name in the page's language (Intl.DisplayNames), the code when it has none. */
  readonly name: string;
  readonly locations: readonly ServerLocation[];
}

function displayNames(tag: string): Intl.DisplayNames | null {
  try {
    return new Intl.DisplayNames([tag], { type: 'region' });
  } catch {
    return null;
  }
}

/** A country's name in the language of `tag` (the code when there is none). */
export function countryName(code: string, tag: string): string {
  return displayNames(tag)?.of(code) ?? code;
}

/** Groups the locations (those `keep` accepts) by country; cities sorted by name within each. */
export function groupByCountry(
  locations: readonly ServerLocation[],
  tag: string,
  keep: (location: ServerLocation) => boolean = () => true,
): CountryLocations[] {
  const names = displayNames(tag);
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
      name: names?.of(code) ?? code,
      locations: list.sort((a, b) => collator.compare(a.name, b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)),
    }))
    .sort((a, b) => collator.compare(a.name, b.name) || (a.code < b.code ? -1 : 1));
}
