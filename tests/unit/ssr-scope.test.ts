/** Server rendering in a scope per request: what the page's start sets is serialized, and the browser forks from it. */
import { fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { notFoundLocale, renderPage, type ServerRenderResult } from '../../src/app/entry-server.tsx';
import { $loginTarget, loginForm } from '../../src/features/auth/login/model.ts';
import { $linkToken } from '../../src/features/auth/reset-password/model.ts';
import { jsonScript } from '../../src/server/html.ts';

async function render(path: string, edition: 'MAIN' | 'RU' = 'MAIN'): Promise<Extract<ServerRenderResult, { kind: 'page' }>> {
  const result = await renderPage({ request: new Request(`http://localhost${path}`), edition, env: null, helpDeskUrl: null });
  if (result.kind !== 'page') throw new Error(`${path} answered ${result.response.status}`);
  return result;
}

describe('server rendering with a scope per request', () => {
  it('keeps concurrent renders apart', async () => {
    const [login, germanLogin, reset] = await Promise.all([
      render('/login/?next=%2Fcabinet%2Fdownload%2F'),
      render('/de/login/'),
      render('/reset/?token=link-token'),
    ]);
    expect(login.scope['auth.login.target']).toBe('/cabinet/download/');
    expect(germanLogin.scope['auth.login.target']).toBe('/de/cabinet/profile/');
    expect(reset.scope['auth.reset.linkToken']).toBe('link-token');
    expect(login.scope['auth.reset.linkToken']).toBeUndefined();
    expect(reset.scope['auth.login.target']).toBeUndefined();
    // Nothing reached the stores outside the requests' scopes.
    expect($loginTarget.getState()).toBe('/');
    expect($linkToken.getState()).toBe('');
  });

  it('serializes the page that started and no session', async () => {
    const { scope } = await render('/servers/');
    expect(scope['page.current']).toMatchObject({ route: 'servers', locale: 'en' });
    expect(Object.keys(scope).filter((sid) => sid.startsWith('session.'))).toEqual([]);
  });

  it('gives the browser the values it renders the same HTML from', async () => {
    const { scope, body } = await render('/login/?next=%2Fcabinet%2F');
    const client = fork({ values: JSON.parse(JSON.stringify(scope)) as Record<string, unknown> });
    expect(client.getState($loginTarget)).toBe('/cabinet/');
    expect(client.getState(loginForm.$values)).toEqual({ email: '', password: '' });
    expect(body).toContain('id="email"');
  });

  it('writes the scope as a JSON block that nothing in it can close', () => {
    const html = jsonScript('scope-data', { 'auth.login.target': '/</script><script>alert(1)</script>' });
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).toMatch(/^<script id="scope-data" type="application\/json">/);
    const text = html.slice(html.indexOf('>') + 1, html.lastIndexOf('</script>'));
    expect(JSON.parse(text)).toEqual({ 'auth.login.target': '/</script><script>alert(1)</script>' });
  });
});

describe('what the server reads of a URL before it renders', () => {
  it('names the query parameters a page’s render reads', async () => {
    expect((await render('/login/')).query).toEqual(['next']);
    expect((await render('/order/')).query).toEqual(['plan', 'gateway', 'source']);
    expect((await render('/servers/')).query).toEqual([]);
    // Rule 2 reads the RU edition's every URL.
    expect((await render('/servers/', 'RU')).query).toEqual(['regenerate']);
  });

  it('tells the locale of a URL the route rules answer with 404, and nothing for any other', async () => {
    const lost = (path: string, edition: 'MAIN' | 'RU' = 'MAIN') => notFoundLocale(new URL(`http://localhost${path}`), edition);
    expect(await lost('/no-such-page/')).toBe('en');
    expect(await lost('/de/no-such-page/?utm_source=x')).toBe('de');
    // An unknown country fails the country page's validation.
    expect(await lost('/ja/qq/')).toBe('ja');
    expect(await lost('/servers/')).toBeNull();
    expect(await lost('/de/')).toBeNull();
    // Without its slash, a path is redirected first.
    expect(await lost('/no-such-page')).toBeNull();
    // Rule 2 redirects before the 404.
    expect(await lost('/no-such-page/?regenerate=true', 'RU')).toBeNull();
    // And the renders agree.
    expect((await render('/de/no-such-page/')).status).toBe(404);
    expect((await render('/ja/qq/')).status).toBe(404);
  });
});
