/**
 * The live chat and the tag manager come from configuration only, checked at start, and the CSP
 * allows exactly their origins (DECISIONS 12, 19).
 */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.ts';
import { configProblems } from '../support/config.ts';
import { cspDirectives } from '../../src/server/security-headers.ts';
import { chatSources, tagManagerSources } from '../../src/server/server.ts';

describe('chat and tag manager configuration', () => {
  it('has neither by default: nothing loads and the CSP allows no other origin', () => {
    const config = loadConfig({});
    expect(config.chat).toBeNull();
    expect(config.tagManager).toBeNull();
    expect(chatSources(config)).toEqual({});
    expect(tagManagerSources(config)).toEqual({});
  });

  it('takes the chat key with Zendesk’s snippet by default, and allows its origin and the help desk’s', () => {
    const config = loadConfig({ CHAT_KEY: 'abcd-1234-efgh', HELP_DESK_URL: 'https://fvp.zendesk.example' });
    expect(config.chat).toEqual({ scriptUrl: 'https://static.zdassets.com/ekr/snippet.js', key: 'abcd-1234-efgh' });
    const csp = cspDirectives({ secure: true, sources: chatSources(config) });
    expect(csp.scriptSrc).toEqual(["'self'", 'https://static.zdassets.com']);
    expect(csp.connectSrc).toEqual(["'self'", 'https://static.zdassets.com', 'https://fvp.zendesk.example', 'wss://fvp.zendesk.example']);
    expect(csp.frameSrc).toEqual(['https://static.zdassets.com', 'https://fvp.zendesk.example', 'wss://fvp.zendesk.example']);
  });

  it('allows the tag manager’s script and the origins its tags send to', () => {
    const config = loadConfig({
      TAG_MANAGER_URL: 'https://www.googletagmanager.com/gtm.js?id=GTM-TEST',
      TAG_MANAGER_ORIGINS: 'https://www.google-analytics.com, https://region1.google-analytics.com',
    });
    const csp = cspDirectives({ secure: true, sources: tagManagerSources(config) });
    expect(csp.scriptSrc).toEqual(["'self'", 'https://www.googletagmanager.com']);
    expect(csp.connectSrc).toEqual([
      "'self'",
      'https://www.googletagmanager.com',
      'https://www.google-analytics.com',
      'https://region1.google-analytics.com',
    ]);
  });

  it('refuses a malformed key, a URL that is not one, an origin with a path, and http in production', () => {
    expect(configProblems({ CHAT_KEY: 'no spaces please' })).toEqual([
      'CHAT_KEY: CHAT_KEY must be the widget key of the help desk (letters, digits and dashes)',
    ]);
    expect(configProblems({ CHAT_KEY: 'abcd-1234', CHAT_SCRIPT_URL: 'javascript:alert(1)' })).toEqual([
      'CHAT_SCRIPT_URL: CHAT_SCRIPT_URL must be an absolute http(s) URL',
    ]);
    expect(
      configProblems({
        TAG_MANAGER_URL: 'https://tags.example/gtm.js',
        TAG_MANAGER_ORIGINS: 'https://ok.example, https://bad.example/path',
      }),
    ).toEqual(['TAG_MANAGER_ORIGINS: "https://bad.example/path" is not an http(s) origin such as https://www.google-analytics.com']);
    const production = {
      NODE_ENV: 'production',
      PUBLIC_ORIGIN: 'https://fvp.example',
      SMTP_URL: 'smtp://mail.example',
      HELP_DESK_JWT_SECRET: 'x'.repeat(32),
    };
    expect(configProblems({ ...production, CHAT_KEY: 'abcd-1234', CHAT_SCRIPT_URL: 'http://chat.example/snippet.js' })).toEqual([
      'CHAT_SCRIPT_URL must be https with NODE_ENV=production',
    ]);
    expect(configProblems({ ...production, TAG_MANAGER_URL: 'http://tags.example/gtm.js' })).toEqual([
      'TAG_MANAGER_URL must be https with NODE_ENV=production',
    ]);
  });
});
