/** /flags/{CODE}.svg: a country's flag from the maintained icon set, and 404 for anything else. */
import { describe, expect, it } from 'vitest';
import { flagRoute } from '../../src/server/flags.ts';

describe('the flag route', () => {
  const app = flagRoute();

  it('answers a country code with its SVG flag, cacheable', async () => {
    const response = await app.request('/FR.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=604800');
    const svg = await response.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).not.toMatch(/<script|on\w+=/i);
  });

  it('answers 404 for an unknown code, lower case, another extension or a path', async () => {
    for (const path of ['/XX.svg', '/fr.svg', '/FR.png', '/FR', '/..%2FFR.svg', '/FRA.svg'])
      expect((await app.request(path)).status, path).toBe(404);
  });
});
