/* eslint-disable */
// Generated from spec/routes.yaml and spec/editions.yaml by `npm run generate`. Do not edit: change the spec and regenerate.

import { createResolver, type Resolution as RuntimeResolution } from '../generator/runtime/routes.ts';
import type { EditionId } from './editions.ts';
import type { LocalePrefix } from './locales.ts';
import type { PageId, RouteId } from './routes.ts';

/** What a path is. The resolver only matches; page validation (guard 1) judges params. */
export type Resolution = RuntimeResolution<RouteId, LocalePrefix>;

/** Which page a path is, under an edition: locale prefix → page → item page → country catch-all. O(1) map look-ups. */
export const resolve = createResolver<PageId, 'country', LocalePrefix, EditionId>({
  pageByRest: new Map<string, PageId>([
    ['', 'main'],
    ['about-us', 'about-us'],
    ['login', 'login'],
    ['netflix', 'netflix'],
    ['payment/success', 'payment-success'],
  ]),
  itemPageByCollection: new Map<string, PageId>([]),
  prefixesByEdition: {
    AR: new Set<string>([]),
    MAIN: new Set<string>(['ar', 'ru']),
    RU: new Set<string>([]),
  },
  defaultLocaleOf: { AR: 'ar', MAIN: 'en', RU: 'ru' },
  countryPage: 'country',
});
