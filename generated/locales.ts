/* eslint-disable */
// Generated from spec/locales.yaml by `npm run generate`. Do not edit: change the spec and regenerate.

/** A locale as it appears as the first path segment. */
export type LocalePrefix =
  'ar' | 'cs' | 'de' | 'en' | 'es' | 'fa' | 'fr' | 'id' | 'it' | 'ja' | 'ko' | 'ph' | 'pl' | 'pt' | 'ro' | 'ru' | 'sv' | 'th' | 'tr' | 'ua';

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
  cs: { dir: 'ltr', name: 'Čeština', prefix: 'cs', tag: 'cs' },
  de: { dir: 'ltr', name: 'Deutsch', prefix: 'de', tag: 'de' },
  en: { dir: 'ltr', name: 'English', prefix: 'en', tag: 'en' },
  es: { dir: 'ltr', name: 'Español', prefix: 'es', tag: 'es' },
  fa: { dir: 'rtl', name: 'فارسی', prefix: 'fa', tag: 'fa' },
  fr: { dir: 'ltr', name: 'Français', prefix: 'fr', tag: 'fr' },
  id: { dir: 'ltr', name: 'Bahasa Indonesia', prefix: 'id', tag: 'id' },
  it: { dir: 'ltr', name: 'Italiano', prefix: 'it', tag: 'it' },
  ja: { dir: 'ltr', name: '日本語', prefix: 'ja', tag: 'ja' },
  ko: { dir: 'ltr', name: '한국어', prefix: 'ko', tag: 'ko' },
  ph: { dir: 'ltr', name: 'Filipino', prefix: 'ph', tag: 'fil' },
  pl: { dir: 'ltr', name: 'Polski', prefix: 'pl', tag: 'pl' },
  pt: { dir: 'ltr', name: 'Português', prefix: 'pt', tag: 'pt' },
  ro: { dir: 'ltr', name: 'Română', prefix: 'ro', tag: 'ro' },
  ru: { dir: 'ltr', name: 'Русский', prefix: 'ru', tag: 'ru' },
  sv: { dir: 'ltr', name: 'Svenska', prefix: 'sv', tag: 'sv' },
  th: { dir: 'ltr', name: 'ไทย', prefix: 'th', tag: 'th' },
  tr: { dir: 'ltr', name: 'Türkçe', prefix: 'tr', tag: 'tr' },
  ua: { dir: 'ltr', name: 'Українська', prefix: 'ua', tag: 'uk' },
} as const;

/** Every locale prefix, sorted. */
export const localePrefixes: readonly LocalePrefix[] = [
  'ar',
  'cs',
  'de',
  'en',
  'es',
  'fa',
  'fr',
  'id',
  'it',
  'ja',
  'ko',
  'ph',
  'pl',
  'pt',
  'ro',
  'ru',
  'sv',
  'th',
  'tr',
  'ua',
];

/** Whether a string is a locale prefix. */
export function isLocalePrefix(value: string): value is LocalePrefix {
  return Object.prototype.hasOwnProperty.call(localeByPrefix, value);
}

export function localeInfo(prefix: LocalePrefix): LocaleInfo {
  return localeByPrefix[prefix];
}
