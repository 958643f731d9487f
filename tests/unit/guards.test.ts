import { describe, expect, it } from 'vitest';
import type { GuardContext, SessionSnapshot } from '../../generated/guards.ts';
import { guardTable } from '../../generated/guards.ts';
import { resolve } from '../../generated/resolver.ts';
import { pageSpecOf } from '../../src/app/page-loader.ts';
import { guardChain, runChain } from '../../src/guards/index.ts';
import { notFound } from '../../src/guards/not-found.ts';
import { pageValidation } from '../../src/guards/page-validation.ts';
import { redirectRules } from '../../src/guards/redirect-rules.ts';
import { requireAuth } from '../../src/guards/require-auth.ts';
import { ruRegenerate } from '../../src/guards/ru-regenerate.ts';
import { sessionRestore } from '../../src/guards/session-restore.ts';
import { sourceApp } from '../../src/guards/source-app.ts';
import { trailingSlash } from '../../src/guards/trailing-slash.ts';

const signedOut: SessionSnapshot = { tokenStored: false, userLoaded: false, restoreFailed: false, signedIn: false, allowConfigPage: false };
const signedIn: SessionSnapshot = { tokenStored: true, userLoaded: true, restoreFailed: false, signedIn: true, allowConfigPage: true };

function ctx(
  url: string,
  options: { edition?: GuardContext['edition']; side?: GuardContext['side']; session?: SessionSnapshot | null } = {},
): GuardContext {
  const parsed = new URL(url, 'http://localhost');
  const edition = options.edition ?? 'MAIN';
  const resolution = resolve(parsed.pathname, edition);
  return {
    url: parsed,
    edition,
    side: options.side ?? 'client',
    resolution,
    page: pageSpecOf(resolution),
    session: options.session === undefined ? signedOut : options.session,
    randomId: () => 'u00000000000000000042',
  };
}

describe('the chain', () => {
  it('holds the eight rules of the product spec in order', () => {
    expect(guardTable.map((g) => g.id)).toEqual([
      'page-validation',
      'ru-regenerate',
      'session-restore',
      'require-auth',
      'source-app',
      'trailing-slash',
      'redirect-rules',
      'not-found',
    ]);
    expect(guardChain.map((g) => g.id)).toEqual(guardTable.map((g) => g.id));
  });

  it('runs validation before the trailing slash: /zz is a validation 404, not a redirect', async () => {
    const outcome = await runChain(guardChain, ctx('/zz', { side: 'server', session: null }));
    expect(outcome).toMatchObject({ kind: 'not-found', message: 'Page Not Found: /zz', guard: 'page-validation' });
  });

  it('redirects an unknown unslashed path first, then answers 404 on the slashed one', async () => {
    expect(await runChain(guardChain, ctx('/nope', { side: 'server', session: null }))).toMatchObject({
      kind: 'redirect',
      to: '/nope/',
      status: 301,
    });
    expect(await runChain(guardChain, ctx('/nope/?a=1', { side: 'server', session: null }))).toMatchObject({
      kind: 'not-found',
      message: 'Page not found: /nope/?a=1',
      guard: 'not-found',
    });
  });

  it('on the server skips the rules that need the browser', async () => {
    const outcome = await runChain(guardChain, ctx('/cabinet/?source=app', { side: 'server', session: null }));
    expect(outcome).toEqual({ kind: 'continue', effects: [], session: null });
  });

  it('restores the session when a guard needs it, then runs that guard again', async () => {
    const calls: string[] = [];
    const outcome = await runChain(guardChain, ctx('/cabinet/configuration/', { session: { ...signedOut, tokenStored: true } }), {
      restoreSession: async () => {
        calls.push('restore');
        return { ...signedIn, allowConfigPage: false };
      },
    });
    expect(calls).toEqual(['restore']);
    expect(outcome).toMatchObject({ kind: 'not-found', message: 'Page Not Found: /cabinet/configuration/' });
  });

  it('collects effects on the way to a redirect', async () => {
    const outcome = await runChain(guardChain, ctx('/de/cabinet/?source=app'));
    expect(outcome).toMatchObject({
      kind: 'redirect',
      to: '/de/login/?next=%2Fde%2Fcabinet%2F%3Fsource%3Dapp',
      effects: [{ kind: 'sign-out' }],
    });
  });
});

describe('rule 1: page validation', () => {
  it('passes a known country and a known service', () => {
    expect(pageValidation(ctx('/us/'))).toEqual({ kind: 'continue' });
    expect(pageValidation(ctx('/de/us/netflix/'))).toEqual({ kind: 'continue' });
  });
  it('fails an unknown code, an upper-case code or an unknown rest-of-path', () => {
    for (const path of ['/zz/', '/US/', '/us/nothing/', '/us/netflix/extra/']) {
      expect(pageValidation(ctx(path))).toEqual({ kind: 'not-found', message: `Page Not Found: ${path}` });
    }
  });
  it('fails the configuration page for a user without allow_config_page', () => {
    expect(pageValidation(ctx('/cabinet/configuration/', { session: { ...signedIn, allowConfigPage: false } }))).toMatchObject({
      kind: 'not-found',
    });
    expect(pageValidation(ctx('/cabinet/configuration/', { session: signedIn }))).toEqual({ kind: 'continue' });
  });
  it('asks for the session when a token is stored but the user has not loaded', () => {
    expect(pageValidation(ctx('/cabinet/configuration/', { session: { ...signedOut, tokenStored: true } }))).toEqual({
      kind: 'needs-session',
    });
  });
});

describe('rule 2: RU regenerate', () => {
  it('removes regenerate=true and replaces every u+20-digit id', () => {
    expect(ruRegenerate(ctx('/order/?regenerate=true&id=u12345678901234567890&x=1', { edition: 'RU' }))).toEqual({
      kind: 'redirect',
      to: '/order/?id=u00000000000000000042&x=1',
      status: 302,
      external: false,
    });
  });
  it('does nothing on other editions or without the flag', () => {
    expect(ruRegenerate(ctx('/order/?regenerate=true', { edition: 'MAIN' }))).toEqual({ kind: 'continue' });
    expect(ruRegenerate(ctx('/order/?regenerate=false', { edition: 'RU' }))).toEqual({ kind: 'continue' });
  });
});

describe('rule 3: session restore', () => {
  it('asks for a restore when a token is stored and no user loaded', () => {
    expect(sessionRestore(ctx('/', { session: { ...signedOut, tokenStored: true } }))).toEqual({ kind: 'needs-session' });
  });
  it('deletes the token and goes to login after a failed restore', () => {
    expect(sessionRestore(ctx('/de/servers/', { session: { ...signedOut, tokenStored: true, restoreFailed: true } }))).toEqual({
      kind: 'redirect',
      to: '/de/login/',
      status: 302,
      external: false,
      effects: [{ kind: 'delete-token' }],
    });
  });
  it('sends a signed-in user from login or forgot-password to the profile', () => {
    expect(sessionRestore(ctx('/fr/login/', { session: signedIn }))).toMatchObject({ kind: 'redirect', to: '/fr/cabinet/profile/' });
    expect(sessionRestore(ctx('/forgot-password/', { session: signedIn }))).toMatchObject({ kind: 'redirect', to: '/cabinet/profile/' });
    expect(sessionRestore(ctx('/servers/', { session: signedIn }))).toEqual({ kind: 'continue' });
  });
  it('does nothing on the server', () => {
    expect(sessionRestore(ctx('/login/', { session: null }))).toEqual({ kind: 'continue' });
  });
});

describe('rule 4: require auth', () => {
  it('signs a signed-out visitor out and sends them to login in their locale', () => {
    expect(requireAuth(ctx('/ja/cabinet/'))).toEqual({
      kind: 'redirect',
      to: '/ja/login/?next=%2Fja%2Fcabinet%2F',
      status: 302,
      external: false,
      effects: [{ kind: 'sign-out' }],
    });
  });
  it('lets a signed-in user through', () => {
    expect(requireAuth(ctx('/cabinet/', { session: signedIn }))).toEqual({ kind: 'continue' });
  });
  it('runs only on the pages that list it', async () => {
    const outcome = await runChain(guardChain, ctx('/servers/'));
    expect(outcome.kind).toBe('continue');
  });
});

describe('rule 5: source=app', () => {
  it('asks to store isSourceApp', () => {
    expect(sourceApp(ctx('/?source=app'))).toEqual({ kind: 'continue', effects: [{ kind: 'set-source-app' }] });
    expect(sourceApp(ctx('/?source=web'))).toEqual({ kind: 'continue' });
  });
});

describe('rule 6: trailing slash', () => {
  it('adds the slash and keeps the query', () => {
    expect(trailingSlash(ctx('/de/login?x=1'))).toEqual({ kind: 'redirect', to: '/de/login/?x=1', status: 301, external: false });
    expect(trailingSlash(ctx('/de/login/?x=1'))).toEqual({ kind: 'continue' });
  });
});

describe('rule 7: redirect rules', () => {
  it('applies a rule under a locale prefix, keeping prefix and query', () => {
    expect(redirectRules(ctx('/de/premium/?p=1'))).toEqual({ kind: 'redirect', to: '/de/order/?p=1', status: 301, external: false });
  });
  it('leaves the site for an absolute target', () => {
    expect(redirectRules(ctx('/status/'))).toEqual({ kind: 'redirect', to: 'https://status.fvp.example/', status: 302, external: true });
  });
  it('applies a rule without everyLocale only at the bare path', () => {
    expect(redirectRules(ctx('/de/status/'))).toEqual({ kind: 'continue' });
  });
});

describe('rule 8: not found', () => {
  it('answers 404 with the full path when nothing matched', () => {
    expect(notFound(ctx('/x/y/?q=1'))).toEqual({ kind: 'not-found', message: 'Page not found: /x/y/?q=1' });
    expect(notFound(ctx('/servers/'))).toEqual({ kind: 'continue' });
  });
});
