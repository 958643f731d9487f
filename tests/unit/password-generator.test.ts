/**
 * The password generator: uniform draws (a chi-square test over many draws from the real
 * crypto source, and the rejection of the draws that would bias a modulo), every option, entropy
 * against hand-computed figures, and the model's flow with the word list and the estimator.
 */
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import {
  alphabetOf,
  CHARACTER_SETS,
  cryptoSource,
  entropyBits,
  generatePassphrase,
  generatePassword,
  randomBelow,
  type RandomSource,
} from '../../src/features/password-generator/generate.ts';
import {
  $entropy,
  $noCharacters,
  $score,
  $value,
  estimateFx,
  generatorStarted,
  loadWordsFx,
  optionsChanged,
} from '../../src/features/password-generator/model.ts';

const ALL = { lower: true, upper: true, digits: true, symbols: true };

/** Pearson's chi-square statistic of counts against a uniform expectation. */
function chiSquare(counts: readonly number[], draws: number): number {
  const expected = draws / counts.length;
  return counts.reduce((sum, n) => sum + (n - expected) ** 2 / expected, 0);
}

describe('uniform draws', () => {
  it('gives every value of a 62-character alphabet the same chance (chi-square, crypto source)', () => {
    const n = 62;
    const draws = n * 5000;
    const counts = new Array<number>(n).fill(0);
    for (let i = 0; i < draws; i++) counts[randomBelow(n, cryptoSource)]!++;
    // 61 degrees of freedom: 128.9 is exceeded by chance once in a million runs.
    expect(chiSquare(counts, draws)).toBeLessThan(128.9);
  });

  it('gives every character of a generated password the same chance', () => {
    const alphabet = alphabetOf({ sets: ALL, excludeLookAlikes: false });
    const counts = new Map<string, number>([...alphabet].map((c) => [c, 0]));
    const length = 128;
    const passwords = 2000;
    for (let i = 0; i < passwords; i++)
      for (const c of generatePassword({ length, sets: ALL, excludeLookAlikes: false })) counts.set(c, counts.get(c)! + 1);
    // 89 degrees of freedom: 167.6 at one in a million.
    expect(chiSquare([...counts.values()], length * passwords)).toBeLessThan(167.6);
  });

  it('throws away the draws that would favour the first values, and draws again', () => {
    // 2^32 = 3 × 1431655765 + 1: the one draw at the very top (4294967295) would make 0 likelier.
    const draws = [4294967295, 4294967295, 7];
    const source: RandomSource = (array) => {
      array[0] = draws.shift()!;
      return array;
    };
    expect(randomBelow(3, source)).toBe(1);
    expect(draws).toEqual([]);
  });

  it('refuses a count it cannot draw from', () => {
    expect(() => randomBelow(0, cryptoSource)).toThrow(RangeError);
    expect(() => randomBelow(1.5, cryptoSource)).toThrow(RangeError);
  });
});

describe('options', () => {
  it('draws only from the chosen sets', () => {
    for (const [set, chars] of Object.entries(CHARACTER_SETS)) {
      const sets = { lower: false, upper: false, digits: false, symbols: false, [set]: true };
      const password = generatePassword({ length: 64, sets, excludeLookAlikes: false });
      expect(password).toHaveLength(64);
      expect(
        [...password].every((c) => chars.includes(c)),
        set,
      ).toBe(true);
    }
  });

  it('leaves out look-alikes when asked', () => {
    const alphabet = alphabetOf({ sets: ALL, excludeLookAlikes: true });
    for (const c of 'Il1|O0o') expect(alphabet).not.toContain(c);
    expect(alphabet).toHaveLength(90 - 7);
    for (let i = 0; i < 50; i++) expect(generatePassword({ length: 128, sets: ALL, excludeLookAlikes: true })).not.toMatch(/[Il1|O0o]/);
  });

  it('keeps the length within 8 to 128', () => {
    expect(generatePassword({ length: 3, sets: ALL, excludeLookAlikes: false })).toHaveLength(8);
    expect(generatePassword({ length: 500, sets: ALL, excludeLookAlikes: false })).toHaveLength(128);
  });

  it('makes a passphrase of the list’s words with the separator', () => {
    const words = ['alpha', 'bravo', 'charlie'];
    const phrase = generatePassphrase(words, 6, '.');
    expect(phrase.split('.')).toHaveLength(6);
    expect(phrase.split('.').every((w) => words.includes(w))).toBe(true);
  });
});

describe('entropy', () => {
  it.each([
    // bits = count × log2(choices), computed by hand.
    ['20 characters of all 90', entropyBits(20, 90), 129.84],
    ['16 characters of 94', entropyBits(16, 94), 104.87],
    ['8 digits', entropyBits(8, 10), 26.58],
    ['6 words of the EFF’s 7,776', entropyBits(6, 7776), 77.55],
    ['a set of one', entropyBits(10, 1), 0],
  ])('%s', (_, bits, expected) => {
    expect(bits).toBeCloseTo(expected, 2);
  });
});

describe('the model', () => {
  const words = Array.from({ length: 7776 }, (_, i) => `w${i}`);

  it('makes a value on start, a new one on each option, with its exact entropy and the estimate', async () => {
    const scope = fork({
      handlers: [
        [loadWordsFx, async () => words],
        [estimateFx, async ({ value }: { value: string }) => (value.length > 30 ? 4 : 2)],
      ],
    });
    await allSettled(generatorStarted, { scope });
    expect(scope.getState($value)).toHaveLength(20);
    expect(scope.getState($entropy)).toBeCloseTo(129.84, 2);
    expect(scope.getState($score)).toBe(2);
    await allSettled(optionsChanged, { scope, params: { length: 40 } });
    expect(scope.getState($value)).toHaveLength(40);
    expect(scope.getState($score)).toBe(4);
    await allSettled(optionsChanged, { scope, params: { mode: 'passphrase', words: 5, separator: ' ' } });
    expect(scope.getState($value).split(' ')).toHaveLength(5);
    expect(scope.getState($entropy)).toBeCloseTo(5 * Math.log2(7776), 6);
  });

  it('says so when no character set is chosen, and makes nothing', async () => {
    const scope = fork({
      handlers: [
        [loadWordsFx, async () => words],
        [estimateFx, async () => 0],
      ],
    });
    await allSettled(generatorStarted, { scope });
    await allSettled(optionsChanged, { scope, params: { sets: { lower: false, upper: false, digits: false, symbols: false } } });
    expect(scope.getState($noCharacters)).toBe(true);
    expect(scope.getState($value)).toBe('');
  });

  it('estimates with the real zxcvbn: random passwords are very strong, a short digit one is weak', async () => {
    const { ZxcvbnFactory } = await import('@zxcvbn-ts/core');
    const zxcvbn = new ZxcvbnFactory({ dictionary: { eff: words } });
    expect(zxcvbn.check(generatePassword({ length: 20, sets: ALL, excludeLookAlikes: false })).score).toBe(4);
    expect(zxcvbn.check('12345678').score).toBe(0);
  });
});
