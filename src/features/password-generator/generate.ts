/**
 * Passwords and passphrases from the browser's cryptographic random numbers
 * (`crypto.getRandomValues`), each character or word drawn uniformly: a 32-bit draw above the
 * largest multiple of the set's size is thrown away and drawn again (rejection sampling), so no
 * character is more likely than another (no modulo bias). Nothing leaves the page.
 */

/** Fills an array with random 32-bit values (crypto.getRandomValues, or a stand-in in tests). */
export type RandomSource = (array: Uint32Array) => Uint32Array;

export const cryptoSource: RandomSource = (array) => crypto.getRandomValues(array);

const RANGE = 2 ** 32;

/** A uniform integer in [0, n), for 1 ≤ n ≤ 2^32. */
export function randomBelow(n: number, source: RandomSource): number {
  if (!Number.isInteger(n) || n < 1 || n > RANGE) throw new RangeError(`randomBelow: ${n} is not a count between 1 and 2^32`);
  // Draws at or above `limit` would make the first (RANGE % n) values likelier: they are redrawn.
  const limit = RANGE - (RANGE % n);
  const buffer = new Uint32Array(1);
  for (;;) {
    const x = source(buffer)[0]!;
    if (x < limit) return x % n;
  }
}

export const CHARACTER_SETS = {
  lower: 'abcdefghijklmnopqrstuvwxyz',
  upper: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
  digits: '0123456789',
  symbols: '!#$%&()*+,-./:;<=>?@[]^_{|}~',
} as const;
export type CharacterSet = keyof typeof CHARACTER_SETS;

/** Characters easily mistaken for one another in many fonts. */
export const LOOK_ALIKES = 'Il1|O0o';

export const PASSWORD_LENGTH = { min: 8, max: 128, initial: 20 } as const;
export const PASSPHRASE_WORDS = { min: 3, max: 12, initial: 6 } as const;
export const SEPARATORS = ['-', ' ', '.', '_'] as const;

export interface PasswordOptions {
  readonly length: number;
  readonly sets: Readonly<Record<CharacterSet, boolean>>;
  readonly excludeLookAlikes: boolean;
}

/** The characters a password is drawn from (empty when no set is chosen). */
export function alphabetOf(options: Pick<PasswordOptions, 'sets' | 'excludeLookAlikes'>): string {
  const all = (Object.keys(CHARACTER_SETS) as CharacterSet[])
    .filter((set) => options.sets[set])
    .map((set) => CHARACTER_SETS[set])
    .join('');
  return options.excludeLookAlikes ? [...all].filter((c) => !LOOK_ALIKES.includes(c)).join('') : all;
}

/** A length within the bounds (a typed number out of range is brought in). */
export function clampLength(length: number): number {
  return Math.min(PASSWORD_LENGTH.max, Math.max(PASSWORD_LENGTH.min, Math.round(length) || PASSWORD_LENGTH.min));
}

export function generatePassword(options: PasswordOptions, source: RandomSource = cryptoSource): string {
  const alphabet = alphabetOf(options);
  if (alphabet.length === 0) throw new Error('generatePassword: no character set chosen');
  let out = '';
  for (let i = 0; i < clampLength(options.length); i++) out += alphabet[randomBelow(alphabet.length, source)];
  return out;
}

export function generatePassphrase(
  words: readonly string[],
  count: number,
  separator: string,
  source: RandomSource = cryptoSource,
): string {
  if (words.length === 0) throw new Error('generatePassphrase: no words');
  return Array.from({ length: count }, () => words[randomBelow(words.length, source)]!).join(separator);
}

/** Bits of entropy of a uniform draw: count × log2(choices). */
export function entropyBits(count: number, choices: number): number {
  return choices < 2 ? 0 : count * Math.log2(choices);
}
