/** spec/locales.yaml → generated/locales.ts: the locales with prefix, BCP 47 tag, name, direction. */
import { byString, literal } from '../literal.ts';
import { constant, func, printTs, typeAlias } from '../ts-file.ts';
import type { Emitter } from './types.ts';

export const emitLocales: Emitter = (spec) => {
  const list = [...spec.locales.locales].sort((a, b) => byString(a.prefix, b.prefix));
  const union = list.map((l) => `'${l.prefix}'`).join(' | ');
  const byPrefix = Object.fromEntries(list.map((l) => [l.prefix, l]));
  const content = printTs('locales.ts', 'spec/locales.yaml', [
    typeAlias('LocalePrefix', union, 'A locale as it appears as the first path segment.'),
    typeAlias('Direction', `'ltr' | 'rtl'`),
    `/** A locale: URL prefix, BCP 47 tag (for lang, hreflang and Intl), native name, direction. */\nexport interface LocaleInfo {\n  readonly prefix: LocalePrefix;\n  readonly tag: string;\n  readonly name: string;\n  readonly dir: Direction;\n}`,
    constant('localeByPrefix', `${literal(byPrefix)} as const`, { type: undefined, doc: 'Every locale, by prefix.' }),
    constant('localePrefixes', literal(list.map((l) => l.prefix)), {
      type: 'readonly LocalePrefix[]',
      doc: 'Every locale prefix, sorted.',
    }),
    func(
      'isLocalePrefix',
      [{ name: 'value', type: 'string' }],
      'value is LocalePrefix',
      'return Object.prototype.hasOwnProperty.call(localeByPrefix, value);',
      'Whether a string is a locale prefix.',
    ),
    func('localeInfo', [{ name: 'prefix', type: 'LocalePrefix' }], 'LocaleInfo', 'return localeByPrefix[prefix];'),
  ]);
  return [{ path: 'locales.ts', content }];
};
