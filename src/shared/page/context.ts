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
  /** Country landing params, or an item page's slug. */
  readonly params: { readonly code?: string; readonly service?: string; readonly slug?: string };
  /**
   * The values the page's texts use: a country landing's country name and service page title (or
   * ''); an article's title and description; an index page's number.
   */
  readonly values?: Readonly<Record<string, string>>;
  /**
   * Where the page exists in only some locales (an article, a later page of the blog's index):
   * those locales, and the path the locale switcher goes to in the others.
   */
  readonly only?: OnlyIn;
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
  /** Where the page exists in only some locales. */
  readonly only?: OnlyIn;
}

/** The locales a page exists in, and the path (below the locale prefix) to go to in the others. */
export interface OnlyIn {
  readonly locales: readonly LocalePrefix[];
  readonly elsewhere: string;
}

export const PlaceContext = createContext<PlaceInfo | null>(null);

export function usePlace(): PlaceInfo {
  const place = useContext(PlaceContext);
  if (!place) throw new Error('usePlace outside a page');
  return place;
}
