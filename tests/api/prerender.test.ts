/**
 * Prerendering (src/server/prerender.ts) and serving what it wrote (src/server/prerendered.ts,
 * site.ts): real renders of real pages, written to a scratch directory and served by the site
 * without rendering, byte for byte what the site renders on request.
 */
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editions, type EditionId } from '../../generated/editions.ts';
import { pages } from '../../generated/routes.ts';
import { notFoundLocale, renderPage, type ServerRenderInput } from '../../src/app/entry-server.tsx';
import { pageShowsLocations } from '../../src/features/server-locations/index.ts';
import { jsonLogger } from '../../src/server/log.ts';
import { renderSettingsKey, type RenderSettings } from '../../src/server/page-document.ts';
import { prerenderHere, prerenderTargets, type PrerenderSummary } from '../../src/server/prerender.ts';
import { PrerenderedPages } from '../../src/server/prerendered.ts';
import { expectedTools } from '../../src/server/render-settings.ts';
import { siteRequestListener } from '../../src/server/server.ts';
import { createSite } from '../../src/server/site.ts';
import { STAND_IN_ASSETS, testConfig, testSiteOptions } from '../support/site.ts';
import { loadConfig } from '../../src/server/config.ts';

const settings: RenderSettings = {
  origins: testSiteOptions.hosts.origins,
  env: testSiteOptions.hosts.env,
  helpDeskUrl: testSiteOptions.config.helpDeskUrl,
  config: testSiteOptions.config,
};
const WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

let dir: string;
let summary: PrerenderSummary;
const logged: string[] = [];
const log = jsonLogger((line) => void logged.push(line));
/** Renders the site under test made (none should happen for a prerendered page). */
const renders: string[] = [];
const countingRender = (input: ServerRenderInput) => {
  renders.push(new URL(input.request.url).pathname + new URL(input.request.url).search);
  return renderPage(input);
};
let site: ReturnType<typeof createSite>;
/** The same site without a prerender: what a request renders. */
const onRequest = createSite({ ...testSiteOptions, assets: STAND_IN_ASSETS, log, render: renderPage, notFoundLocale });

beforeAll(async () => {
  dir = path.join(await mkdtemp(path.join(os.tmpdir(), 'prerender-')), 'prerendered');
  summary = await prerenderHere({ render: renderPage, settings, assets: STAND_IN_ASSETS, outDir: dir }, [
    { edition: 'MAIN', path: '/' },
    { edition: 'MAIN', path: '/de/' },
    { edition: 'MAIN', path: '/download/' },
    { edition: 'MAIN', path: '/login/' },
    { edition: 'MAIN', path: '/ip-check/' },
    { edition: 'MAIN', path: '/us/' },
    { edition: 'MAIN', path: '/de/__prerender-not-found__/', notFoundOf: 'de' },
  ]);
  site = createSite({
    ...testSiteOptions,
    assets: STAND_IN_ASSETS,
    log,
    render: countingRender,
    notFoundLocale,
    prerendered: await PrerenderedPages.open(dir, renderSettingsKey(settings), log),
  });
}, 60_000);
afterAll(() => rm(path.dirname(dir), { recursive: true, force: true }));

/** A form of a prerendered page, by its manifest key (`MAIN|/de/`, or `404|MAIN|de`), read from its pack. */
async function form(key: string, kind: 'html' | 'gzip' | 'br' = 'html'): Promise<Buffer> {
  const entry = key.startsWith('404|') ? summary.manifest.notFound[key.slice(4)] : summary.manifest.pages[key];
  if (!entry) throw new Error(`nothing prerendered for ${key}`);
  const [offset, length] = entry[kind];
  return (await readFile(path.join(dir, renderSettingsKey(settings), entry.pack))).subarray(offset, offset + length);
}

describe('prerendering', () => {
  it('writes each page of fixed texts with its gzip and brotli forms, and leaves out what depends on the visitor or on live data', async () => {
    expect(Object.keys(summary.manifest.pages).sort()).toEqual(
      [
        'MAIN|/',
        'MAIN|/de/',
        'MAIN|/login/',
        ...['android-tv', 'android', 'ios', 'mac', 'windows', 'chrome', 'linux', '-'].map((p) => `MAIN|/download/|${p}`),
      ].sort(),
    );
    expect(summary.manifest.notFound).toEqual({ 'MAIN|de': expect.objectContaining({ status: 404, query: [] }) });
    expect(summary.manifest.byPlatform).toEqual(['MAIN|/download/']);
    // The IP check shows the visitor's address; a country landing lists the server locations.
    expect(summary.skipped).toEqual({ visitor: 1, 'live data': 1 });
    expect(summary.manifest.pages['MAIN|/login/']!.query).toContain('next');
    for (const key of ['MAIN|/de/', 'MAIN|/download/|windows', '404|MAIN|de']) {
      const html = await form(key);
      expect(html.toString()).toMatch(/^<!doctype html>/i);
      expect(gunzipSync(await form(key, 'gzip')).equals(html)).toBe(true);
      expect(brotliDecompressSync(await form(key, 'br')).equals(html)).toBe(true);
    }
    expect((await form('MAIN|/download/|windows')).equals(await form('MAIN|/download/|mac'))).toBe(false);
    // One pack file of pages beside the manifest (a single thread wrote them).
    const files = await readdir(path.join(dir, renderSettingsKey(settings)));
    expect(files.filter((name) => name.endsWith('.pack'))).toHaveLength(1);
    expect(files.filter((name) => !name.endsWith('.pack'))).toEqual(['manifest.json']);
  });

  it('lists every public page of every edition and locale, but for those showing live data', async () => {
    const targets = await prerenderTargets();
    const keys = targets.map((t) => `${t.edition}|${t.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    const fixed = Object.values(pages).filter((page) => !page.path.includes('{'));
    for (const edition of Object.keys(editions) as EditionId[])
      for (const locale of editions[edition].locales) {
        const prefix = locale === editions[edition].defaultLocale ? '' : `/${locale}`;
        expect(keys).toContain(`${edition}|${prefix}/`);
        expect(targets.some((t) => t.edition === edition && t.notFoundOf === locale)).toBe(true);
        for (const page of fixed) expect(keys.includes(`${edition}|${prefix}${page.path}`)).toBe(!pageShowsLocations(page.id));
      }
    // The cabinet's pages are the same for everyone (the session is the browser's).
    expect(keys).toContain('MAIN|/cabinet/');
    expect(keys.includes('MAIN|/us/')).toBe(!pageShowsLocations('country'));
  });
});

describe('serving prerendered pages', () => {
  it('sends a prerendered page without rendering it, byte for byte what a request would render', async () => {
    const answer = await site.request('http://localhost/de/');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-cache')).toBe('prerendered');
    const body = Buffer.from(await answer.arrayBuffer());
    expect(body.equals(await form('MAIN|/de/'))).toBe(true);
    expect(renders).toEqual([]);
    const rendered = await onRequest.request('http://localhost/de/');
    expect(rendered.headers.get('x-cache')).toBe('miss');
    expect(Buffer.from(await rendered.arrayBuffer()).equals(body)).toBe(true);
    // Kept in memory from then on.
    expect((await site.request('http://localhost/de/')).headers.get('x-cache')).toBe('hit');
  });

  it('sends the compressed forms written at build', async () => {
    const answer = await site.request('http://localhost/', { headers: { 'accept-encoding': 'br' } });
    expect(answer.headers.get('content-encoding')).toBe('br');
    expect(Buffer.from(await answer.arrayBuffer()).equals(await form('MAIN|/', 'br'))).toBe(true);
    expect(renders).toEqual([]);
  });

  it('sends the page of the visitor’s platform', async () => {
    const windows = await site.request('http://localhost/download/', { headers: { 'user-agent': WINDOWS } });
    expect(windows.headers.get('vary')).toContain('User-Agent');
    expect(Buffer.from(await windows.arrayBuffer()).equals(await form('MAIN|/download/|windows'))).toBe(true);
    const none = await site.request('http://localhost/download/', { headers: { 'user-agent': 'curl/8' } });
    expect(Buffer.from(await none.arrayBuffer()).equals(await form('MAIN|/download/|-'))).toBe(true);
    expect(renders).toEqual([]);
  });

  it('answers an unknown URL with its locale’s prerendered 404 page', async () => {
    const answer = await site.request('http://localhost/de/no-such-page/');
    expect(answer.status).toBe(404);
    expect(answer.headers.get('x-cache')).toBe('prerendered');
    expect(Buffer.from(await answer.arrayBuffer()).equals(await form('404|MAIN|de'))).toBe(true);
    expect(renders).toEqual([]);
  });

  it('renders a URL whose query the page reads, and what was not prerendered', async () => {
    const utm = await site.request('http://localhost/login/?utm_source=mail');
    expect(['prerendered', 'hit']).toContain(utm.headers.get('x-cache'));
    expect(renders).toEqual([]);
    const next = await site.request('http://localhost/login/?next=%2Fcabinet%2F');
    expect(next.headers.get('x-cache')).toBe('pass');
    const ip = await site.request('http://localhost/ip-check/');
    expect(ip.status).toBe(200);
    expect(renders).toEqual(['/login/?next=%2Fcabinet%2F', '/ip-check/']);
  });

  it('sends prerendered pages on the fast path, straight to the socket', async () => {
    const server: Server = createServer(siteRequestListener(site));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const answer = await new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        const req = httpRequest(
          { host: '127.0.0.1', port, path: '/download/', headers: { host: 'localhost', 'accept-encoding': 'gzip' } },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
          },
        );
        req.on('error', reject);
        req.end();
      });
      expect(answer.headers['content-encoding']).toBe('gzip');
      expect(answer.body.equals(await form('MAIN|/download/|-', 'gzip'))).toBe(true);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('reads a page whose pack is missing or cut short as none (logged): it renders on request', async () => {
    const key = renderSettingsKey(settings);
    const copy = path.join(path.dirname(dir), 'damaged');
    await mkdir(path.join(copy, key), { recursive: true });
    const manifest = { ...summary.manifest, pages: { ...summary.manifest.pages } };
    const entry = manifest.pages['MAIN|/']!;
    manifest.pages['MAIN|/'] = { ...entry, pack: 'missing.pack' };
    // The one real pack, cut before the end of its last page.
    const pack = (await readFile(path.join(dir, key, entry.pack))).subarray(0, 100);
    await writeFile(path.join(copy, key, entry.pack), pack);
    await writeFile(path.join(copy, key, 'manifest.json'), JSON.stringify(manifest));
    logged.length = 0;
    const damaged = await PrerenderedPages.open(copy, key, log);
    expect(await damaged!.page('MAIN|/')).toBeUndefined();
    expect(await damaged!.page('MAIN|/de/')).toBeUndefined();
    expect(logged.filter((line) => line.includes('prerendered page unreadable'))).toHaveLength(2);
  });

  it('keeps each prerender in a folder of its settings: a server with others finds none, and says so', async () => {
    const other = renderSettingsKey({ ...settings, origins: { ...settings.origins, MAIN: 'https://fvp.example' } });
    expect(other).not.toBe(renderSettingsKey(settings));
    expect(await readdir(dir)).toEqual([renderSettingsKey(settings)]);
    logged.length = 0;
    expect(await PrerenderedPages.open(dir, other, log)).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(logged.join('\n')).toMatch(/no prerendered pages for these settings/);
    // The key does not depend on the order settings were written in.
    const reordered = { ...settings, config: Object.fromEntries(Object.entries(settings.config).reverse()) } as RenderSettings;
    expect(renderSettingsKey(reordered)).toBe(renderSettingsKey(settings));
  });
});

describe('the settings a prerender is made for', () => {
  it('gives the pages the STUN address the server will have, and the DNS zone where the API runs here', () => {
    expect(expectedTools(testConfig).stunUrls).toEqual([`stun:${testConfig.tools.stunHost}:3478`]);
    expect(expectedTools(loadConfig({ PUBLIC_ORIGIN: 'http://localhost', STUN_PORT: 'off' })).stunUrls).toEqual([]);
    expect(expectedTools(loadConfig({ PUBLIC_ORIGIN: 'http://localhost', STUN_URLS: 'stun:stun.example:3478' })).stunUrls).toEqual([
      'stun:stun.example:3478',
    ]);
    expect(expectedTools(loadConfig({ PUBLIC_ORIGIN: 'http://localhost', DNS_ZONE: 'dns.fvp.example' })).dnsZone).toBe('dns.fvp.example');
    expect(
      expectedTools(loadConfig({ PUBLIC_ORIGIN: 'http://localhost', DNS_ZONE: 'dns.fvp.example', API_BASE_URL: 'https://api.fvp.example' }))
        .dnsZone,
    ).toBeNull();
  });
});
