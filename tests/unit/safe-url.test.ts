import { describe, expect, it } from 'vitest';
import { helpDeskTarget, isAllowedLocation, safeNextPath, sitePath } from '../../src/shared/lib/safe-url.ts';
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

describe('helpDeskTarget', () => {
  const desk = 'https://support.fvp.example';
  const returnTo = (target: string) => new URL(target).searchParams.get('return_to');
  it('hands the JWT to the configured help desk', () => {
    const target = new URL(helpDeskTarget(desk, 'a.b.c', null));
    expect(target.origin).toBe(desk);
    expect(target.pathname).toBe('/access/jwt');
    expect(target.searchParams.get('jwt')).toBe('a.b.c');
  });
  it('passes on a return_to of the help desk itself', () => {
    expect(returnTo(helpDeskTarget(desk, 'j', 'https://support.fvp.example/hc/en-us/requests'))).toBe(
      'https://support.fvp.example/hc/en-us/requests',
    );
  });
  it.each([
    ...HOSTILE_TARGETS,
    'http://support.fvp.example/hc/',
    'https://support.fvp.example.evil.example/',
    'https://evil.example@support.fvp.example/',
    'https://support.fvp.example:8443/',
    'https://support.fvp.example\\@evil.example/',
  ])('drops the return_to %j', (input) => {
    const target = helpDeskTarget(desk, 'j', input);
    expect(new URL(target).origin).toBe(desk);
    expect(returnTo(target)).toBeNull();
  });
});
