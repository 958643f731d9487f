/**
 * What the site server keeps of a rendered page: a page of fixed texts until it is pushed out, a
 * page of live data (the server locations) for a short while, a render whose data failed not at
 * all, and a page that leads with the visitor's platform once per platform. The renderer here is a
 * stand-in that counts its calls and answers what a real render reports (the app's own renders are
 * tested in tests/unit/server-locations.test.ts).
 */
import { describe, expect, it } from 'vitest';
import type { ServerRenderInput, ServerRenderResult } from '../../src/app/entry-server.tsx';
import { jsonLogger } from '../../src/server/log.ts';
import { createSite } from '../../src/server/site.ts';
import { testSiteOptions } from '../support/site.ts';

type Page = Extract<ServerRenderResult, { kind: 'page' }>;

function siteRendering(answer: (input: ServerRenderInput, call: number) => Partial<Page>, liveDataMaxAgeMs?: number) {
  let calls = 0;
  const site = createSite({
    ...testSiteOptions,
    assets: { forPage: () => ({ script: '/assets/app.js', styles: [], preloads: [] }) },
    log: jsonLogger(() => undefined),
    ...(liveDataMaxAgeMs === undefined ? {} : { liveDataMaxAgeMs }),
    render: async (input) => {
      calls++;
      return {
        kind: 'page',
        status: 200,
        head: { title: 't', description: 'd', lang: 'en', dir: 'ltr', indexable: true, canonicalPath: null, alternates: [] },
        body: `<p>render ${calls}</p>`,
        route: 'servers',
        locale: 'en',
        notFound: null,
        hydration: null,
        scope: {},
        freshness: 'static',
        byPlatform: false,
        modules: [],
        ...answer(input, calls),
      } as Page;
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
