import { describe, expect, it } from 'vitest';
import { safeNextPath } from '../../src/shared/lib/safe-next.ts';

describe('safeNextPath', () => {
  it.each([
    ['/cabinet/download/', '/cabinet/download/'],
    ['/de/zendesk/sso/?return_to=x', '/de/zendesk/sso/?return_to=x'],
    ['//evil.example/', null],
    ['https://evil.example/', null],
    ['/\\evil.example', null],
    ['javascript:alert(1)', null],
    ['', null],
    [null, null],
  ])('%s → %s', (input, want) => {
    expect(safeNextPath(input)).toBe(want);
  });
});
