/**
 * The client's address: the socket's peer, or the nearest untrusted hop of X-Forwarded-For when
 * the peer is a configured proxy (TRUSTED_PROXIES, read by the `proxy-addr` package). A header
 * from anyone else is ignored, so a client cannot pick its own address.
 */
import type { IncomingMessage } from 'node:http';
import proxyaddr from 'proxy-addr';

/**
 * What the address and country lookups read of a request: Hono's context, or the server's fast
 * path's view of Node's request (env.incoming is the socket's request, as @hono/node-server sets it).
 */
export interface RequestView {
  readonly env: unknown;
  readonly req: { header(name: string): string | undefined };
}

export type ClientAddress = (c: RequestView) => string;

/** Throws on an entry proxy-addr does not understand (the configuration reports it). */
export function compileTrust(trusted: readonly string[]): (address: string, hop: number) => boolean {
  return proxyaddr.compile([...trusted]);
}

export function clientAddressResolver(trusted: readonly string[]): ClientAddress {
  const trust = compileTrust(trusted);
  return (c) => {
    const incoming = incomingOf(c);
    if (!incoming?.socket?.remoteAddress) return 'unknown';
    const address = proxyaddr(incoming, trust);
    // An IPv4 client of a dual-stack socket reads as ::ffff:a.b.c.d.
    return address.startsWith('::ffff:') && address.includes('.') ? address.slice(7) : address;
  };
}

/** Whether the request came straight from a configured proxy (whose headers, e.g. a country, are believed). */
export function trustedPeerCheck(trusted: readonly string[]): (c: RequestView) => boolean {
  const trust = compileTrust(trusted);
  return (c) => {
    const address = peerAddress(c);
    return !!address && trust(address, 0);
  };
}

/** The address of the request's peer (the socket's other end), if the socket is still there. */
export function peerAddress(c: RequestView): string | undefined {
  return incomingOf(c)?.socket?.remoteAddress;
}

/** Node's request behind a request view. */
function incomingOf(c: RequestView): IncomingMessage | undefined {
  return (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
}
