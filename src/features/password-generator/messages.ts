import { defineMessages, type MessageDescriptor } from 'react-intl';

const messages = defineMessages({
  label: { id: 'passwordGenerator.label', defaultMessage: 'Generated password' },
  passphraseLabel: { id: 'passwordGenerator.passphraseLabel', defaultMessage: 'Generated passphrase' },
  copy: { id: 'passwordGenerator.copy', defaultMessage: 'Copy' },
  copied: { id: 'passwordGenerator.copied', defaultMessage: 'Copied to the clipboard' },
  copyFailed: { id: 'passwordGenerator.copyFailed', defaultMessage: 'Copying is not allowed here: select the text and copy it yourself.' },
  again: { id: 'passwordGenerator.again', defaultMessage: 'Generate another' },
  mode: { id: 'passwordGenerator.mode', defaultMessage: 'Kind' },
  modePassword: { id: 'passwordGenerator.mode.password', defaultMessage: 'Password' },
  modePassphrase: { id: 'passwordGenerator.mode.passphrase', defaultMessage: 'Passphrase (words)' },
  length: { id: 'passwordGenerator.length', defaultMessage: 'Length' },
  words: { id: 'passwordGenerator.words', defaultMessage: 'Number of words' },
  separator: { id: 'passwordGenerator.separator', defaultMessage: 'Between the words' },
  separatorHyphen: { id: 'passwordGenerator.separator.hyphen', defaultMessage: 'Hyphen (-)' },
  separatorSpace: { id: 'passwordGenerator.separator.space', defaultMessage: 'Space' },
  separatorDot: { id: 'passwordGenerator.separator.dot', defaultMessage: 'Full stop (.)' },
  separatorUnderscore: { id: 'passwordGenerator.separator.underscore', defaultMessage: 'Underscore (_)' },
  characters: { id: 'passwordGenerator.characters', defaultMessage: 'Characters' },
  lower: { id: 'passwordGenerator.lower', defaultMessage: 'Lowercase letters (a–z)' },
  upper: { id: 'passwordGenerator.upper', defaultMessage: 'Capital letters (A–Z)' },
  digits: { id: 'passwordGenerator.digits', defaultMessage: 'Digits (0–9)' },
  symbols: { id: 'passwordGenerator.symbols', defaultMessage: 'Symbols (!#$%…)' },
  lookAlikes: { id: 'passwordGenerator.lookAlikes', defaultMessage: 'Leave out look-alikes (I, l, 1, |, O, 0, o)' },
  noCharacters: { id: 'passwordGenerator.noCharacters', defaultMessage: 'Choose at least one kind of character.' },
  entropy: { id: 'passwordGenerator.entropy', defaultMessage: 'Entropy: {bits} bits' },
  strength: { id: 'passwordGenerator.strength', defaultMessage: 'Strength estimate' },
  score: {
    id: 'passwordGenerator.score',
    defaultMessage: '{score, select, 0 {Very weak} 1 {Weak} 2 {Fair} 3 {Strong} 4 {Very strong} other {Estimating…}}',
  },
  local: {
    id: 'passwordGenerator.local',
    defaultMessage: 'Made in your browser with its secure random numbers. Nothing you generate is sent to us or stored.',
  },
});

export const generatorMessages: { readonly [K in keyof typeof messages]: MessageDescriptor } = messages;
