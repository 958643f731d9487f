import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { pluralCategories, pluralGaps } from '../../scripts/i18n-plurals.ts';

describe('plural coverage', () => {
  it('knows the CLDR categories of each language', () => {
    expect(pluralCategories('ar')).toEqual(expect.arrayContaining(['zero', 'one', 'two', 'few', 'many', 'other']));
    expect(pluralCategories('ru')).toEqual(expect.arrayContaining(['one', 'few', 'many', 'other']));
    expect([...pluralCategories('ja')]).toEqual(['other']);
    expect([...pluralCategories('fr')].sort()).toEqual(['many', 'one', 'other']);
  });

  it('names what an Arabic plural lacks', () => {
    const gaps = pluralGaps('ar', parse('{n, plural, one {دولة واحدة} other {# دولة}}'));
    expect(gaps).toEqual([{ argument: 'n', missing: expect.arrayContaining(['zero', 'two', 'few', 'many']) }]);
    expect(gaps[0]?.missing).toHaveLength(4);
  });

  it('does not count an exact match as a category', () => {
    expect(pluralGaps('en', parse('{n, plural, =1 {one item} other {# items}}'))).toEqual([{ argument: 'n', missing: ['one'] }]);
  });

  it('checks plurals nested in a select and leaves ordinals alone', () => {
    const nested = parse('{g, select, a {{n, plural, one {#} other {#}}} other {x}}');
    expect(pluralGaps('ru', nested)).toEqual([{ argument: 'n', missing: ['few', 'many'] }]);
    expect(pluralGaps('ru', parse('{n, selectordinal, other {#.}}'))).toEqual([]);
  });

  it('accepts a plural with every category', () => {
    expect(pluralGaps('ar', parse('{n, plural, zero {0} one {1} two {2} few {#} many {#} other {#}}'))).toEqual([]);
  });
});
