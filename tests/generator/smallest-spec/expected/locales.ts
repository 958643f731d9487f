/* eslint-disable */
// Generated from spec/locales.yaml by `npm run generate`. Do not edit: change the spec and regenerate.

/** A locale as it appears as the first path segment. */
export type LocalePrefix = 'ar' | 'en' | 'ru';

export type Direction = 'ltr' | 'rtl';

/** A locale: URL prefix, BCP 47 tag (for lang, hreflang and Intl), native name, direction. */
export interface LocaleInfo {
  readonly prefix: LocalePrefix;
  readonly tag: string;
  readonly name: string;
  readonly dir: Direction;
}

/** Every locale, by prefix. */
export const localeByPrefix = {
  ar: { dir: 'rtl', name: 'العربية', prefix: 'ar', tag: 'ar' },
  en: { dir: 'ltr', name: 'English', prefix: 'en', tag: 'en' },
  ru: { dir: 'ltr', name: 'Русский', prefix: 'ru', tag: 'ru' },
} as const;

/** Every locale prefix, sorted. */
export const localePrefixes: readonly LocalePrefix[] = ['ar', 'en', 'ru'];

/** Whether a string is a locale prefix. */
export function isLocalePrefix(value: string): value is LocalePrefix {
  return Object.prototype.hasOwnProperty.call(localeByPrefix, value);
}

export function localeInfo(prefix: LocalePrefix): LocaleInfo {
  return localeByPrefix[prefix];
}
