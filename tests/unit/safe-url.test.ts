import { describe, expect, it } from 'vitest';
import { isAllowedLocation, safeNextPath, sitePath } from '../../src/shared/lib/safe-url.ts';
import { HOSTILE_TARGETS } from '../support/hostile-inputs.ts';

describe('sitePath', () => {
  it.each(HOSTILE_TARGETS)('refuses %j', (input) => {
    expect(sitePath(input)).toBeNull();
    expect(safeNextPath(input)).toBeNull();
  });

  it.each([
    ['/cabinet/download/', '/cabinet/download/'],
    ['/de/zendesk/sso/?return_to=x', '/de/zendesk/sso/?return_to=x'],
    ['/%2F%2Fevil.example/', '/%2F%2Fevil.example/'],
    ['/a/./b/../c/', '/a/c/'],
    ['/login/?next=%2F%2Fevil#top', '/login/?next=%2F%2Fevil#top'],
    ['/servers/?q=a\\b', '/servers/?q=a\\b'],
  ])('keeps the same-site path %j as %j', (input, want) => {
    expect(sitePath(input)).toBe(want);
  });

  it('drops the fragment of a next path', () => {
    expect(safeNextPath('/cabinet/#x')).toBe('/cabinet/');
  });
});

describe('isAllowedLocation', () => {
  const origins = new Set(['https://fvp.example', 'https://fvp-ru.example']);
  it.each(HOSTILE_TARGETS)('refuses %j', (input) => {
    expect(isAllowedLocation(input, origins)).toBe(false);
  });
  it.each(['/de/', '/servers/?a=1', 'https://fvp.example/de/', 'https://fvp-ru.example/login/'])('allows %j', (input) => {
    expect(isAllowedLocation(input, origins)).toBe(true);
  });
  it.each(['https://fvp.example.evil.example/', 'https://user:pw@fvp.example/', 'ftp://fvp.example/', 'https://fvp.example:444/'])(
    'refuses the look-alike %j',
    (input) => {
      expect(isAllowedLocation(input, origins)).toBe(false);
    },
  );
});
