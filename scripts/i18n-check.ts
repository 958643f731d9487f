/**
 * npm run i18n:check: locales/en.json is what the code declares (extraction is current), and every
 * catalogue has only known ids, valid ICU syntax and the English placeholders, and each plural
 * covers the CLDR plural categories of its language (Arabic: zero, one, two, few, many, other).
 * Translations keep the glossary's names and terms (locales/glossary.json). Prints each locale's
 * completeness and plural coverage; exits 1 on any error.
 */
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { localePrefixes, type LocalePrefix } from '../generated/locales.ts';
import { glossaryGaps, readGlossary } from './i18n-glossary.ts';
import { pluralCategories, pluralGaps, pluralsOf } from './i18n-plurals.ts';
import { extractedCatalogue } from './i18n-extract.ts';
import { mayEqualEnglish } from './i18n-same.ts';
import { ROOT } from './paths.ts';

/** Argument names a message uses, sorted. */
function argumentsOf(elements: MessageFormatElement[], out = new Set<string>()): Set<string> {
  for (const el of elements) {
    if (el.type === TYPE.literal || el.type === TYPE.pound) continue;
    out.add(el.value);
    if ('options' in el) for (const option of Object.values(el.options)) argumentsOf(option.value, out);
    if (el.type === TYPE.tag) argumentsOf(el.children, out);
  }
  return out;
}

/** Reports the plurals of a message that lack categories of the locale; returns how many plurals it has. */
function checkPlurals(locale: LocalePrefix, file: string, id: string, elements: MessageFormatElement[], errors: string[]): number {
  for (const { argument, missing } of pluralGaps(locale, elements))
    errors.push(
      `${file}: "${id}": the plural of {${argument}} lacks ${missing.join(', ')} (${locale} needs ${pluralCategories(locale).join(', ')})`,
    );
  return pluralsOf(elements).length;
}

const glossary = readGlossary();

/** Per locale: plurals checked and messages that have them. */
const pluralCounts = new Map<string, { plurals: number; messages: number }>();

function countPlurals(locale: string, plurals: number) {
  if (plurals === 0) return;
  const counts = pluralCounts.get(locale) ?? { plurals: 0, messages: 0 };
  pluralCounts.set(locale, { plurals: counts.plurals + plurals, messages: counts.messages + 1 });
}

async function read(file: string): Promise<Record<string, string>> {
  return JSON.parse(await readFile(path.join(ROOT, file), 'utf8')) as Record<string, string>;
}

async function extracted(): Promise<Record<string, string>> {
  return JSON.parse(await extractedCatalogue()) as Record<string, string>;
}

/**
 * One locale's catalogue against the English one: only known ids, valid ICU with the English
 * placeholders, every id present and none left in English. Returns how many are done.
 */
function checkCatalogue(
  locale: string,
  file: string,
  catalogue: Record<string, string>,
  english: Record<string, string>,
  errors: string[],
): number {
  const englishArgs = new Map(Object.entries(english).map(([id, text]) => [id, [...argumentsOf(parse(text))].sort().join(',')]));
  let done = 0;
  for (const [id, text] of Object.entries(catalogue)) {
    if (!englishArgs.has(id)) {
      errors.push(`${file}: "${id}" is not in the English catalogue`);
      continue;
    }
    try {
      const elements = parse(text);
      countPlurals(locale, checkPlurals(locale as LocalePrefix, file, id, elements, errors));
      for (const gap of glossaryGaps(glossary, locale, english[id] ?? '', text))
        errors.push(`${file}: "${id}" does not keep the glossary's ${gap} (locales/glossary.json)`);
      const args = [...argumentsOf(elements)].sort().join(',');
      if (args !== englishArgs.get(id)) errors.push(`${file}: "${id}" uses {${args}} where English uses {${englishArgs.get(id)}}`);
      else if (text === english[id] && !mayEqualEnglish(locale, text))
        errors.push(
          `${file}: "${id}" is the English text, untranslated (a word the language writes as English does belongs in scripts/i18n-same.ts)`,
        );
      else if (text.trim()) done++;
    } catch (error) {
      errors.push(`${file}: "${id}" is not valid ICU: ${(error as Error).message}`);
    }
  }
  for (const id of Object.keys(english)) if (!(id in catalogue)) errors.push(`${file}: "${id}" is missing`);
  return done;
}

/** Content pages' catalogues (locales/pages/<page>/): complete in every locale. */
async function checkPageCatalogues(errors: string[]): Promise<string[]> {
  let pages: string[];
  try {
    pages = (await readdir(path.join(ROOT, 'locales/pages'), { withFileTypes: true })).filter((e) => e.isDirectory()).map((e) => e.name);
  } catch {
    return [];
  }
  const rows: string[] = [];
  for (const page of pages.sort()) {
    const english = await read(`locales/pages/${page}/en.json`);
    for (const [id, text] of Object.entries(english)) {
      try {
        countPlurals('en', checkPlurals('en', `locales/pages/${page}/en.json`, id, parse(text), errors));
      } catch (error) {
        errors.push(`locales/pages/${page}/en.json: "${id}" is not valid ICU: ${(error as Error).message}`);
      }
    }
    let translated = 0;
    for (const locale of localePrefixes.filter((l) => l !== 'en')) {
      const file = `locales/pages/${page}/${locale}.json`;
      try {
        if (checkCatalogue(locale, file, await read(file), english, errors) === Object.keys(english).length) translated++;
      } catch (error) {
        errors.push(`${file}: ${(error as Error).message}`);
      }
    }
    rows.push(`${page}: ${Object.keys(english).length} messages, complete in ${translated + 1} of ${localePrefixes.length} locales`);
  }
  return rows;
}

async function main(): Promise<number> {
  const errors: string[] = [];
  const en = await read('locales/en.json');
  const fromCode = await extracted();
  if (JSON.stringify(fromCode) !== JSON.stringify(en)) {
    const added = Object.keys(fromCode).filter((k) => en[k] !== fromCode[k]);
    const removed = Object.keys(en).filter((k) => !(k in fromCode));
    errors.push(
      `locales/en.json is not what the code declares (changed or new: ${added.join(', ') || '–'}; gone: ${removed.join(', ') || '–'}). Run npm run i18n:extract.`,
    );
  }
  for (const [id, text] of Object.entries(en)) {
    try {
      countPlurals('en', checkPlurals('en', 'locales/en.json', id, parse(text), errors));
    } catch (error) {
      errors.push(`locales/en.json: "${id}" is not valid ICU: ${(error as Error).message}`);
    }
  }
  const rows: string[] = [];
  const total = Object.keys(en).length;
  for (const locale of localePrefixes.filter((l) => l !== 'en')) {
    try {
      const done = checkCatalogue(locale, `locales/${locale}.json`, await read(`locales/${locale}.json`), en, errors);
      rows.push(`${locale}  ${((100 * done) / total).toFixed(1).padStart(5)}%  ${done}/${total}`);
    } catch (error) {
      errors.push(`locales/${locale}.json: ${(error as Error).message}`);
    }
  }
  console.log(`Catalogue completeness (${total} messages):\n${rows.join('\n')}`);
  const pageRows = await checkPageCatalogues(errors);
  if (pageRows.length) console.log(`Page catalogues:\n${pageRows.join('\n')}`);
  const pluralRows = localePrefixes.map((locale) => {
    const { plurals, messages } = pluralCounts.get(locale) ?? { plurals: 0, messages: 0 };
    const problems = errors.filter((e) => e.includes(`(${locale} needs `)).length;
    return `${locale}  ${pluralCategories(locale).join(' ').padEnd(30)} ${plurals} plurals in ${messages} messages, ${problems ? `${problems} incomplete` : 'all complete'}`;
  });
  console.log(`Plural coverage (CLDR categories per locale):\n${pluralRows.join('\n')}`);
  for (const e of errors) console.error(e);
  return errors.length ? 1 : 0;
}

main().then((code) => {
  process.exitCode = code;
});
