/** The parts of the `stun` package (2.x, no types of its own) the STUN responder uses. */
declare module 'stun' {
  import type { Socket, RemoteInfo } from 'node:dgram';
  import type { EventEmitter } from 'node:events';

  export interface StunMessage {
    readonly transactionId: Buffer;
    addXorAddress(address: string, port: number): void;
    addSoftware(software: string): void;
    addFingerprint(): void;
  }
  export interface StunServer extends EventEmitter {
    on(event: 'bindingRequest', listener: (request: StunMessage, remote: RemoteInfo) => void): this;
    on(event: 'error', listener: (error: Error) => void): this;
    send(message: StunMessage, port: number, address: string, callback?: () => void): void;
    close(): void;
  }
  export function createServer(options: { type: 'udp4' | 'udp6'; socket?: Socket }): StunServer;
  export function createMessage(type: number, transactionId?: Buffer): StunMessage;
  /** A binding request to `host:port` (the package's client; the tests use it). */
  export function request(url: string): Promise<{ getXorAddress(): { address: string; port: number; family: string } }>;
  export const constants: { readonly STUN_BINDING_RESPONSE: number; readonly STUN_EVENT_BINDING_REQUEST: 'bindingRequest' };
}
