/**
 * The privacy tools in the browser, under Node: the WebRTC test's reading of ICE candidates and
 * its verdict, the DNS leak test's names, polling and verdicts (its API and timers stood in for
 * with `fork({ handlers })`), the IP check's rows, and the tools' configuration with the CSP it
 * makes.
 */
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { DnsLeakResult } from '../../generated/api/schemas.ts';
import { tools } from '../../generated/constants.ts';
import { configureApi } from '../../src/shared/api/index.ts';
import * as dns from '../../src/features/dns-leak-test/model.ts';
import * as ipCheck from '../../src/features/ip-check/model.ts';
import { distinctCandidates, exposedAddresses, isPublicAddress, parseCandidate } from '../../src/features/webrtc-leak-test/candidates.ts';
import * as webRtc from '../../src/features/webrtc-leak-test/model.ts';
import { loadConfig } from '../../src/server/config.ts';
import { configProblems } from '../support/config.ts';
import { cspDirectives } from '../../src/server/security-headers.ts';
import { toolSources } from '../../src/server/server.ts';
import { toolSources as toolModules } from '../../src/widgets/blocks/tools.tsx';
import { existsSync } from 'node:fs';
import { NO_TOOLS } from '../../src/app/site-config.ts';
import type { SiteTools } from '../../src/shared/config/site.ts';

const withTools = (tools: SiteTools) =>
  configureApi(
    { env: null, apiBaseUrl: '/api', cdnBaseUrl: '/cdn', helpDeskUrl: null, chat: null, tagManagerUrl: null, buildId: null, tools },
    () => ({ xWebsite: 'localhost', xLocale: 'en', acceptLanguage: 'en', token: null }),
  );

describe('WebRTC candidates', () => {
  it('reads the kind, address and transport of candidate lines', () => {
    expect(parseCandidate('candidate:842163049 1 udp 1677729535 203.0.113.7 49152 typ srflx raddr 0.0.0.0 rport 0 generation 0')).toEqual({
      kind: 'srflx',
      address: '203.0.113.7',
      protocol: 'udp',
    });
    expect(parseCandidate('a=candidate:1 1 UDP 2122260223 3F2504E0-4F89-11D3-9A0C-0305E82C3301.local 54400 typ host')).toEqual({
      kind: 'host',
      address: '3f2504e0-4f89-11d3-9a0c-0305e82c3301.local',
      protocol: 'udp',
    });
    expect(parseCandidate('candidate:3 1 tcp 1518280447 2001:db8::7 9 typ host tcptype active')?.protocol).toBe('tcp');
    expect(parseCandidate('candidate:4 1 udp 41885439 198.51.100.2 3478 typ relay raddr 203.0.113.7 rport 49152')?.kind).toBe('relay');
    for (const line of ['', 'a=end-of-candidates', 'candidate:1 1 udp 1 1.2.3.4 1 typ weird', 'candidate:1 1 sctp 1 1.2.3.4 1 typ host'])
      expect(parseCandidate(line)).toBeNull();
  });

  it('tells public addresses from private, loopback, link-local, shared and multicast ones', () => {
    const table: Array<[string, boolean]> = [
      ['8.8.8.8', true],
      ['203.0.113.7', true],
      ['10.0.0.1', false],
      ['172.16.5.4', false],
      ['172.32.0.1', true],
      ['192.168.1.20', false],
      ['127.0.0.1', false],
      ['169.254.1.1', false],
      ['100.64.0.1', false],
      ['224.0.0.1', false],
      ['2001:4860:4860::8888', true],
      ['fd00::2', false],
      ['fe80::1', false],
      ['::1', false],
      ['abc.local', false],
    ];
    for (const [address, expected] of table) expect([address, isPublicAddress(address)]).toEqual([address, expected]);
  });

  it('counts as exposed every reflexive address and public host address the site does not see; never a relay’s', () => {
    const candidates = distinctCandidates([
      { kind: 'host', address: 'x.local', protocol: 'udp' },
      { kind: 'host', address: '192.168.1.20', protocol: 'udp' },
      { kind: 'host', address: '192.168.1.20', protocol: 'tcp' },
      { kind: 'srflx', address: '203.0.113.7', protocol: 'udp' },
      { kind: 'host', address: '2001:db8:5::9', protocol: 'udp' },
      { kind: 'relay', address: '198.51.100.2', protocol: 'udp' },
    ]);
    expect(candidates).toHaveLength(5);
    expect(exposedAddresses(candidates, ['203.0.113.7'])).toEqual(['2001:db8:5::9']);
    expect(exposedAddresses(candidates, ['198.51.100.9'])).toEqual(['203.0.113.7', '2001:db8:5::9']);
    expect(exposedAddresses(candidates.slice(0, 2), ['198.51.100.9'])).toEqual([]);
  });

  it('gives its verdict once both the candidates and the site’s answer are in; no WebRTC is its own state', async () => {
    withTools({ ...NO_TOOLS, stunUrls: ['stun:127.0.0.1:3478'] });
    const gathered = [{ kind: 'srflx' as const, address: '203.0.113.7', protocol: 'udp' as const }];
    let asked: unknown = null;
    const run = async (visitorIp: string) => {
      const scope = fork({
        handlers: [
          [
            webRtc.gatherFx,
            async (params: unknown) => {
              asked = params;
              return gathered;
            },
          ],
          [webRtc.visitorFx, async () => ({ ip: visitorIp })],
        ],
      });
      await allSettled(webRtc.webRtcStarted, { scope });
      return scope;
    };
    const same = await run('203.0.113.7');
    expect(asked).toEqual({ stunUrls: ['stun:127.0.0.1:3478'], seconds: tools.webRtc.gatherSeconds });
    expect([same.getState(webRtc.$phase), same.getState(webRtc.$verdict)]).toEqual(['done', 'pass']);
    const behindVpn = await run('198.51.100.9');
    expect(behindVpn.getState(webRtc.$verdict)).toBe('leak');
    expect(behindVpn.getState(webRtc.$exposed)).toEqual(['203.0.113.7']);

    const none = fork({
      handlers: [
        [
          webRtc.gatherFx,
          async () => {
            throw new webRtc.NoWebRtc('none');
          },
        ],
        [webRtc.visitorFx, async () => ({ ip: '203.0.113.7' })],
      ],
    });
    await allSettled(webRtc.webRtcStarted, { scope: none });
    expect([none.getState(webRtc.$phase), none.getState(webRtc.$verdict)]).toEqual(['unsupported', null]);
  });
});

describe('the DNS leak test’s page model', () => {
  const test = { id: 'abcdefghijklmnop', key: 'k', zone: 'dns-test.example', lookups: 3, expires_at: '2026-11-24T00:10:00Z' };
  const resolver = (ip: string, vpn: boolean) => ({ ip, country_code: null, operator: null, vpn, lookups: 1 });

  it('makes unique names of random letters and digits under the test id', () => {
    const names = dns.testNames(test);
    expect(names).toHaveLength(3);
    for (const name of names) expect(name).toMatch(/^[a-z0-9]{8,12}-abcdefghijklmnop\.dns-test\.example$/);
    expect(new Set(Array.from({ length: 500 }, () => dns.randomLabel())).size).toBe(500);
  });

  it('judges: FVP’s resolvers only while connected pass, others leak, not connected is exposed, nothing seen is none', () => {
    const result = (resolvers: DnsLeakResult['resolvers']): DnsLeakResult => ({ names: 3, resolvers });
    expect(dns.verdictOf(result([resolver('198.51.100.10', true)]), true)).toBe('pass');
    expect(dns.verdictOf(result([resolver('198.51.100.10', true), resolver('8.8.8.8', false)]), true)).toBe('leak');
    expect(dns.verdictOf(result([resolver('8.8.8.8', false)]), false)).toBe('exposed');
    expect(dns.verdictOf(result([resolver('8.8.8.8', false)]), null)).toBe('exposed');
    expect(dns.verdictOf(result([]), true)).toBe('none');
  });

  it('starts, looks the names up, and asks until every name has been seen', async () => {
    const answers: DnsLeakResult[] = [
      { names: 1, resolvers: [resolver('8.8.8.8', false)] },
      { names: 2, resolvers: [resolver('8.8.8.8', false)] },
      { names: 3, resolvers: [resolver('8.8.8.8', false), resolver('198.51.100.10', true)] },
    ];
    const looked: string[][] = [];
    const polls: unknown[] = [];
    const scope = fork({
      handlers: [
        [dns.startTestFx, async () => test],
        [dns.visitorFx, async () => ({ ip: '198.51.100.9', protected: true })],
        [
          dns.lookupsFx,
          async (names: string[]) => {
            looked.push(names);
          },
        ],
        [
          dns.pollFx,
          async (params: { id: string }) => {
            polls.push(params);
            return { id: params.id, result: answers.shift()! };
          },
        ],
      ],
    });
    await allSettled(dns.dnsTestStarted, { scope });
    expect(looked).toHaveLength(1);
    expect(looked[0]).toHaveLength(3);
    expect(polls).toHaveLength(3);
    expect(polls[0]).toEqual({ id: test.id, key: 'k', delayMs: tools.dnsLeak.pollMs });
    expect(scope.getState(dns.$phase)).toBe('done');
    expect(scope.getState(dns.$verdict)).toBe('leak');
  });

  it('says why a test could not start: too many tests, or no name server', async () => {
    for (const [status, problem] of [
      [429, 'too-many'],
      [503, 'unavailable'],
      [0, 'network'],
    ] as const) {
      const scope = fork({
        handlers: [
          [
            dns.startTestFx,
            async () => {
              throw { status, body: null, reason: status ? 'http' : 'network' };
            },
          ],
          [dns.visitorFx, async () => ({ ip: '8.8.8.8' })],
        ],
      });
      await allSettled(dns.dnsTestStarted, { scope });
      expect([scope.getState(dns.$phase), scope.getState(dns.$problem)]).toEqual(['failed', problem]);
    }
  });
});

describe('the IP check’s rows', () => {
  const own = { ip: '203.0.113.7', version: 4 as const, country_code: 'DE', protected: false };

  it('shows the page’s own answer under its version when no IPv4-only or IPv6-only host is configured', async () => {
    withTools(NO_TOOLS);
    const scope = fork({ handlers: [[ipCheck.ownIpFx, async () => own]] });
    await allSettled(ipCheck.ipCheckStarted, { scope });
    expect(scope.getState(ipCheck.$rows)).toEqual([{ version: 4, check: { state: 'done', info: own } }]);
  });

  it('asks both hosts when configured, and says when one version cannot be reached', async () => {
    withTools({ ...NO_TOOLS, ipUrls: { v4: 'https://ipv4.fvp.example/api/ip', v6: 'https://ipv6.fvp.example/api/ip' } });
    const asked: string[] = [];
    const scope = fork({
      handlers: [
        [ipCheck.ownIpFx, async () => own],
        [
          ipCheck.versionIpFx,
          async (url: string) => {
            asked.push(url);
            if (url.includes('ipv6')) throw new Error('unreachable');
            return own;
          },
        ],
      ],
    });
    await allSettled(ipCheck.ipCheckStarted, { scope });
    expect(asked.sort()).toEqual(['https://ipv4.fvp.example/api/ip', 'https://ipv6.fvp.example/api/ip']);
    expect(scope.getState(ipCheck.$rows)).toEqual([
      { version: 4, check: { state: 'done', info: own } },
      { version: 6, check: { state: 'failed' } },
    ]);
    withTools(NO_TOOLS);
  });
});

describe('the tools’ configuration', () => {
  it('runs a name server for a *.localhost zone and a STUN responder locally by default', () => {
    const config = loadConfig({});
    expect(config.tools).toEqual({
      dns: { zone: 'dns-test.localhost', port: 5300, nameServer: 'ns1.dns-test.localhost', answers: ['127.0.0.1', '::1'] },
      stunPort: 3478,
      stunUrls: [],
      stunHost: '127.0.0.1',
      ipUrls: { v4: null, v6: null },
    });
  });

  it('needs a named zone when deployed, and turns either server off', () => {
    const deployed = {
      NODE_ENV: 'production',
      PUBLIC_ORIGIN: 'https://fvp.example',
      SMTP_URL: 'smtp://mail',
      HELP_DESK_JWT_SECRET: 'x'.repeat(32),
    };
    expect(loadConfig(deployed).tools.dns).toBeNull();
    expect(loadConfig({ ...deployed, DNS_ZONE: 'DNS-Test.fvp.example', DNS_PORT: '53' }).tools.dns).toMatchObject({
      zone: 'dns-test.fvp.example',
      port: 53,
    });
    expect(loadConfig({ DNS_PORT: 'off', STUN_PORT: 'off' }).tools).toMatchObject({ dns: null, stunPort: null });
  });

  it('refuses a malformed zone, answer, STUN URL or port, naming each', () => {
    const problems = configProblems({
      DNS_ZONE: 'not a zone',
      DNS_ANSWERS: '127.0.0.1, nope',
      STUN_URLS: 'http://stun',
      DNS_PORT: '70000',
    });
    expect(problems.join('\n')).toMatch(/DNS_ZONE/);
    expect(configProblems({ DNS_ANSWERS: '127.0.0.1, nope' })).toEqual(['DNS_ANSWERS: "nope" is not an IP address']);
    expect(configProblems({ STUN_URLS: 'http://stun' })).toEqual([
      'STUN_URLS: "http://stun" is not a STUN URL such as stun:stun.fvp.example:3478',
    ]);
    expect(configProblems({ IP_CHECK_V4_URL: 'ftp://x' }).join()).toMatch(/IP_CHECK_V4_URL/);
  });

  it('lets the pages reach the zone’s names and the two /ip hosts, and nothing else', () => {
    const config = loadConfig({
      PUBLIC_ORIGIN: 'https://fvp.example',
      IP_CHECK_V4_URL: 'https://ipv4.fvp.example/api/ip',
      IP_CHECK_V6_URL: 'https://ipv6.fvp.example/api/ip',
    });
    const csp = cspDirectives({ secure: true, sources: toolSources(config, 'dns-test.fvp.example') });
    expect(csp.connectSrc).toEqual(["'self'", 'https://*.dns-test.fvp.example', 'https://ipv4.fvp.example', 'https://ipv6.fvp.example']);
    expect(toolSources(loadConfig({ PORT: '4000' }), 'dns-test.localhost')).toEqual({ connectSrc: ['http://*.dns-test.localhost:4000'] });
    expect(toolSources(loadConfig({}), null)).toEqual({});
  });
});

describe('the tool blocks', () => {
  it('name modules that exist, once per tool a page shows', () => {
    const blocks = ['ip-check', 'dns-leak-test', 'webrtc-leak-test', 'password-generator', 'ip-check', 'text'].map((type) => ({ type }));
    const sources = toolModules(blocks as Parameters<typeof toolModules>[0]);
    expect(sources).toHaveLength(4);
    for (const source of sources) expect(existsSync(source), source).toBe(true);
  });
});
