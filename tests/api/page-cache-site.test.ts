/**
 * What the site server keeps of a rendered page: a page of fixed texts until it is pushed out (least
 * recently used first, within a budget of bytes), a page of live data (the server locations) for a
 * short while, a render whose data failed not at all, a page that leads with the visitor's platform
 * once per platform; pages by path whatever the query but for the parameters a page reads, and one
 * 404 page per locale for every unknown URL. The renderer here is a
 * stand-in that counts its calls and answers what a real render reports (the app's own renders are
 * tested in tests/unit/server-locations.test.ts).
 */
import { describe, expect, it } from 'vitest';
import type { ServerRenderInput, ServerRenderResult } from '../../src/app/entry-server.tsx';
import { jsonLogger } from '../../src/server/log.ts';
import { createSite } from '../../src/server/site.ts';
import { renderedPage, STAND_IN_ASSETS, testSiteOptions } from '../support/site.ts';

type Page = Extract<ServerRenderResult, { kind: 'page' }>;

function siteRendering(answer: (input: ServerRenderInput, call: number) => Partial<Page>, liveDataMaxAgeMs?: number) {
  let calls = 0;
  const site = createSite({
    ...testSiteOptions,
    assets: STAND_IN_ASSETS,
    log: jsonLogger(() => undefined),
    ...(liveDataMaxAgeMs === undefined ? {} : { liveDataMaxAgeMs }),
    render: async (input) => {
      calls++;
      return renderedPage({ body: `<p>render ${calls}</p>`, ...answer(input, calls) });
    },
  });
  return { site, calls: () => calls };
}

describe('the page cache of the site server', () => {
  it('keeps a page of fixed texts', async () => {
    const { site, calls } = siteRendering(() => ({}));
    await site.request('/servers/');
    expect(await (await site.request('/servers/')).text()).toContain('render 1');
    expect(calls()).toBe(1);
  });

  it('renders again a page whose data failed to load', async () => {
    const { site, calls } = siteRendering((_, call) => ({ freshness: call === 1 ? 'failed' : 'live' }));
    expect(await (await site.request('/servers/')).text()).toContain('render 1');
    expect(await (await site.request('/servers/')).text()).toContain('render 2');
    expect(await (await site.request('/servers/')).text()).toContain('render 2');
    expect(calls()).toBe(2);
  });

  it('renders a page of live data again once its time is up', async () => {
    const { site, calls } = siteRendering(() => ({ freshness: 'live' }), 40);
    await site.request('/servers/');
    await site.request('/servers/');
    expect(calls()).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(await (await site.request('/servers/')).text()).toContain('render 2');
  });

  it('keeps a page that leads with the visitor’s platform once per platform, and says it varies by it', async () => {
    const { site, calls } = siteRendering((input, call) => ({
      byPlatform: true,
      body: `<p>render ${call} for ${input.request.headers.get('user-agent')}</p>`,
    }));
    const get = (userAgent: string) => site.request('/download/', { headers: { 'user-agent': userAgent } });
    const windows = await get('Mozilla/5.0 (Windows NT 10.0; Win64; x64)');
    expect(windows.headers.get('vary')).toBe('User-Agent, Sec-CH-UA-Platform, Accept-Encoding');
    expect(await (await get('Mozilla/5.0 (Linux; Android 14; Pixel 8)')).text()).toContain('render 2 for Mozilla/5.0 (Linux; Android 14');
    // Another Windows browser gets the Windows page from the cache.
    expect(await (await get('Mozilla/5.0 (Windows NT 11.0; Win64; x64) Edge')).text()).toContain(
      'render 1 for Mozilla/5.0 (Windows NT 10.0',
    );
    expect(calls()).toBe(2);
  });
});

describe('what the site server keeps by path', () => {
  it('serves a URL whose query the page does not read from its path’s page, rendered without the query', async () => {
    const seen: string[] = [];
    const { site, calls } = siteRendering((input) => {
      seen.push(input.request.url);
      return {};
    });
    for (const query of ['', '?utm_source=mail', '?utm_source=feed&utm_medium=x', '?fbclid=1'])
      expect((await site.request(`/servers/${query}`)).status).toBe(200);
    expect(calls()).toBe(1);
    expect(seen).toEqual(['http://localhost/servers/']);
  });

  it('renders a URL carrying a parameter the page reads for itself, and keeps it for no one', async () => {
    const seen: string[] = [];
    const { site, calls } = siteRendering((input, call) => {
      seen.push(new URL(input.request.url).search);
      return { route: 'order', query: ['plan'], body: `<p>render ${call}</p>` };
    });
    expect(await (await site.request('/order/?utm_source=a')).text()).toContain('render 1');
    expect(await (await site.request('/order/?plan=year')).text()).toContain('render 2');
    expect(await (await site.request('/order/?plan=year&utm_source=b')).text()).toContain('render 3');
    // The bare page is still the first render.
    expect(await (await site.request('/order/')).text()).toContain('render 1');
    expect(calls()).toBe(3);
    expect(seen).toEqual(['', '?plan=year', '?plan=year&utm_source=b']);
  });

  it('renders with the query again when the page of the bare path is a redirect, so the redirect keeps it', async () => {
    const seen: string[] = [];
    const redirecting = createSite({
      ...testSiteOptions,
      assets: STAND_IN_ASSETS,
      log: jsonLogger(() => undefined),
      render: async (input) => {
        const url = new URL(input.request.url);
        seen.push(url.search);
        return { kind: 'response', response: new Response(null, { status: 301, headers: { Location: `${url.pathname}/${url.search}` } }) };
      },
    });
    const response = await redirecting.request('/servers?utm_source=mail');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/servers/?utm_source=mail');
    expect(seen).toEqual(['', '?utm_source=mail']);
  });

  it('answers unknown URLs with their locale’s one 404 page, rendered once, and keeps no page for them', async () => {
    let calls = 0;
    const site = createSite({
      ...testSiteOptions,
      assets: STAND_IN_ASSETS,
      log: jsonLogger(() => undefined),
      pageCacheBytes: 1024 * 1024,
      notFoundLocale: async (url) => (url.pathname.includes('nope') ? (url.pathname.startsWith('/de/') ? 'de' : 'en') : null),
      render: async (input) => {
        calls++;
        const lost = new URL(input.request.url).pathname.includes('nope');
        return renderedPage({
          status: lost ? 404 : 200,
          body: `<p>render ${calls}</p>`,
          route: lost ? null : 'servers',
          locale: input.request.url.includes('/de/') ? 'de' : 'en',
          notFound: lost ? 'Page not found' : null,
        });
      },
    });
    expect(await (await site.request('/servers/')).text()).toContain('render 1');
    for (let i = 0; i < 50; i++) {
      const response = await site.request(`/nope-${i}/?q=${i}`);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain('render 2');
    }
    expect(await (await site.request('/de/nope-1/')).text()).toContain('render 3');
    expect(await (await site.request('/de/nope-2/')).text()).toContain('render 3');
    expect(calls).toBe(3);
    // The real page is still kept.
    expect(await (await site.request('/servers/')).text()).toContain('render 1');
  });

  it('keeps pages within a budget of bytes, the least recently used out first', async () => {
    let calls = 0;
    const siteWithin = (pageCacheBytes: number) =>
      createSite({
        ...testSiteOptions,
        assets: STAND_IN_ASSETS,
        log: jsonLogger(() => undefined),
        render: async () => {
          calls++;
          return renderedPage({ body: `<p>render ${String(calls).padStart(3, '0')}</p>` });
        },
        pageCacheBytes,
      });
    const size = (await (await siteWithin(0).request('/a/', { headers: { 'accept-encoding': 'identity' } })).arrayBuffer()).byteLength;
    calls = 0;
    // Room for two documents, not three.
    const site = siteWithin(size * 2.5);
    const get = async (path: string) => (await site.request(path, { headers: { 'accept-encoding': 'identity' } })).text();
    expect(await get('/a/')).toContain('render 001');
    expect(await get('/b/')).toContain('render 002');
    expect(await get('/a/')).toContain('render 001');
    // /c/ pushes out /b/, used longest ago.
    expect(await get('/c/')).toContain('render 003');
    expect(await get('/a/')).toContain('render 001');
    expect(await get('/b/')).toContain('render 004');
  });
});
