/** The service popups' rules of spec/popups.yaml, one table per rule (product spec §4, §5). */
import { describe, expect, it } from 'vitest';
import type { Popup } from '../../generated/api/schemas.ts';
import { popupEligibility } from '../../generated/popups.ts';
import {
  brokenRules,
  cacheOf,
  cacheStale,
  eligibilityRules,
  eligiblePopups,
  orderPopups,
  popupToShow,
  stepsAside,
  translationOf,
  type PopupViewer,
} from '../../src/features/service-popups/rules.ts';

const NOW = Date.parse('2026-11-23T12:00:00Z');
const viewer: PopupViewer = { country: 'DE', access: 'public', viewed: [], now: NOW };
const popup = (over: Partial<Popup> = {}): Popup => ({
  id: 1,
  type: 0,
  country: 'DF',
  popup_type: 0,
  display_type: 0,
  expired_at: NOW / 1000 + 3600,
  translate: { en: { title: 'Title', description: 'Text' } },
  ...over,
});

describe('eligibility', () => {
  it('has a function for every rule of the spec', () => {
    expect(Object.keys(eligibilityRules).sort()).toEqual(popupEligibility.map((r) => r.id).sort());
  });

  it.each([
    ['expired a second ago', popup({ expired_at: NOW / 1000 - 1 }), viewer, ['not-expired']],
    ['expiring now', popup({ expired_at: NOW / 1000 }), viewer, ['not-expired']],
    ['expiring in a second', popup({ expired_at: NOW / 1000 + 1 }), viewer, []],
    ['for the visitor’s country', popup({ country: 'DE' }), viewer, []],
    ['for another country', popup({ country: 'FR' }), viewer, ['country']],
    ['for every country (DF)', popup({ country: 'DF' }), { ...viewer, country: null }, []],
    ['for a country, the visitor’s unknown', popup({ country: 'DE' }), { ...viewer, country: null }, ['country']],
    ['for all users', popup({ type: 0 }), { ...viewer, access: 'premium' as const }, []],
    ['for public users, seen by a visitor', popup({ type: 1 }), viewer, []],
    ['for public users, seen by premium', popup({ type: 1 }), { ...viewer, access: 'premium' as const }, ['user-type']],
    ['for premium users, seen by a visitor', popup({ type: 2 }), viewer, ['user-type']],
    ['already closed', popup({ id: 7 }), { ...viewer, viewed: [3, 7] }, ['not-viewed']],
    ['once, already shown', popup({ display_type: 1, isShown: true }), viewer, ['once-not-shown']],
    ['once, not shown yet', popup({ display_type: 1 }), viewer, []],
    ['a blocker shown once is forced to always', popup({ display_type: 1, popup_type: 1, isShown: true }), viewer, []],
    [
      'everything wrong at once, in the spec’s order',
      popup({ id: 2, expired_at: 0, country: 'US', type: 2, display_type: 1, isShown: true }),
      { ...viewer, viewed: [2] },
      ['not-expired', 'country', 'user-type', 'not-viewed', 'once-not-shown'],
    ],
  ] as const)('%s', (_, entry, who, broken) => {
    expect(brokenRules(entry, who)).toEqual(broken);
  });
});

describe('order', () => {
  it('puts the user’s own type first, then always before once, then blockers before normal; ties keep the list order', () => {
    const list = [
      popup({ id: 1, type: 0, display_type: 1 }),
      popup({ id: 2, type: 0, display_type: 0 }),
      popup({ id: 3, type: 1, display_type: 1 }),
      popup({ id: 4, type: 0, display_type: 0, popup_type: 1 }),
      popup({ id: 5, type: 1, display_type: 0 }),
      popup({ id: 6, type: 0, display_type: 0 }),
    ];
    expect(orderPopups(list, viewer).map((p) => p.id)).toEqual([5, 3, 4, 2, 6, 1]);
    // For premium, its own type is 2: none matches, so the other keys decide.
    expect(orderPopups(list, { ...viewer, access: 'premium' }).map((p) => p.id)).toEqual([4, 2, 5, 6, 1, 3]);
  });

  it('keeps only eligible entries, ordered', () => {
    const list = [popup({ id: 1, display_type: 1 }), popup({ id: 2, country: 'FR' }), popup({ id: 3 })];
    expect(eligiblePopups(list, viewer).map((p) => p.id)).toEqual([3, 1]);
  });
});

describe('texts', () => {
  it.each([
    ['the visitor’s locale', { de: { title: 'Titel', description: 'Text' }, en: { title: 'Title', description: 'Text' } }, 'Titel'],
    ['English when the locale has none', { en: { title: 'Title', description: 'Text' } }, 'Title'],
    ['English when the locale lacks a field', { de: { title: 'Titel' }, en: { title: 'Title', description: 'Text' } }, 'Title'],
    ['nothing when English lacks one too', { de: { title: 'Titel' }, en: { title: 'Title', description: '  ' } }, null],
  ] as const)('shows %s', (_, translate, title) => {
    expect(translationOf(popup({ translate }), 'de')?.title ?? null).toBe(title);
  });

  it('shows the first entry of the ordered list that has its texts', () => {
    const list = [popup({ id: 1, translate: { fr: { title: 'T', description: 'D' } } }), popup({ id: 2 })];
    expect(popupToShow(list, 'de')?.popup.id).toBe(2);
    expect(popupToShow([list[0]!], 'de')).toBeNull();
  });
});

describe('the cache', () => {
  it('lives 300 seconds from when it is saved, and an empty one is always stale', () => {
    const cache = cacheOf([popup()], NOW);
    expect(cache.popupUpdate).toBe(NOW + 300_000);
    expect(cacheStale(cache, NOW + 299_999)).toBe(false);
    expect(cacheStale(cache, NOW + 300_000)).toBe(true);
    expect(cacheStale(cacheOf([], NOW), NOW)).toBe(true);
    expect(cacheStale(null, NOW)).toBe(true);
  });
});

describe('a blocker steps aside on the page its link leads to', () => {
  it.each([
    ['a blocker on its link’s page', popup({ popup_type: 1, link: '/download/' }), '/download/', true],
    ['a blocker whose link has a query', popup({ popup_type: 1, link: '/download/?from=popup' }), '/download/', true],
    ['a blocker elsewhere', popup({ popup_type: 1, link: '/download/' }), '/', false],
    ['a blocker without a link', popup({ popup_type: 1 }), '/download/', false],
    ['a normal popup on its link’s page', popup({ link: '/download/' }), '/download/', false],
  ] as const)('%s', (_, entry, path, aside) => {
    expect(stepsAside(entry, path)).toBe(aside);
  });
});
