/**
 * The DNS leak test's authoritative name server (DECISIONS 25), over UDP and TCP (dns-packet).
 * It answers for one zone only: A and AAAA of any name under it with the site's addresses (TTL 0,
 * every test name is new anyway), SOA and NS at the apex; other names are refused (it is not a
 * resolver, so it cannot be used to amplify traffic towards others). Each question for a test name
 * is handed to `record` with the address that asked: the resolver that serves the visitor.
 */
import dgram from 'node:dgram';
import net from 'node:net';
import * as dns from 'dns-packet';
import ipaddr from 'ipaddr.js';
import type { Logger } from '../log.ts';

export interface DnsServerOptions {
  readonly zone: string;
  /** The name of this name server as the zone's delegation names it (NS record). */
  readonly nameServer: string;
  /** The addresses the zone's names resolve to (the site's public addresses). */
  readonly answers: readonly string[];
  readonly port: number;
  readonly host: string;
  readonly record: (name: string, resolver: string) => Promise<unknown>;
  readonly log: Logger;
  /** Questions answered per second from one source network (IPv4 address or IPv6 /64); past it, dropped. */
  readonly perSourcePerSecond?: number;
}

export interface RunningDnsServer {
  readonly port: number;
  close(): Promise<void>;
}

const NXDOMAIN = 3;
const REFUSED = 5;
const FORMERR = 1;
const ZONE_TTL = 300;

/** The answer to one query packet (exported for tests). */
export function answerQuery(query: dns.DecodedPacket, options: Pick<DnsServerOptions, 'zone' | 'nameServer' | 'answers'>): dns.Packet {
  const zone = options.zone.toLowerCase();
  const question = query.questions?.[0];
  const base = { type: 'response' as const, id: query.id, questions: query.questions ?? [] };
  if (!question || (query.questions?.length ?? 0) !== 1) return { ...base, flags: FORMERR };
  const name = question.name.toLowerCase().replace(/\.$/, '');
  if (name !== zone && !name.endsWith(`.${zone}`)) return { ...base, flags: REFUSED };
  const soa: dns.Answer = {
    type: 'SOA',
    name: zone,
    ttl: ZONE_TTL,
    data: {
      mname: options.nameServer,
      rname: `hostmaster.${zone}`,
      serial: 1,
      refresh: 3600,
      retry: 600,
      expire: 86400,
      minimum: 0,
    },
  };
  const aa = dns.AUTHORITATIVE_ANSWER;
  // Names under the zone: one or two labels (a test name, or the name server's own name).
  const depth = name === zone ? 0 : name.slice(0, -zone.length - 1).split('.').length;
  if (depth > 2) return { ...base, flags: aa | NXDOMAIN, authorities: [soa] };
  const addresses = options.answers.filter((a) => ipaddr.isValid(a)).map((a) => ipaddr.parse(a));
  const v4 = addresses.filter((a) => a.kind() === 'ipv4').map((a) => a.toString());
  const v6 = addresses.filter((a) => a.kind() === 'ipv6').map((a) => a.toString());
  const answers: dns.Answer[] = [];
  if (question.type === 'A') for (const data of v4) answers.push({ type: 'A', name: question.name, ttl: 0, data });
  else if (question.type === 'AAAA') for (const data of v6) answers.push({ type: 'AAAA', name: question.name, ttl: 0, data });
  else if (question.type === 'SOA' && depth === 0) answers.push(soa);
  else if (question.type === 'NS' && depth === 0) answers.push({ type: 'NS', name: zone, ttl: ZONE_TTL, data: options.nameServer });
  return { ...base, flags: aa, answers, ...(answers.length ? {} : { authorities: [soa] }) };
}

/** A per-source budget of questions per second (a fixed one-second window). */
function sourceBudget(perSecond: number) {
  const counts = new Map<string, number>();
  let window = Math.floor(Date.now() / 1000);
  return (address: string): boolean => {
    const now = Math.floor(Date.now() / 1000);
    if (now !== window) {
      counts.clear();
      window = now;
    }
    let key = address;
    if (ipaddr.isValid(address)) {
      const parsed = ipaddr.process(address);
      key = parsed.kind() === 'ipv4' ? parsed.toString() : (parsed as ipaddr.IPv6).parts.slice(0, 4).join(':');
    }
    const count = (counts.get(key) ?? 0) + 1;
    counts.set(key, count);
    return count <= perSecond;
  };
}

/** The source address as the records keep it (IPv4-mapped IPv6 as IPv4). */
function sourceOf(address: string): string {
  return ipaddr.isValid(address) ? ipaddr.process(address).toString() : address;
}

export async function startDnsServer(options: DnsServerOptions): Promise<RunningDnsServer> {
  const allowed = sourceBudget(options.perSourcePerSecond ?? 200);
  const handle = (message: Buffer, from: string): Buffer | null => {
    if (!allowed(from)) return null;
    let query: dns.DecodedPacket;
    try {
      query = dns.decode(message);
    } catch {
      return null; // Not a DNS message: nothing to answer.
    }
    if (query.type !== 'query') return null;
    const answer = answerQuery(query, options);
    const name = query.questions?.[0]?.name;
    if (name && query.questions?.length === 1) {
      options.record(name, sourceOf(from)).catch((error: unknown) => {
        options.log.log('warn', 'dns lookup not recorded', { error: error instanceof Error ? error.message : String(error) });
      });
    }
    return dns.encode(answer);
  };

  const ipv6 = options.host.includes(':');
  const udp = dgram.createSocket({ type: ipv6 ? 'udp6' : 'udp4', ipv6Only: false });
  udp.on('message', (message, remote) => {
    const answer = handle(message, remote.address);
    if (answer) udp.send(answer, remote.port, remote.address);
  });
  udp.on('error', (error) => options.log.log('warn', 'dns udp error', { error: error.message }));

  const tcp = net.createServer((socket) => {
    socket.setTimeout(10_000, () => socket.destroy());
    let buffered = Buffer.alloc(0);
    socket.on('data', (chunk) => {
      buffered = Buffer.concat([buffered, chunk]);
      if (buffered.length > 65_537) return socket.destroy();
      // Each message is prefixed with its length (RFC 1035 4.2.2).
      while (buffered.length >= 2) {
        const length = buffered.readUInt16BE(0);
        if (buffered.length < 2 + length) break;
        const answer = handle(buffered.subarray(2, 2 + length), socket.remoteAddress ?? '');
        buffered = buffered.subarray(2 + length);
        if (!answer) return socket.destroy();
        const framed = Buffer.alloc(2 + answer.length);
        framed.writeUInt16BE(answer.length, 0);
        answer.copy(framed, 2);
        socket.write(framed);
      }
    });
    socket.on('error', () => socket.destroy());
  });

  await new Promise<void>((resolve, reject) => {
    udp.once('error', reject);
    udp.bind(options.port, options.host, () => {
      udp.off('error', reject);
      resolve();
    });
  });
  const port = udp.address().port;
  // TCP on the same port as UDP (a resolver falls back to TCP on the port it knows).
  await new Promise<void>((resolve, reject) => {
    tcp.once('error', reject);
    tcp.listen(port, options.host, () => {
      tcp.off('error', reject);
      resolve();
    });
  });
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        udp.close();
        tcp.close(() => resolve());
      }),
  };
}
