/**
 * Locale detection on the first load at an edition's root (DECISIONS 3): the i18n_redirected
 * cookie first, then the browser's languages (exact tag, then base language), else the default.
 */
import { editions, type EditionId } from '../../../generated/editions.ts';
import { localeByPrefix, localePrefixes, type LocalePrefix } from '../../../generated/locales.ts';

export interface DetectInput {
  /** Value of the i18n_redirected cookie, already validated as a locale. */
  readonly cookie: LocalePrefix | undefined;
  /** The browser's languages in order of preference (Accept-Language or navigator.languages). */
  readonly languages: readonly string[];
  /** Locales the visitor may be sent to. */
  readonly available: readonly LocalePrefix[];
  readonly fallback: LocalePrefix;
}

export type DetectResult = { readonly locale: LocalePrefix; readonly source: 'cookie' | 'browser' | 'default' };

/** A locale by BCP 47 tag or prefix, lower case. */
const byTag = new Map<string, LocalePrefix>(
  localePrefixes.flatMap((p) => [[localeByPrefix[p].tag.toLowerCase(), p] as const, [p, p] as const]),
);

function match(language: string, available: readonly LocalePrefix[]): LocalePrefix | undefined {
  const tag = language.trim().toLowerCase();
  if (!tag) return undefined;
  const exact = byTag.get(tag);
  if (exact && available.includes(exact)) return exact;
  const base = byTag.get(tag.split('-')[0]!);
  return base && available.includes(base) ? base : undefined;
}

export function detectLocale({ cookie, languages, available, fallback }: DetectInput): DetectResult {
  if (cookie && available.includes(cookie)) return { locale: cookie, source: 'cookie' };
  for (const language of languages) {
    const found = match(language, available);
    if (found) return { locale: found, source: 'browser' };
  }
  return { locale: fallback, source: 'default' };
}

/**
 * The browser's half of the first-load detection: at the edition's root with no i18n_redirected
 * cookie, the server found no language it could use (no Accept-Language, or a cached root), so the
 * browser decides with `navigator.languages`. The locale to remember, and where to go when it is
 * not the default the page was served in (the server moves /ru/… on to its own host).
 */
export function firstVisitLocale(input: {
  readonly pathname: string;
  readonly search: string;
  readonly edition: EditionId;
  readonly cookie: LocalePrefix | undefined;
  readonly languages: readonly string[];
}): { readonly remember: LocalePrefix; readonly go: string | null } | null {
  if (input.pathname !== '/' || input.cookie) return null;
  const edition = editions[input.edition];
  const { locale } = detectLocale({
    cookie: undefined,
    languages: input.languages,
    available: edition.locales,
    fallback: edition.defaultLocale,
  });
  return { remember: locale, go: locale === edition.defaultLocale ? null : `/${locale}/${input.search}` };
}
