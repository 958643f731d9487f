/** What every part of a rendered page may know about where it is. */
import { createContext, useContext } from 'react';
import type { EditionId, EnvironmentId } from '../../../generated/editions.ts';
import type { LocalePrefix } from '../../../generated/locales.ts';
import type { RouteId } from '../../../generated/routes.ts';

/** A page's data, as the page loader produced it (serializable: it is sent to the browser). */
export interface PageData {
  readonly route: RouteId;
  readonly locale: LocalePrefix;
  readonly edition: EditionId;
  /** Formatted title (also the heading) and meta description. */
  readonly title: string;
  readonly description: string;
  /** The path below the locale prefix, with its trailing slash. */
  readonly rest: string;
  /** Country landing params. */
  readonly params: { readonly code?: string; readonly service?: string };
  /** The values a country landing's texts use: the country's name, the service page's title (or ''). */
  readonly values?: { readonly country: string; readonly service: string };
}

/** Where the page is: locale, edition and deployment. */
export interface PlaceInfo {
  readonly locale: LocalePrefix;
  readonly edition: EditionId;
  readonly env: EnvironmentId | null;
  /** The path below the locale prefix, with its trailing slash (for the locale switcher). */
  readonly rest: string;
  /** The query string, kept when the locale changes. */
  readonly search: string;
  /** The configured help desk (support sign-on), or null. */
  readonly helpDeskUrl: string | null;
}

export const PlaceContext = createContext<PlaceInfo | null>(null);

export function usePlace(): PlaceInfo {
  const place = useContext(PlaceContext);
  if (!place) throw new Error('usePlace outside a page');
  return place;
}
