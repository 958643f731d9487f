/** Connection configuration files for a pool: OpenVPN (UDP or TCP) or WireGuard. */
import { createHash, generateKeyPairSync } from 'node:crypto';

export interface Pool {
  id: string;
  name: string;
  host: string;
}

/** A WireGuard key pair, base64 of the raw 32-byte keys. */
function wireguardKeys(): { privateKey: string; publicKey: string } {
  const { privateKey, publicKey } = generateKeyPairSync('x25519');
  const raw = (der: Buffer) => der.subarray(der.length - 32).toString('base64');
  return {
    privateKey: raw(privateKey.export({ type: 'pkcs8', format: 'der' })),
    publicKey: raw(publicKey.export({ type: 'spki', format: 'der' })),
  };
}

export function connectionConfig(
  pool: Pool,
  protocol: 'openvpn-udp' | 'openvpn-tcp' | 'wireguard',
  userId: string,
): { fileName: string; text: string } {
  if (protocol === 'wireguard') {
    const client = wireguardKeys();
    const server = createHash('sha256').update(`server:${pool.id}`).digest('base64');
    const octet = (Number(BigInt(`0x${createHash('sha256').update(String(userId)).digest('hex').slice(0, 6)}`) % 250n) + 2).toString();
    return {
      fileName: `fvp-${pool.id}.conf`,
      text: `[Interface]\nPrivateKey = ${client.privateKey}\nAddress = 10.8.0.${octet}/32\nDNS = 10.8.0.1\n\n[Peer]\n# ${pool.name}\nPublicKey = ${server}\nAllowedIPs = 0.0.0.0/0, ::/0\nEndpoint = ${pool.host}:51820\nPersistentKeepalive = 25\n`,
    };
  }
  const proto = protocol === 'openvpn-tcp' ? 'tcp' : 'udp';
  return {
    fileName: `fvp-${pool.id}-${proto}.ovpn`,
    text: `# FVP — ${pool.name}\nclient\ndev tun\nproto ${proto}\nremote ${pool.host} ${proto === 'tcp' ? 443 : 1194}\nresolv-retry infinite\nnobind\npersist-key\npersist-tun\nremote-cert-tls server\ncipher AES-256-GCM\nauth SHA256\nauth-user-pass\nverb 3\n`,
  };
}
