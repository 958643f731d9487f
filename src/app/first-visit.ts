/**
 * The first load at an edition's root with no locale remembered, where the server had no language
 * to go by (DECISIONS 3): the browser's languages decide, and the choice is remembered. Loaded only
 * then (the head script marks the document, src/server/head-script.ts).
 */
import type { EditionId } from '../../generated/editions.ts';
import { browserState } from '../shared/browser/index.ts';
import { firstVisitLocale } from '../shared/i18n/detect.ts';

/** Where to go instead of this page, or null to stay. */
export function firstVisit(edition: EditionId): string | null {
  const { cookies } = browserState();
  const first = firstVisitLocale({
    pathname: location.pathname,
    search: location.search,
    edition,
    cookie: cookies.i18nRedirected.get(),
    languages: navigator.languages,
  });
  if (!first) return null;
  cookies.i18nRedirected.set(first.remember);
  return first.go;
}
