/**
 * The server locations pages rendered on the server: the list loaded once per render through the
 * API access the server hands in, serialized with the scope, grouped by country in the page's
 * language, and a render whose list failed marked so the page cache does not keep it. The API is
 * answered by a stand-in fetch (the HTTP boundary); everything inside is the real app.
 */
import { fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { renderPage, type ServerRenderResult } from '../../src/app/entry-server.tsx';
import { groupByCountry, type ServerLocation } from '../../src/features/server-locations/index.ts';
import { countryName } from '../../src/shared/lib/country-name.ts';
import { $locations } from '../../src/features/server-locations/model.ts';
import type { ServerApiAccess } from '../../src/shared/api/index.ts';
import { PageCache } from '../../src/server/page-cache.ts';

const POOLS = [
  { id: 'us-nyc', name: 'New York', country_code: 'US', premium: true, host: 'never-shown.example' },
  { id: 'de-fra', name: 'Frankfurt', country_code: 'DE', premium: true },
  { id: 'de-ber', name: 'Berlin', country_code: 'DE', premium: false },
  { id: 'nl-ams', name: 'Amsterdam', country_code: 'NL', premium: false },
];

/** An API whose GET /nodes-pools answers `status` with the pools, counting the calls. */
function apiAnswering(status: number): ServerApiAccess & { calls: string[] } {
  const calls: string[] = [];
  return {
    origin: 'http://localhost:3000',
    apiBaseUrl: '/api',
    cdnBaseUrl: '/cdn',
    calls,
    fetch: async (input) => {
      const url = input instanceof Request ? input.url : String(input);
      calls.push(url);
      if (!url.endsWith('/api/nodes-pools')) return new Response('{}', { status: 404 });
      return Response.json(status === 200 ? POOLS : { code: 'unavailable', message: 'down' }, { status });
    },
  };
}

async function render(path: string, api: ServerApiAccess): Promise<Extract<ServerRenderResult, { kind: 'page' }>> {
  const result = await renderPage({ request: new Request(`http://localhost${path}`), edition: 'MAIN', env: null, helpDeskUrl: null, api });
  if (result.kind !== 'page') throw new Error(`${path} answered ${result.response.status}`);
  return result;
}

const text = (html: string) =>
  html
    .replace(/<!--.*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

describe('the servers pages on the server', () => {
  it('renders every location grouped by country, counted from the list, and serializes the list once', async () => {
    const api = apiAnswering(200);
    const page = await render('/servers/', api);
    expect(api.calls).toEqual(['http://localhost:3000/api/nodes-pools']);
    expect(page.status).toBe(200);
    expect(page.freshness).toBe('live');
    const body = text(page.body);
    expect(body).toContain('3 countries, 4 locations');
    // Countries by their English names, cities by name within each.
    expect(body.indexOf('Germany')).toBeLessThan(body.indexOf('Netherlands'));
    expect(body.indexOf('Netherlands')).toBeLessThan(body.indexOf('United States'));
    expect(body.indexOf('Berlin')).toBeLessThan(body.indexOf('Frankfurt'));
    expect(page.body).not.toContain('never-shown');
    // The browser hydrates from the serialized list: no host in it, nothing to fetch again.
    const list = page.scope['serverLocations.list'] as ServerLocation[];
    expect(list.map((l) => l.id)).toEqual(['us-nyc', 'de-fra', 'de-ber', 'nl-ams']);
    expect(JSON.stringify(page.scope)).not.toContain('never-shown');
    expect(fork({ values: page.scope }).getState($locations)).toHaveLength(4);
  });

  it('lists only the free locations on the free page, with the count of the Premium rest', async () => {
    const body = text((await render('/free-servers/', apiAnswering(200))).body);
    expect(body).toContain('2 countries, 2 locations');
    expect(body).toContain('Berlin');
    expect(body).not.toContain('Frankfurt');
    expect(body).toContain('2 more locations with Premium.');
  });

  it('names the countries in the page’s language and pluralizes per locale', async () => {
    const body = text((await render('/de/servers/', apiAnswering(200))).body);
    expect(body).toContain('Deutschland');
    expect(body).toContain('Niederlande');
  });

  it('says the list could not be loaded, and marks the render as not to be kept', async () => {
    const page = await render('/servers/', apiAnswering(503));
    expect(page.status).toBe(200);
    expect(page.freshness).toBe('failed');
    expect(text(page.body)).toContain('The list of locations could not be loaded');
    expect(page.scope['serverLocations.list']).toBeUndefined();
  });

  it('does not ask for the list on a page without a servers block', async () => {
    const api = apiAnswering(200);
    const page = await render('/download/', api);
    expect(api.calls).toEqual([]);
    expect(page.freshness).toBe('static');
  });
});

describe('the country landings', () => {
  it('show the locations in the country', async () => {
    const page = await render('/us/', apiAnswering(200));
    const body = text(page.body);
    expect(body).toContain('VPN for United States');
    expect(body).toContain('Locations in United States');
    expect(body).toContain('New York');
    expect(body).not.toContain('Amsterdam');
  });

  it('say when the country has no location, with the number of countries there are', async () => {
    const page = await render('/ch/', apiAnswering(200));
    const body = text(page.body);
    expect(body).toContain('There is no location in Switzerland on our list yet. Connect to one of the 3 countries we have');
    expect(page.body).toMatch(/<a[^>]+href="\/servers\/"[^>]*>See all locations<\/a>/);
  });

  it('for a service, lead with the service and link to its page', async () => {
    const page = await render('/nl/netflix/', apiAnswering(200));
    expect(page.route).toBe('country');
    const body = text(page.body);
    expect(body).toContain('VPN for Netflix in Netherlands');
    expect(body).toContain('Amsterdam');
    expect(page.body).toMatch(/<a[^>]+href="\/netflix\/"[^>]*>Read the full guide<\/a>/);
    // The country landing's own hero is left out.
    expect(body).not.toContain('Use FVP in Netherlands to keep');
  });
});

describe('grouping', () => {
  const locations: ServerLocation[] = [
    { id: 'b', name: 'Zürich', country_code: 'CH', premium: false },
    { id: 'a', name: 'Genf', country_code: 'CH', premium: true },
    { id: 'c', name: 'Wien', country_code: 'AT', premium: false },
  ];
  it('sorts countries and cities by the collation of the locale', () => {
    expect(groupByCountry(locations, 'de').map((c) => [c.name, c.locations.map((l) => l.name)])).toEqual([
      ['Österreich', ['Wien']],
      ['Schweiz', ['Genf', 'Zürich']],
    ]);
    expect(groupByCountry(locations, 'en', (l) => !l.premium).map((c) => c.locations.length)).toEqual([1, 1]);
  });
  it('names a country in the language', () => {
    expect(countryName('JP', 'ja')).toBe('日本');
    expect(countryName('jp', 'de')).toBe('Japan');
    expect(countryName('', 'en')).toBe('');
  });
});

describe('the page cache', () => {
  it('keeps a page of fixed texts until it is pushed out, and a live page for its time', () => {
    let now = 0;
    const cache = new PageCache(2, () => now);
    const page = { status: 200, html: Buffer.from('x') };
    cache.set('static', page);
    cache.set('live', page, 60_000);
    now = 59_999;
    expect(cache.get('live')).toBe(page);
    now = 60_000;
    expect(cache.get('live')).toBeUndefined();
    expect(cache.get('static')).toBe(page);
    cache.set('none', page, 0);
    expect(cache.get('none')).toBeUndefined();
  });
});
