/**
 * npm run i18n:check: locales/en.json is what the code declares (extraction is current), and every
 * catalogue has only known ids, valid ICU syntax and the English placeholders. Prints each locale's
 * completeness; exits 1 on any error.
 */
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { localePrefixes } from '../generated/locales.ts';
import { extractedCatalogue } from './i18n-extract.ts';
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

async function read(file: string): Promise<Record<string, string>> {
  return JSON.parse(await readFile(path.join(ROOT, file), 'utf8')) as Record<string, string>;
}

async function extracted(): Promise<Record<string, string>> {
  return JSON.parse(await extractedCatalogue()) as Record<string, string>;
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
  const englishArgs = new Map(Object.entries(en).map(([id, text]) => [id, [...argumentsOf(parse(text))].sort().join(',')]));
  const rows: string[] = [];
  for (const locale of localePrefixes.filter((l) => l !== 'en')) {
    let catalogue: Record<string, string>;
    try {
      catalogue = await read(`locales/${locale}.json`);
    } catch (error) {
      errors.push(`locales/${locale}.json: ${(error as Error).message}`);
      continue;
    }
    let done = 0;
    for (const [id, text] of Object.entries(catalogue)) {
      if (!englishArgs.has(id)) {
        errors.push(`locales/${locale}.json: "${id}" is not in locales/en.json`);
        continue;
      }
      try {
        const args = [...argumentsOf(parse(text))].sort().join(',');
        if (args !== englishArgs.get(id))
          errors.push(`locales/${locale}.json: "${id}" uses {${args}} where English uses {${englishArgs.get(id)}}`);
        else if (text.trim()) done++;
      } catch (error) {
        errors.push(`locales/${locale}.json: "${id}" is not valid ICU: ${(error as Error).message}`);
      }
    }
    rows.push(`${locale}  ${((100 * done) / englishArgs.size).toFixed(1).padStart(5)}%  ${done}/${englishArgs.size}`);
  }
  console.log(`Catalogue completeness (${englishArgs.size} messages):\n${rows.join('\n')}`);
  for (const e of errors) console.error(e);
  return errors.length ? 1 : 0;
}

main().then((code) => {
  process.exitCode = code;
});
