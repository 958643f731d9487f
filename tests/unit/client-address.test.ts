import type { IncomingMessage } from 'node:http';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientAddressResolver, trustedPeerCheck } from '../../src/server/client-address.ts';
import { ConfigError, loadConfig } from '../../src/server/config.ts';

/** A request as @hono/node-server hands it over: the socket's peer and the raw headers. */
async function seen(trusted: string[], peer: string, forwardedFor?: string) {
  const app = new Hono();
  const address = clientAddressResolver(trusted);
  const fromProxy = trustedPeerCheck(trusted);
  app.get('/', (c) => c.json({ address: address(c), fromProxy: fromProxy(c) }));
  const headers: Record<string, string> = forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor };
  const incoming = { socket: { remoteAddress: peer }, connection: { remoteAddress: peer }, headers } as unknown as IncomingMessage;
  const r = await app.request('/', { headers }, { incoming });
  return (await r.json()) as { address: string; fromProxy: boolean };
}

describe('client address', () => {
  it.each([
    ['ignores X-Forwarded-For from anyone when no proxy is trusted', [], '203.0.113.5', '1.2.3.4', '203.0.113.5', false],
    ['ignores it from a peer that is not a trusted proxy', ['10.0.0.1'], '203.0.113.5', '1.2.3.4', '203.0.113.5', false],
    ['takes the hop before a trusted proxy', ['10.0.0.1'], '10.0.0.1', '198.51.100.7', '198.51.100.7', true],
    ['stops at the first untrusted hop of a spoofed chain', ['10.0.0.1'], '10.0.0.1', '1.2.3.4, 198.51.100.7', '198.51.100.7', true],
    ['walks through several trusted proxies', ['10.0.0.0/8'], '10.0.0.1', '1.2.3.4, 198.51.100.7, 10.0.0.2', '198.51.100.7', true],
    ['reads an IPv4 peer of a dual-stack socket as IPv4', [], '::ffff:127.0.0.2', undefined, '127.0.0.2', false],
    ['accepts proxy-addr names such as loopback', ['loopback'], '127.0.0.1', '198.51.100.9', '198.51.100.9', true],
  ])('%s', async (_name, trusted, peer, forwardedFor, want, fromProxy) => {
    expect(await seen(trusted, peer, forwardedFor)).toEqual({ address: want, fromProxy });
  });

  it('is refused at start when TRUSTED_PROXIES holds something that is not an address', () => {
    expect(() => loadConfig({ TRUSTED_PROXIES: '10.0.0.1, not-an-address' })).toThrow(ConfigError);
  });
});

describe('configuration', () => {
  it('refuses to start in production without origin, mail and help-desk secret, naming all three at once', () => {
    let error: unknown;
    try {
      loadConfig({ NODE_ENV: 'production' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toEqual(['PUBLIC_ORIGIN, SMTP_URL, HELP_DESK_JWT_SECRET must be set with NODE_ENV=production']);
  });

  it('reports every problem at once', () => {
    expect(() => loadConfig({ TRUSTED_PROXIES: 'not-an-address', HELP_DESK_JWT_SECRET: 'short', PORT: 'x' })).toThrow(
      expect.objectContaining({
        problems: [
          expect.stringContaining('TRUSTED_PROXIES'),
          expect.stringContaining('PORT'),
          expect.stringContaining('HELP_DESK_JWT_SECRET'),
        ],
      }),
    );
  });

  it('holds a deployment on public hosts to production rules: no demo accounts, no development mailbox', () => {
    expect(() => loadConfig({ SITE_ENV: 'PROD', PUBLIC_ORIGIN: 'https://fvp.example' })).toThrow('SITE_ENV=PROD needs NODE_ENV=production');
    expect(() => loadConfig({ SITE_ENV: 'DEV', PUBLIC_ORIGIN: 'https://dev.fvp.example' })).toThrow(
      'SMTP_URL, HELP_DESK_JWT_SECRET must be set with SITE_ENV=DEV',
    );
    const dev = loadConfig({
      SITE_ENV: 'DEV',
      PUBLIC_ORIGIN: 'https://dev.fvp.example',
      SMTP_URL: 'smtp://mail.dev.fvp.example',
      HELP_DESK_JWT_SECRET: 'x'.repeat(32),
    });
    expect(dev).toMatchObject({ demoData: false, devMailbox: false });
    expect(loadConfig({})).toMatchObject({ demoData: true, devMailbox: true });
  });

  it('needs an https origin in production', () => {
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        PUBLIC_ORIGIN: 'http://fvp.example',
        SMTP_URL: 'smtp://m',
        HELP_DESK_JWT_SECRET: 'x'.repeat(32),
      }),
    ).toThrow('PUBLIC_ORIGIN must be https with NODE_ENV=production');
  });

  it('needs no mail or help-desk secret in production when the API is elsewhere', () => {
    expect(
      loadConfig({ NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://fvp.example', API_BASE_URL: 'https://account.fvp.example/api' }),
    ).toMatchObject({ production: true, secure: true, demoData: false });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ SITE_ENV: 'STAGING' }, 'SITE_ENV'],
    [{ PUBLIC_ORIGIN: 'fvp.example' }, 'PUBLIC_ORIGIN must be an absolute URL'],
    [{ PUBLIC_ORIGIN: 'https://fvp.example/path' }, 'PUBLIC_ORIGIN must be an origin without a path'],
    [{ PUBLIC_ORIGIN: 'https://user:pw@fvp.example' }, 'without credentials'],
    [{ SITE_ENV: 'PROD', PUBLIC_ORIGIN: 'https://elsewhere.example' }, 'PUBLIC_ORIGIN must be on fvp.example'],
    [{ HELP_DESK_URL: 'http://help.example' }, 'HELP_DESK_URL must be an https origin'],
    [{ HELP_DESK_JWT_SECRET: 'short' }, 'at least 32 characters'],
    [{ DATABASE_URL: 'mysql://x' }, 'postgres://'],
    [{ SMTP_URL: 'mail.example' }, 'smtp://'],
  ])('names the problem with %j', (env, want) => {
    expect(() => loadConfig(env)).toThrow(want);
  });

  it('derives every edition origin from the public origin and the environment', () => {
    expect(loadConfig({}).origins).toEqual({
      MAIN: 'http://localhost:3000',
      RU: 'http://ru.localhost:3000',
      AR: 'http://ar.localhost:3000',
    });
    expect(loadConfig({ SITE_ENV: 'DEV', PUBLIC_ORIGIN: 'https://dev.fvp.example', API_BASE_URL: '/api' }).origins).toEqual({
      MAIN: 'https://dev.fvp.example',
      RU: 'https://dev.fvp-ru.example',
      AR: 'https://dev.fvp-ar.example',
    });
  });
});
