/**
 * The translators' glossary (locales/glossary.json): names every language writes as English does
 * (`keep`), and product terms with the word each language uses for them (`terms`; a stem where the
 * word inflects). A translation of a text that names one must name it the same way.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './paths.ts';

export interface Glossary {
  readonly keep: readonly string[];
  readonly terms: Readonly<Record<string, Readonly<Record<string, string>>>>;
}

export function readGlossary(): Glossary {
  return JSON.parse(readFileSync(path.join(ROOT, 'locales/glossary.json'), 'utf8')) as Glossary;
}

/** What a translation of `english` into `locale` misses of the glossary. */
export function glossaryGaps(glossary: Glossary, locale: string, english: string, translation: string): string[] {
  const gaps = glossary.keep.filter((name) => english.includes(name) && !translation.includes(name)).map((name) => `“${name}” as written`);
  for (const [term, byLocale] of Object.entries(glossary.terms)) {
    const word = byLocale[locale];
    if (word && english.toLowerCase().includes(term) && !translation.toLowerCase().includes(word.toLowerCase()))
      gaps.push(`“${term}” as “${word}”`);
  }
  return gaps;
}
