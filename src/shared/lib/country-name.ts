/** Country names in a language, from Intl.DisplayNames (DECISIONS 5); the upper-case code where it has none. */

/** A namer for many codes in one language (one Intl.DisplayNames for all of them). */
export function countryNamer(tag: string): (code: string) => string {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([tag], { type: 'region' });
  } catch {
    names = null;
  }
  return (code) => {
    const upper = code.toUpperCase();
    try {
      return names?.of(upper) ?? upper;
    } catch {
      // Not a well-formed region code.
      return upper;
    }
  };
}

/** A country's name in the language of `tag`. */
export function countryName(code: string, tag: string): string {
  return countryNamer(tag)(code);
}
