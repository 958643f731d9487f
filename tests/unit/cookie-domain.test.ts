/** The shared parent domain cookies are written on, from the host (product spec §3, §9). */
import { describe, expect, it } from 'vitest';
import { cookieDomainOfHost } from '../../src/shared/config/site.ts';

describe('cookieDomainOfHost', () => {
  it.each([
    // Production: the site and its account and personal sub-domains share the edition's domain.
    ['fvp.example', '.fvp.example'],
    ['account.fvp.example', '.fvp.example'],
    ['personal.fvp.example', '.fvp.example'],
    ['fvp-ru.example', '.fvp-ru.example'],
    ['account.fvp-ar.example', '.fvp-ar.example'],
    // Development prefixes.
    ['dev.fvp.example', '.fvp.example'],
    ['dev-account.fvp.example', '.fvp.example'],
    ['dev-personal.fvp-ru.example', '.fvp-ru.example'],
    // Case and a trailing dot do not matter.
    ['Dev-Account.FVP.example.', '.fvp.example'],
    // Only the listed prefixes go, and only the first label.
    ['www.fvp.example', '.www.fvp.example'],
    ['developer.fvp.example', '.developer.fvp.example'],
    ['dev.account.fvp.example', '.account.fvp.example'],
    // A prefix is not removed down to a bare top-level domain.
    ['account.example', '.account.example'],
  ])('%s → %s', (host, domain) => {
    expect(cookieDomainOfHost(host)).toBe(domain);
  });

  it.each([
    'localhost',
    'ru.localhost',
    'ar.localhost',
    'dev.localhost',
    '127.0.0.1',
    '127.0.0.2',
    '192.168.1.20',
    '[::1]',
    '::1',
    '[2001:db8::1]',
    'intranet',
    'fvp..example',
  ])('%s has none (a host-only cookie)', (host) => {
    expect(cookieDomainOfHost(host)).toBeUndefined();
  });
});
