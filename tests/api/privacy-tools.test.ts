/**
 * The privacy tools' servers, for real on loopback: the DNS leak test's name server answers over
 * UDP (Node's own resolver, `dns.Resolver` with `setServers`, from two client addresses) and TCP,
 * and attributes each lookup to its test; the results go only to the holder of the test's key,
 * expire, and are bounded; a network starts a limited number of tests. The STUN responder answers
 * the `stun` package's own client with the address it came from. /ip names the operator and
 * whether an address is one of the pools'. Both database drivers; the API's client address is the
 * boundary the test names.
 */
import { Resolver } from 'node:dns/promises';
import net from 'node:net';
import * as dnsPacket from 'dns-packet';
import * as stun from 'stun';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { tools } from '../../generated/constants.ts';
import { createApiApp } from '../../src/server/api/app.ts';
import { migrate, type Database } from '../../src/server/api/db/index.ts';
import { dnsLeakStore, newTestId, testNameOf } from '../../src/server/api/dns-leak.ts';
import { openCountryLookup } from '../../src/server/geo.ts';
import type { Logger } from '../../src/server/log.ts';
import { answerQuery, startDnsServer, type RunningDnsServer } from '../../src/server/tools/dns-server.ts';
import { addressInfo } from '../../src/server/tools/ip-info.ts';
import { openOperatorLookup } from '../../src/server/tools/operators.ts';
import { startStunServer } from '../../src/server/tools/stun-server.ts';
import { SITE_ORIGINS } from '../support/site.ts';
import { drivers } from './drivers.ts';

const silent: Logger = { log: () => undefined };
const ZONE = 'dns-test.example';
const operators = openOperatorLookup();
const countries = openCountryLookup();

describe('the name server’s answers', () => {
  const options = { zone: ZONE, nameServer: `ns1.${ZONE}`, answers: ['192.0.2.80', '2001:db8::80'] };
  const ask = (name: string, type: dnsPacket.RecordType) =>
    answerQuery(dnsPacket.decode(dnsPacket.encode({ type: 'query', id: 7, questions: [{ type, name }] })), options);

  it('answers A and AAAA of names in the zone with the site’s addresses, authoritatively and uncached', () => {
    const a = ask(`abc-${'a'.repeat(16)}.${ZONE}`, 'A');
    expect(a.flags).toBe(dnsPacket.AUTHORITATIVE_ANSWER);
    expect(a.answers).toEqual([{ type: 'A', name: `abc-${'a'.repeat(16)}.${ZONE}`, ttl: 0, data: '192.0.2.80' }]);
    expect(ask(`x.${ZONE}`, 'AAAA').answers).toEqual([{ type: 'AAAA', name: `x.${ZONE}`, ttl: 0, data: '2001:db8::80' }]);
  });

  it('answers SOA and NS at the apex, NXDOMAIN deeper than two labels, and refuses other zones', () => {
    expect(ask(ZONE, 'NS').answers).toEqual([{ type: 'NS', name: ZONE, ttl: 300, data: `ns1.${ZONE}` }]);
    expect(ask(ZONE, 'SOA').answers?.[0]).toMatchObject({ type: 'SOA', name: ZONE });
    expect(ask(`a.b.c.${ZONE}`, 'A').flags).toBe(dnsPacket.AUTHORITATIVE_ANSWER | 3);
    expect(ask('example.com', 'A').flags).toBe(5);
    expect(ask(`evil${ZONE}`, 'A').flags).toBe(5);
  });

  it('reads the test id from one label, in any letter case', () => {
    const id = newTestId();
    expect(id).toMatch(/^[a-z2-7]{16}$/);
    expect(testNameOf(`AbC123-${id.toUpperCase()}.DNS-Test.Example.`, ZONE)).toEqual({ name: `abc123-${id}.${ZONE}`, testId: id });
    expect(testNameOf(`abc.${id}.${ZONE}`, ZONE)).toBeNull();
    expect(testNameOf(`abc-${id}.other.example`, ZONE)).toBeNull();
    // 80 bits: a thousand ids never repeat.
    expect(new Set(Array.from({ length: 1000 }, newTestId)).size).toBe(1000);
  });
});

describe('operators and the pools’ addresses', () => {
  it('names the network operator of public IPv4 and IPv6 addresses from the offline ranges', () => {
    expect(operators('8.8.8.8')).toEqual({ asn: 15169, name: 'Google LLC' });
    expect(operators('2001:4860:4860::8888')).toEqual({ asn: 15169, name: 'Google LLC' });
    expect(operators('1.1.1.1')?.asn).toBe(13335);
    expect(operators('::ffff:8.8.4.4')?.asn).toBe(15169);
    for (const address of ['127.0.0.1', '10.1.2.3', '192.168.0.1', '::1', 'fd00::2', 'not-an-ip']) expect(operators(address)).toBeNull();
  });

  it('marks addresses of the pools’ ranges as the VPN’s, and keeps the last ranges when the database fails', async () => {
    let failing = false;
    let clock = 0;
    const info = addressInfo({
      country: countries,
      operator: operators,
      vpnRanges: async () => {
        if (failing) throw new Error('database away');
        return ['198.51.100.8/29', '2001:db8:de::/48', '203.0.113.9', 'nonsense'];
      },
      now: () => clock,
    });
    expect((await info('198.51.100.9')).vpn).toBe(true);
    expect((await info('198.51.100.16')).vpn).toBe(false);
    expect((await info('2001:db8:de:1::5')).vpn).toBe(true);
    expect((await info('::ffff:203.0.113.9')).vpn).toBe(true);
    expect(await info('8.8.8.8')).toEqual({
      ip: '8.8.8.8',
      version: 4,
      country_code: 'US',
      operator: { asn: 15169, name: 'Google LLC' },
      vpn: false,
    });
    failing = true;
    clock += 61_000;
    expect((await info('198.51.100.9')).vpn).toBe(true);
  });

  it('answers with the ranges it has while it reads them again', async () => {
    let clock = 0;
    let reads = 0;
    const info = addressInfo({
      country: countries,
      operator: operators,
      // The first read answers; the next one never does (a database that hangs).
      vpnRanges: () => (++reads === 1 ? Promise.resolve(['198.51.100.8/29']) : new Promise<string[]>(() => {})),
      now: () => clock,
    });
    expect((await info('198.51.100.9')).vpn).toBe(true);
    clock += 61_000;
    expect((await info('198.51.100.9')).vpn).toBe(true);
    expect((await info('198.51.100.10')).vpn).toBe(true);
    expect(reads).toBe(2);
  });
});

describe.each(drivers('privacy_tools_test'))('the DNS leak test on $name', (driver) => {
  let db: Database;
  let clock: Date;
  let server: RunningDnsServer;
  const limits = { ...tools.dnsLeak, testsPerClientPerHour: 3, maxResolvers: 3 };

  beforeAll(async () => {
    db = await driver.open();
    await migrate(db);
    const store = dnsLeakStore(db, ZONE, () => clock, limits);
    server = await startDnsServer({
      zone: ZONE,
      nameServer: `ns1.${ZONE}`,
      answers: ['127.0.0.1', '::1'],
      port: 0,
      host: '127.0.0.1',
      record: store.record,
      log: silent,
    });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });
  beforeEach(async () => {
    clock = new Date();
    await db.exec('truncate dns_leak_tests cascade');
  });

  const app = () =>
    createApiApp({
      db,
      log: silent,
      origins: SITE_ORIGINS,
      now: () => clock,
      clientAddress: (c) => c.req.header('x-test-client') ?? '192.0.2.7',
      dnsLeak: dnsLeakStore(db, ZONE, () => clock, limits),
      addressInfo: addressInfo({ country: countries, operator: operators, vpnRanges: async () => ['127.0.0.3/32'] }),
    });
  const start = async (client = '192.0.2.7') => {
    const r = await app().request('/dns-leak', { method: 'POST', headers: { 'x-test-client': client } });
    return { status: r.status, body: (await r.json()) as { id: string; key: string; zone: string; lookups: number } };
  };
  const results = async (id: string, key: string) => app().request(`/dns-leak/${id}`, { headers: { 'x-test-key': key } });
  /** Node's resolver, sending from one loopback address to the name server's port. */
  const resolverFrom = (local: string) => {
    const resolver = new Resolver({ timeout: 3000, tries: 1 });
    resolver.setServers([`127.0.0.1:${server.port}`]);
    resolver.setLocalAddress(local);
    return resolver;
  };
  /** Waits until the name server's recording of a lookup (it answers first) has landed. */
  const settled = async (id: string, key: string, names: number) => {
    for (let i = 0; i < 50; i++) {
      const body = (await (await results(id, key)).json()) as { names: number };
      if (body.names >= names) return;
      await new Promise((r) => setTimeout(r, 20));
    }
  };

  it('attributes each lookup to its own test and resolver, over UDP', async () => {
    const first = await start();
    const second = await start();
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ zone: ZONE, lookups: tools.dnsLeak.lookups });
    expect(first.body.key.length).toBeGreaterThanOrEqual(43);
    expect(await resolverFrom('127.0.0.2').resolve4(`aaa1-${first.body.id}.${ZONE}`)).toEqual(['127.0.0.1']);
    expect(await resolverFrom('127.0.0.2').resolve6(`aaa2-${first.body.id}.${ZONE}`)).toEqual(['::1']);
    await resolverFrom('127.0.0.3').resolve4(`bbb1-${first.body.id}.${ZONE}`);
    await resolverFrom('127.0.0.4').resolve4(`ccc1-${second.body.id}.${ZONE}`);
    await settled(first.body.id, first.body.key, 3);
    await settled(second.body.id, second.body.key, 1);
    const one = await (await results(first.body.id, first.body.key)).json();
    expect(one).toEqual({
      names: 3,
      resolvers: [
        { ip: '127.0.0.2', country_code: null, operator: null, vpn: false, lookups: 2 },
        { ip: '127.0.0.3', country_code: null, operator: null, vpn: true, lookups: 1 },
      ],
    });
    const two = await (await results(second.body.id, second.body.key)).json();
    expect(two).toEqual({ names: 1, resolvers: [{ ip: '127.0.0.4', country_code: null, operator: null, vpn: false, lookups: 1 }] });
  });

  it('answers and records over TCP as well', async () => {
    const { body } = await start();
    const name = `tcp1-${body.id}.${ZONE}`;
    const answer = await new Promise<dnsPacket.DecodedPacket>((resolve, reject) => {
      const socket = net.connect({ port: server.port, host: '127.0.0.1', localAddress: '127.0.0.5' }, () =>
        socket.write(
          dnsPacket.streamEncode({ type: 'query', id: 9, flags: dnsPacket.RECURSION_DESIRED, questions: [{ type: 'A', name }] }),
        ),
      );
      let data = Buffer.alloc(0);
      socket.on('data', (chunk) => {
        data = Buffer.concat([data, chunk]);
        if (data.length >= 2 && data.length >= 2 + data.readUInt16BE(0)) {
          socket.end();
          resolve(dnsPacket.streamDecode(data) as dnsPacket.DecodedPacket);
        }
      });
      socket.on('error', reject);
    });
    expect(answer.answers).toEqual([expect.objectContaining({ type: 'A', data: '127.0.0.1' })]);
    await settled(body.id, body.key, 1);
    expect(((await (await results(body.id, body.key)).json()) as { resolvers: unknown[] }).resolvers).toEqual([
      expect.objectContaining({ ip: '127.0.0.5' }),
    ]);
  });

  it('shows results only to the key’s holder, and forgets a test once it expires', async () => {
    const { body } = await start();
    expect((await results(body.id, 'a-guess')).status).toBe(404);
    expect((await app().request(`/dns-leak/${body.id}`)).status).toBe(404);
    expect((await results('notanid', body.key)).status).toBe(404);
    expect((await results(body.id, body.key)).status).toBe(200);
    clock = new Date(clock.getTime() + tools.dnsLeak.testMinutes * 60_000 + 1000);
    expect((await results(body.id, body.key)).status).toBe(404);
    // A lookup of an expired test is answered but not kept.
    await resolverFrom('127.0.0.2').resolve4(`late1-${body.id}.${ZONE}`);
    const rows = await db.query('select 1 from dns_leak_lookups where test_id = $1', [body.id]);
    expect(rows).toEqual([]);
    // The next test started deletes the expired ones.
    await start('192.0.2.99');
    expect(await db.query('select 1 from dns_leak_tests where id = $1', [body.id])).toEqual([]);
  });

  it('lets one network start a few tests an hour, and keeps a few resolvers per test', async () => {
    for (let i = 0; i < 3; i++) expect((await start('2001:db8:1:2::1')).status).toBe(201);
    const refused = await app().request('/dns-leak', { method: 'POST', headers: { 'x-test-client': '2001:db8:1:2::ffff' } });
    expect(refused.status).toBe(429);
    expect((await start('2001:db8:1:3::1')).status).toBe(201);
    clock = new Date(clock.getTime() + 3_601_000);
    expect((await start('2001:db8:1:2::1')).status).toBe(201);

    const { body } = await start('192.0.2.50');
    // Six resolvers at once: the cap holds however their recordings interleave.
    await Promise.all(
      ['127.0.0.11', '127.0.0.12', '127.0.0.13', '127.0.0.14', '127.0.0.15', '127.0.0.16'].map((local, i) =>
        resolverFrom(local).resolve4(`cap${i}-${body.id}.${ZONE}`),
      ),
    );
    await settled(body.id, body.key, 3);
    await new Promise((r) => setTimeout(r, 100));
    const seen = (await (await results(body.id, body.key)).json()) as { resolvers: unknown[] };
    expect(seen.resolvers).toHaveLength(limits.maxResolvers);
  });

  it('answers 503 where no name server runs', async () => {
    const bare = createApiApp({ db, log: silent, origins: SITE_ORIGINS });
    expect((await bare.request('/dns-leak', { method: 'POST' })).status).toBe(503);
  });
});

describe('the STUN responder', () => {
  it('answers a binding request with the address and port it came from', async () => {
    const responder = await startStunServer({ port: 0, host: '127.0.0.1', log: silent });
    try {
      const response = await stun.request(`127.0.0.1:${responder.port}`);
      const mapped = response.getXorAddress();
      expect(mapped.address).toBe('127.0.0.1');
      expect(mapped.port).toBeGreaterThan(0);
      // Garbage is dropped, and the responder still answers.
      const { createSocket } = await import('node:dgram');
      const socket = createSocket('udp4');
      await new Promise<void>((resolve) => socket.send(Buffer.from('not stun'), responder.port, '127.0.0.1', () => resolve()));
      socket.close();
      expect((await stun.request(`127.0.0.1:${responder.port}`)).getXorAddress().address).toBe('127.0.0.1');
    } finally {
      await responder.close();
    }
  });
});

describe('/ip', () => {
  it('answers the address, its version, country, operator and whether it is the VPN’s', async () => {
    const db = await drivers('privacy_tools_ip')[0]!.open();
    try {
      const api = createApiApp({
        db,
        log: silent,
        origins: SITE_ORIGINS,
        clientAddress: (c) => c.req.header('x-test-client') ?? '',
        visitorCountry: (c) => countries(c.req.header('x-test-client') ?? ''),
        addressInfo: addressInfo({ country: countries, operator: operators, vpnRanges: async () => ['198.51.100.8/29'] }),
      });
      const ask = async (client: string) => (await api.request('/ip', { headers: { 'x-test-client': client } })).json();
      expect(await ask('8.8.8.8')).toEqual({
        ip: '8.8.8.8',
        version: 4,
        country_code: 'US',
        region: null,
        operator: { asn: 15169, name: 'Google LLC' },
        protected: false,
      });
      expect(await ask('198.51.100.9')).toMatchObject({ ip: '198.51.100.9', protected: true });
      expect(await ask('2001:4860:4860::8844')).toMatchObject({ version: 6, operator: { asn: 15169 } });
      const r = await api.request('/ip', { headers: { 'x-test-client': '8.8.8.8' } });
      expect(r.headers.get('cache-control')).toBe('no-store');
    } finally {
      await db.close();
    }
  });
});
