import { describe, expect, it } from 'vitest';
import { normalize, searchAnswers } from '../../src/widgets/blocks/answers.tsx';
import { summaryOf } from '../../src/shared/content/index.ts';

const entries = [
  { slug: 'pay', question: 'Which payment methods can I use?', answer: 'Cards through Stripe, or AliumPay.' },
  { slug: 'slow', question: 'Why is my connection slow?', answer: 'Try the location nearest to you.' },
  { slug: 'securite', question: 'La sécurité du Wi-Fi public ?', answer: 'Un réseau partagé.' },
  { slug: 'ja', question: 'ルーターで使えますか？', answer: 'ルーターの設定ファイルがあります。' },
];

describe('the help centre search', () => {
  it('finds questions holding every word of the query, in the page order, in question or answer', () => {
    expect(searchAnswers(entries, 'payment', 'en').map((e) => e.slug)).toEqual(['pay']);
    expect(searchAnswers(entries, 'STRIPE cards', 'en').map((e) => e.slug)).toEqual(['pay']);
    expect(searchAnswers(entries, 'location slow', 'en').map((e) => e.slug)).toEqual(['slow']);
    expect(searchAnswers(entries, 'stripe slow', 'en')).toEqual([]);
  });
  it('ignores accents and case, and finds words in scripts without spaces', () => {
    expect(normalize('Sécurité', 'fr')).toBe('securite');
    expect(searchAnswers(entries, 'securite', 'fr').map((e) => e.slug)).toEqual(['securite']);
    expect(searchAnswers(entries, 'ルーター', 'ja').map((e) => e.slug)).toEqual(['ja']);
  });
  it('shows nothing for an empty query', () => {
    expect(searchAnswers(entries, '   ', 'en')).toEqual([]);
  });
});

describe('an answer’s description', () => {
  it('is its first paragraph, cut at a word near 160 characters', () => {
    expect(summaryOf('Short first.\n\nSecond paragraph.')).toBe('Short first.');
    const long = `${'word '.repeat(50)}end`;
    const summary = summaryOf(long);
    expect(summary.length).toBeLessThanOrEqual(160);
    expect(summary.endsWith('word…')).toBe(true);
  });
});
