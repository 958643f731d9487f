/* eslint-disable */
// Generated from spec/countries.yaml by `npm run generate`. Do not edit: change the spec and regenerate.

/** The 1 ISO 3166-1 alpha-2 codes, lower case. */
export const countryCodes: ReadonlySet<string> = new Set('us'.split(' '));

/** Whether a URL segment is a country code. */
export function isCountryCode(code: string): boolean {
  return countryCodes.has(code);
}
