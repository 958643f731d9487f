/**
 * When a translation may equal its English source. Anything else equal to the English in a
 * catalogue is untranslated, and `npm run i18n:check` refuses it.
 */
import type { LocalePrefix } from '../generated/locales.ts';

/** Brand and product names, the same in every language. */
export const SAME_IN_EVERY_LANGUAGE =
  /^(FVP|FVP Premium|Premium|VPN|Wi-Fi|Windows|macOS|Linux|Android|iOS|Android TV|Chrome|Firefox|Edge|Opera|Yandex|OpenVPN|WireGuard|Aliumpay|App Store|Google Play|Huawei AppGallery|Amazon Appstore)$/;

/**
 * Words each language writes as English does: loanwords its own websites use ("Blog", "Server"),
 * and words spelled alike in both ("Date" and "Configuration" in French). A short list per locale,
 * whole messages only; anything new here is a decision a reviewer sees.
 */
export const SAME_AS_ENGLISH: Readonly<Partial<Record<LocalePrefix, readonly string[]>>> = {
  cs: ['Blog', 'E-mail', 'Server'],
  de: ['Apps', 'Blog', 'Double VPN', 'Download', 'Downloads', 'Region', 'Server', 'Status', 'Tools', 'Version {version}'],
  es: ['Blog', 'Legal', 'Local', 'No'],
  fr: ['Blog', 'Blog, page {page}', 'Configuration', 'Date', 'Double VPN', 'E-mail', 'Menu', 'Version {version}'],
  id: ['Blog', 'Legal', 'Menu', 'Server', 'Status'],
  it: ['Account', 'Blog', 'Download', 'E-mail', 'Menu', 'No', 'Password', 'Server'],
  ph: [
    'Blog',
    'Configuration',
    'E-mail',
    'IPv4 address',
    'IPv6 address',
    'Legal',
    'Menu',
    'Password',
    'Profile',
    'Protocol',
    'Server',
    'Status',
  ],
  pl: ['Blog', 'E-mail', 'Menu', 'Status'],
  pt: ['Blog', 'Download', 'Downloads', 'E-mail', 'Menu', 'Status'],
  ro: ['Blog', 'E-mail', 'Protocol', 'Server'],
  ru: ['E-mail'],
  sv: ['Region', 'Server', 'Status', 'Version {version}'],
  tr: ['Blog'],
  ua: ['E-mail'],
};

/**
 * A text with no words of its own: placeholders, numbers, units, the autonomous-system prefix of a
 * network number ("AS{asn}") and punctuation ("{size} MB").
 */
const NO_WORDS = /^(?:\{[^{}]*\}|[\d\s\p{P}\p{S}]|MB|GB|KB|AS)*$/u;

/** Whether `text`, equal to its English source, is right as it is in `locale`. */
export function mayEqualEnglish(locale: string, text: string): boolean {
  const trimmed = text.trim();
  return (
    SAME_IN_EVERY_LANGUAGE.test(trimmed) || NO_WORDS.test(trimmed) || (SAME_AS_ENGLISH[locale as LocalePrefix]?.includes(trimmed) ?? false)
  );
}
