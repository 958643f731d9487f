/**
 * The password generator: the value with its copy button, the options (kind, length or number of
 * words, characters, separator), the exact entropy and zxcvbn's estimate. Everything happens in the
 * browser; the server's HTML shows the controls, and the value appears once the page is up.
 */
import { useUnit } from 'effector-react';
import { Icon } from '../../shared/ui/icon.tsx';
import { useEffect, useId } from 'react';
import { useIntl } from 'react-intl';
import { CHARACTER_SETS, PASSPHRASE_WORDS, PASSWORD_LENGTH, SEPARATORS, type CharacterSet } from './generate.ts';
import styles from './generator.module.css';
import { generatorMessages as m } from './messages.ts';
import {
  $copied,
  $copyFailed,
  $entropy,
  $noCharacters,
  $options,
  $score,
  $value,
  copied,
  generatorStarted,
  optionsChanged,
  regenerated,
  type GeneratorOptions,
} from './model.ts';

const SET_LABELS: Record<CharacterSet, keyof typeof m> = { lower: 'lower', upper: 'upper', digits: 'digits', symbols: 'symbols' };
const SEPARATOR_LABELS: Record<(typeof SEPARATORS)[number], keyof typeof m> = {
  '-': 'separatorHyphen',
  ' ': 'separatorSpace',
  '.': 'separatorDot',
  _: 'separatorUnderscore',
};

export function PasswordGenerator() {
  const intl = useIntl();
  const id = useId();
  const [options, value, entropy, score, isCopied, copyFailed, noCharacters] = useUnit([
    $options,
    $value,
    $entropy,
    $score,
    $copied,
    $copyFailed,
    $noCharacters,
  ]);
  const [start, change, again, copy] = useUnit([generatorStarted, optionsChanged, regenerated, copied]);
  useEffect(() => start(), [start]);
  const set = (patch: Partial<GeneratorOptions>) => change(patch);
  const passphrase = options.mode === 'passphrase';
  return (
    <div className={styles.generator} data-password-generator="">
      <div className={styles.output}>
        <label htmlFor={`${id}-value`} className={styles.outputLabel}>
          {intl.formatMessage(passphrase ? m.passphraseLabel : m.label)}
        </label>
        <div className={styles.valueRow}>
          <input id={`${id}-value`} className={styles.value} value={value} readOnly dir="ltr" spellCheck={false} autoComplete="off" />
          <button type="button" className="button button-primary" onClick={() => copy()} disabled={!value}>
            <Icon name="copy" size={18} />
            {intl.formatMessage(m.copy)}
          </button>
        </div>
        <p className={styles.status} role="status">
          {isCopied ? intl.formatMessage(m.copied) : copyFailed ? intl.formatMessage(m.copyFailed) : ''}
        </p>
        <div className={styles.measures}>
          <span data-entropy={entropy.toFixed(1)}>
            {intl.formatMessage(m.entropy, { bits: intl.formatNumber(Math.floor(entropy * 10) / 10, { maximumFractionDigits: 1 }) })}
          </span>
          <span className={styles.strength}>
            <span>{intl.formatMessage(m.strength)}</span>
            <meter min={0} max={4} low={2} high={3} optimum={4} value={score ?? 0} aria-hidden="true" className={styles.meter} />
            <strong data-score={score ?? ''}>{intl.formatMessage(m.score, { score: score ?? 'none' })}</strong>
          </span>
        </div>
        <button type="button" className="button button-secondary" onClick={() => again()} disabled={noCharacters}>
          <Icon name="refresh-cw" size={18} />
          {intl.formatMessage(m.again)}
        </button>
      </div>

      <fieldset className={styles.group}>
        <legend>{intl.formatMessage(m.mode)}</legend>
        {(['password', 'passphrase'] as const).map((mode) => (
          <label key={mode} className={styles.choice}>
            <input type="radio" name={`${id}-mode`} checked={options.mode === mode} onChange={() => set({ mode })} />
            {intl.formatMessage(mode === 'password' ? m.modePassword : m.modePassphrase)}
          </label>
        ))}
      </fieldset>

      {passphrase ? (
        <div className={styles.group}>
          <label className={styles.field}>
            <span>{intl.formatMessage(m.words)}</span>
            <input
              type="number"
              min={PASSPHRASE_WORDS.min}
              max={PASSPHRASE_WORDS.max}
              value={options.words}
              onChange={(event) => {
                const words = Number(event.target.value);
                if (words >= PASSPHRASE_WORDS.min && words <= PASSPHRASE_WORDS.max) set({ words });
              }}
            />
          </label>
          <label className={styles.field}>
            <span>{intl.formatMessage(m.separator)}</span>
            <select value={options.separator} onChange={(event) => set({ separator: event.target.value as GeneratorOptions['separator'] })}>
              {SEPARATORS.map((s) => (
                <option key={s} value={s}>
                  {intl.formatMessage(m[SEPARATOR_LABELS[s]])}
                </option>
              ))}
            </select>
          </label>
        </div>
      ) : (
        <>
          <div className={styles.group}>
            <label className={styles.field} htmlFor={`${id}-length`}>
              <span>{intl.formatMessage(m.length)}</span>
            </label>
            <div className={styles.lengthRow}>
              <input
                id={`${id}-length`}
                type="range"
                min={PASSWORD_LENGTH.min}
                max={PASSWORD_LENGTH.max}
                value={options.length}
                onChange={(event) => set({ length: Number(event.target.value) })}
              />
              <input
                type="number"
                aria-label={intl.formatMessage(m.length)}
                min={PASSWORD_LENGTH.min}
                max={PASSWORD_LENGTH.max}
                value={options.length}
                onChange={(event) => {
                  const length = Number(event.target.value);
                  if (length >= PASSWORD_LENGTH.min && length <= PASSWORD_LENGTH.max) set({ length });
                }}
              />
            </div>
          </div>
          <fieldset className={styles.group}>
            <legend>{intl.formatMessage(m.characters)}</legend>
            {(Object.keys(CHARACTER_SETS) as CharacterSet[]).map((key) => (
              <label key={key} className={styles.choice}>
                <input
                  type="checkbox"
                  checked={options.sets[key]}
                  onChange={(event) => set({ sets: { ...options.sets, [key]: event.target.checked } })}
                />
                {intl.formatMessage(m[SET_LABELS[key]])}
              </label>
            ))}
            <label className={styles.choice}>
              <input
                type="checkbox"
                checked={options.excludeLookAlikes}
                onChange={(event) => set({ excludeLookAlikes: event.target.checked })}
              />
              {intl.formatMessage(m.lookAlikes)}
            </label>
            {noCharacters && (
              <p role="alert" className={styles.problem}>
                {intl.formatMessage(m.noCharacters)}
              </p>
            )}
          </fieldset>
        </>
      )}
      <p className={styles.local}>{intl.formatMessage(m.local)}</p>
    </div>
  );
}
