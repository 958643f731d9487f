/**
 * The site server's answers when things go wrong, with the real renderer: a page that throws
 * gets the localized error page with status 500 (logged with its request id); a crawler's error is
 * logged, not shown. And the headers a https deployment adds.
 */
import { describe, expect, it } from 'vitest';
import { renderErrorPage } from '../../src/app/entry-server.tsx';
import { clientAddressResolver } from '../../src/server/client-address.ts';
import { loadConfig } from '../../src/server/config.ts';
import { siteHosts } from '../../src/server/hosts.ts';
import { jsonLogger } from '../../src/server/log.ts';
import { createSite } from '../../src/server/site.ts';
import { testSiteOptions } from '../support/site.ts';
import de from '../../locales/de.json' with { type: 'json' };
import en from '../../locales/en.json' with { type: 'json' };

function failingSite() {
  const lines: Array<Record<string, unknown>> = [];
  const site = createSite({
    ...testSiteOptions,
    assets: { forPage: () => ({ script: '/assets/app.js', styles: ['/assets/app.css'], preloads: [] }) },
    render: async () => {
      throw new Error('a component failed');
    },
    renderError: renderErrorPage,
    log: jsonLogger((line) => lines.push(JSON.parse(line) as Record<string, unknown>)),
  });
  return { site, lines };
}

describe('a page that fails to render', () => {
  it('gets the localized error page with status 500, logged with the request id', async () => {
    const { site, lines } = failingSite();
    const response = await site.request('/de/servers/', { headers: { 'x-request-id': 'req-under-test' } });
    expect(response.status).toBe(500);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html).toContain('<html lang="de" dir="ltr">');
    // The server-error texts of the error page, not the not-found ones.
    expect(html).toContain(`<title>${de['error.server.title']} | `);
    expect(html).toContain(de['error.server.heading']);
    expect(html).toContain(de['error.link']);
    expect(html).not.toContain(de['error.title']);
    expect(html).not.toContain('a component failed');
    const failure = lines.find((l) => l.msg === 'render failed');
    expect(failure).toMatchObject({ level: 'error', path: '/de/servers/', requestId: 'req-under-test', bot: false });
    expect(String(failure!.error)).toContain('a component failed');
  });

  it('is in the visitor locale: Arabic right to left', async () => {
    const { site } = failingSite();
    const html = await (await site.request('/ar/login/')).text();
    expect(html).toContain('<html lang="ar" dir="rtl">');
  });

  it('shows a crawler the frame without the error, and logs it as a crawler error', async () => {
    const { site, lines } = failingSite();
    const response = await site.request('/servers/', { headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' } });
    expect(response.status).toBe(500);
    const html = await response.text();
    expect(html).not.toContain(en['error.server.heading']);
    expect(html).not.toContain(en['error.link']);
    expect(lines.find((l) => l.msg === 'render failed')).toMatchObject({ bot: true });
  });
});

describe('the last check on redirects', () => {
  it('refuses a Location outside the configured origins from any handler, and logs it', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const site = createSite({
      ...testSiteOptions,
      assets: { forPage: () => ({ script: '/assets/app.js', styles: [], preloads: [] }) },
      render: async () => ({ kind: 'response', response: new Response(null, { status: 204 }) }),
      log: jsonLogger((line) => lines.push(JSON.parse(line) as Record<string, unknown>)),
      mount: (app) => {
        app.get('/out', (c) => c.redirect(c.req.query('to') ?? '/', 302));
      },
    });
    for (const to of ['https://evil.example/', '//evil.example/', '/\\evil.example', 'https://support.fvp.example.evil.example/']) {
      const response = await site.request(`/out?to=${encodeURIComponent(to)}`);
      expect(response.status, to).toBe(404);
      expect(response.headers.get('location'), to).toBeNull();
    }
    expect(lines.filter((l) => l.msg === 'redirect refused')).toHaveLength(4);
    // The configured origins and the external targets of spec/redirects.yaml stay allowed.
    for (const to of ['/de/', 'http://localhost/servers/', 'http://ru.localhost/', 'https://support.fvp.example/hc/']) {
      expect((await site.request(`/out?to=${encodeURIComponent(to)}`)).status, to).toBe(302);
    }
  });
});

describe('an https deployment', () => {
  it('adds HSTS and upgrade-insecure-requests, and writes Secure cookies, all from configuration', async () => {
    const config = loadConfig({ PUBLIC_ORIGIN: 'https://localhost' });
    const site = createSite({
      ...testSiteOptions,
      hosts: siteHosts(config),
      clientAddress: clientAddressResolver([]),
      assets: { forPage: () => ({ script: '/assets/app.js', styles: [], preloads: [] }) },
      render: async () => ({ kind: 'response', response: new Response(null, { status: 204 }) }),
      log: jsonLogger(() => undefined),
    });
    // The server itself sees http behind a TLS proxy; the configured origin decides.
    const response = await site.request('http://localhost/', { headers: { 'accept-language': 'de' } });
    expect(response.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
    expect(response.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
    expect(response.headers.get('location')).toBe('/de/');
    expect(response.headers.get('set-cookie')).toMatch(/^i18n_redirected=de;.*; Secure; SameSite=Lax$/);
  });
});
