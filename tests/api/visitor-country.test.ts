/**
 * The site server writes `country-code` once, on the shared parent domain of the host it was asked
 * for (DECISIONS 21, product spec §9), from a trusted proxy's header or the offline database; and it
 * serves the popup list under /cdn/ from its data file (DECISIONS 10).
 */
import { mkdtemp, readFile, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { Popup } from '../../generated/api/schemas.ts';
import { popupProductId } from '../../generated/popups.ts';
import { loadConfig } from '../../src/server/config.ts';
import { openCountryLookup, visitorCountry } from '../../src/server/geo.ts';
import { siteHosts } from '../../src/server/hosts.ts';
import { jsonLogger } from '../../src/server/log.ts';

type LogRecord = Record<string, unknown>;
import { popupsRoute } from '../../src/server/popups.ts';
import { createSite } from '../../src/server/site.ts';
import { renderedPage, STAND_IN_ASSETS, testSiteOptions } from '../support/site.ts';

const lookup = openCountryLookup();

function site(options: { address: string; trusted?: boolean; hosts?: ReturnType<typeof siteHosts> }) {
  return createSite({
    ...testSiteOptions,
    ...(options.hosts ? { hosts: options.hosts } : {}),
    assets: STAND_IN_ASSETS,
    log: jsonLogger(() => undefined),
    clientAddress: () => options.address,
    visitorCountry: (c) =>
      visitorCountry(c, {
        lookup,
        clientAddress: () => options.address,
        fromTrustedProxy: () => !!options.trusted,
        headers: ['cf-ipcountry'],
      }),
    render: async () => renderedPage(),
  });
}

const countryCookie = (response: Response) => response.headers.getSetCookie().find((c) => c.startsWith('country-code='));

describe('the country-code cookie', () => {
  it('is written from the address when missing, for two years on path /', async () => {
    const cookie = countryCookie(await site({ address: '81.169.145.1' }).request('/servers/'));
    expect(cookie).toMatch(/^country-code=DE; Max-Age=63113851; Path=\/; SameSite=Lax$/);
  });

  it('is not written again when the visitor has one', async () => {
    const response = await site({ address: '81.169.145.1' }).request('/servers/', { headers: { cookie: 'country-code=FR' } });
    expect(countryCookie(response)).toBeUndefined();
  });

  it('is written again when the one the visitor has is not a country code', async () => {
    const response = await site({ address: '81.169.145.1' }).request('/servers/', { headers: { cookie: 'country-code=germany' } });
    expect(countryCookie(response)).toMatch(/^country-code=DE;/);
  });

  it('is not written for an address without a country (popups then use DF)', async () => {
    expect(countryCookie(await site({ address: '127.0.0.1' }).request('/servers/'))).toBeUndefined();
    expect(countryCookie(await site({ address: '10.0.0.7' }).request('/servers/'))).toBeUndefined();
  });

  it('takes a trusted proxy’s header, and only a trusted proxy’s', async () => {
    const headers = { 'cf-ipcountry': 'JP' };
    expect(countryCookie(await site({ address: '81.169.145.1', trusted: true }).request('/servers/', { headers }))).toMatch(
      /^country-code=JP;/,
    );
    expect(countryCookie(await site({ address: '81.169.145.1' }).request('/servers/', { headers }))).toMatch(/^country-code=DE;/);
  });

  it('goes on the parent domain of the host (dev.fvp.example → .fvp.example)', async () => {
    const config = loadConfig({
      SITE_ENV: 'DEV',
      PUBLIC_ORIGIN: 'https://dev.fvp.example',
      SMTP_URL: 'smtp://mail.test',
      HELP_DESK_JWT_SECRET: 'x'.repeat(32),
    });
    const response = await site({ address: '81.169.145.1', hosts: siteHosts(config) }).request('https://dev.fvp.example/servers/');
    expect(countryCookie(response)).toBe('country-code=DE; Max-Age=63113851; Domain=.fvp.example; Path=/; Secure; SameSite=Lax');
  });
});

describe('the popup list under /cdn/', () => {
  const logged: LogRecord[] = [];
  const log = jsonLogger((line) => logged.push(JSON.parse(line) as LogRecord));

  it('serves the example list, which is a valid list of spec/api.yaml’s Popup', async () => {
    const app = popupsRoute('content/popups.json', log);
    const response = await app.request(`/popups/${popupProductId}.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const list = z.array(Popup).parse(await response.json());
    expect(list).toEqual(JSON.parse(await readFile('content/popups.json', 'utf8')));
    // The examples the issue asks for: every type, a blocker, a once-only, DF and countries, an expired one.
    expect(new Set(list.map((p) => p.type))).toEqual(new Set([0, 1, 2]));
    expect(list.some((p) => p.popup_type === 1)).toBe(true);
    expect(list.some((p) => p.display_type === 1 && p.popup_type === 0)).toBe(true);
    expect(new Set(list.map((p) => p.country)).size).toBeGreaterThanOrEqual(4);
    expect(list.some((p) => p.expired_at * 1000 < Date.now())).toBe(true);
    expect(list.every((p) => Object.keys(p.translate).includes('en'))).toBe(true);
  });

  it('answers 404 for another product, 503 for a broken file, and reads a fixed file again', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'popups-'));
    const file = path.join(dir, 'popups.json');
    await writeFile(file, '[{"id": "one"}]');
    const app = popupsRoute(file, log);
    expect((await app.request('/popups/another-product.json')).status).toBe(404);
    const broken = await app.request(`/popups/${popupProductId}.json`);
    expect(broken.status).toBe(503);
    expect(logged.at(-1)).toMatchObject({ msg: 'popup list not served' });
    expect(String(logged.at(-1)?.problem)).toContain('0.id');
    await writeFile(file, '[]');
    // A later modification time, as an editor's save gives.
    await utimes(file, new Date(), new Date(Date.now() + 5000));
    const fixed = await app.request(`/popups/${popupProductId}.json`);
    expect(fixed.status).toBe(200);
    expect(await fixed.json()).toEqual([]);
  });
});
