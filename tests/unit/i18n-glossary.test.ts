import { describe, expect, it } from 'vitest';
import { glossaryGaps, readGlossary } from '../../scripts/i18n-glossary.ts';

const glossary = readGlossary();

describe('the translators’ glossary', () => {
  it('asks for the names every language keeps as written', () => {
    expect(glossaryGaps(glossary, 'ru', 'Connect with WireGuard on Wi-Fi.', 'Подключайтесь через WireGuard по Wi-Fi.')).toEqual([]);
    expect(glossaryGaps(glossary, 'ru', 'Get FVP Premium.', 'Получите FVP Премиум.')).toEqual(['“Premium” as written']);
  });
  it('asks for each language’s word for a product term, inflected forms included', () => {
    expect(glossaryGaps(glossary, 'de', 'Read our no-logs policy.', 'Lesen Sie unsere No-Logs-Richtlinie.')).toEqual([]);
    expect(glossaryGaps(glossary, 'de', 'Read our no-logs policy.', 'Lesen Sie unsere Keine-Protokolle-Politik.')).toEqual([
      '“no-logs policy” as “No-Logs-Richtlinie”',
    ]);
    expect(glossaryGaps(glossary, 'pl', 'The free plan has fewer locations.', 'Darmowy plan ma mniej lokalizacji.')).toEqual([]);
  });
  it('names a term for every locale but English', () => {
    for (const byLocale of Object.values(glossary.terms)) expect(Object.keys(byLocale)).toHaveLength(19);
  });
});
