/** Which translations may equal their English source (npm run i18n:check refuses every other). */
import { describe, expect, it } from 'vitest';
import { mayEqualEnglish } from '../../scripts/i18n-same.ts';

describe('a translation equal to the English', () => {
  it('is right for brand and product names in every language', () => {
    for (const locale of ['de', 'ja', 'ar'])
      for (const name of ['FVP', 'Premium', 'Wi-Fi', 'Android TV']) expect(mayEqualEnglish(locale, name)).toBe(true);
  });

  it('is right for a text with no words of its own', () => {
    expect(mayEqualEnglish('sv', '{size} MB')).toBe(true);
    expect(mayEqualEnglish('th', '{count} / {total}')).toBe(true);
  });

  it('is right for a loanword only in the languages that write it so', () => {
    expect(mayEqualEnglish('de', 'Blog')).toBe(true);
    expect(mayEqualEnglish('ja', 'Blog')).toBe(false);
    expect(mayEqualEnglish('fr', 'Date')).toBe(true);
    expect(mayEqualEnglish('de', 'Date')).toBe(false);
  });

  it('is untranslated for anything else', () => {
    expect(mayEqualEnglish('de', 'Download for free')).toBe(false);
    expect(mayEqualEnglish('de', 'Blog posts')).toBe(false);
    expect(mayEqualEnglish('ph', 'Password generator')).toBe(false);
  });
});
