/**
 * The WebRTC leak test's STUN responder (DECISIONS 25), with the `stun` package: a binding request
 * is answered with the address and port it came from (XOR-MAPPED-ADDRESS), which the browser turns
 * into its server-reflexive candidate. It keeps nothing, and its answer is no larger than the
 * question, so it cannot amplify traffic.
 */
import dgram from 'node:dgram';
import ipaddr from 'ipaddr.js';
import * as stun from 'stun';
import type { Logger } from '../log.ts';

export interface StunResponder {
  readonly port: number;
  close(): Promise<void>;
}

export async function startStunServer(options: {
  readonly port: number;
  readonly host: string;
  readonly log: Logger;
}): Promise<StunResponder> {
  const ipv6 = options.host.includes(':');
  const socket = dgram.createSocket({ type: ipv6 ? 'udp6' : 'udp4', ipv6Only: false });
  const server = stun.createServer({ type: ipv6 ? 'udp6' : 'udp4', socket });
  server.on(stun.constants.STUN_EVENT_BINDING_REQUEST, (request, remote) => {
    const response = stun.createMessage(stun.constants.STUN_BINDING_RESPONSE, request.transactionId);
    // A dual-stack socket sees IPv4 clients as ::ffff:a.b.c.d; they learn their IPv4 address.
    const address = ipaddr.isValid(remote.address) ? ipaddr.process(remote.address).toString() : remote.address;
    response.addXorAddress(address, remote.port);
    response.addFingerprint();
    server.send(response, remote.port, remote.address);
  });
  // A datagram that is not STUN, or a malformed one: dropped.
  server.on('error', () => {});
  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.bind(options.port, options.host, () => {
      socket.off('error', reject);
      resolve();
    });
  });
  socket.on('error', (error) => options.log.log('warn', 'stun socket error', { error: error.message }));
  return {
    port: socket.address().port,
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
