/** spec/countries.yaml → generated/countries.ts: the ISO 3166-1 alpha-2 codes. */
import { byString } from '../literal.ts';
import { constant, func, printTs } from '../ts-file.ts';
import type { Emitter } from './types.ts';

export const emitCountries: Emitter = (spec) => {
  const codes = [...spec.countries.countries].sort(byString);
  const rows: string[] = [];
  for (let i = 0; i < codes.length; i += 16) rows.push(codes.slice(i, i + 16).join(' '));
  const content = printTs('countries.ts', 'spec/countries.yaml', [
    constant(
      'countryCodes',
      `new Set(\n  (\n${rows
        .map((r) => `    '${r} ' +`)
        .join('\n')
        .replace(/ ' \+$/, "'")}\n  ).split(' '),\n)`,
      {
        type: 'ReadonlySet<string>',
        doc: `The ${codes.length} ISO 3166-1 alpha-2 codes, lower case.`,
      },
    ),
    func(
      'isCountryCode',
      [{ name: 'code', type: 'string' }],
      'boolean',
      'return countryCodes.has(code);',
      'Whether a URL segment is a country code.',
    ),
  ]);
  return [{ path: 'countries.ts', content }];
};
