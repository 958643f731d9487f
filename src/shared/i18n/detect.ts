/**
 * Locale detection on the first load at an edition's root (DECISIONS 3): the i18n_redirected
 * cookie first, then the browser's languages (exact tag, then base language), else the default.
 */
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

/** Languages of an Accept-Language header by descending q; malformed parts are skipped. */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      const weight = q === undefined ? 1 : Number(q);
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((l) => l.tag !== '' && l.tag !== '*' && l.weight > 0 && /^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$/.test(l.tag))
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((l) => l.tag);
}
