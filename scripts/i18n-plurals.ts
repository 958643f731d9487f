/**
 * Plural coverage: a plural message must name every CLDR cardinal category of its language
 * (Arabic: zero, one, two, few, many, other), or some counts fall back to `other` and read wrong.
 * Exact matches such as `=0` do not stand in for a category.
 */
import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { localeByPrefix, type LocalePrefix } from '../generated/locales.ts';

/** The CLDR cardinal plural categories of a locale, from Intl (the CLDR data of this Node). */
export function pluralCategories(locale: LocalePrefix): readonly string[] {
  return new Intl.PluralRules(localeByPrefix[locale].tag).resolvedOptions().pluralCategories;
}

/** Each cardinal plural of a parsed message, nested ones included, with the categories it names. */
export function pluralsOf(elements: readonly MessageFormatElement[], out: Array<{ argument: string; categories: string[] }> = []) {
  for (const el of elements) {
    if (el.type === TYPE.plural && el.pluralType !== 'ordinal') out.push({ argument: el.value, categories: Object.keys(el.options) });
    if ('options' in el) for (const option of Object.values(el.options)) pluralsOf(option.value, out);
    if (el.type === TYPE.tag) pluralsOf(el.children, out);
  }
  return out;
}

/** The plurals of a message that lack categories of the locale, with what each lacks. */
export function pluralGaps(locale: LocalePrefix, elements: readonly MessageFormatElement[]) {
  const needed = pluralCategories(locale);
  return pluralsOf(elements)
    .map(({ argument, categories }) => ({ argument, missing: needed.filter((category) => !categories.includes(category)) }))
    .filter((gap) => gap.missing.length > 0);
}
