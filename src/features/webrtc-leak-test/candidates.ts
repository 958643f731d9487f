/**
 * What the WebRTC leak test makes of ICE candidates: their kind and address, which addresses are
 * public, and the verdict against the addresses the site sees for the visitor.
 */
export type CandidateKind = 'host' | 'srflx' | 'prflx' | 'relay';

export interface Candidate {
  readonly kind: CandidateKind;
  /** An IP address, or an mDNS name (`<uuid>.local`) hiding a local one. */
  readonly address: string;
  readonly protocol: 'udp' | 'tcp';
}

/**
 * Reads a candidate line (RFC 8839 §5.1: `candidate:<foundation> <component> <transport>
 * <priority> <address> <port> typ <type> …`); null for anything else (the end-of-candidates line).
 */
export function parseCandidate(line: string): Candidate | null {
  const parts = line.replace(/^a=/, '').trim().split(/\s+/);
  if (!parts[0]?.startsWith('candidate:') || parts.length < 8 || parts[6] !== 'typ') return null;
  const protocol = parts[2]!.toLowerCase();
  const kind = parts[7];
  if ((protocol !== 'udp' && protocol !== 'tcp') || (kind !== 'host' && kind !== 'srflx' && kind !== 'prflx' && kind !== 'relay'))
    return null;
  return { kind, address: parts[4]!.toLowerCase(), protocol };
}

/** Whether an address is an mDNS name: the browser hides the local address behind it. */
export const isMdns = (address: string) => address.endsWith('.local');

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

/** Whether an IP address is one of the internet's (not private, loopback, link-local, shared or documentation space). */
export function isPublicAddress(address: string): boolean {
  const v4 = IPV4.exec(address);
  if (v4) {
    const [a, b] = [Number(v4[1]), Number(v4[2])];
    if (a === 10 || a === 127 || a === 0 || a >= 224) return false;
    if (a === 172 && b >= 16 && b <= 31) return false;
    if (a === 192 && b === 168) return false;
    if (a === 169 && b === 254) return false;
    if (a === 100 && b >= 64 && b <= 127) return false;
    return true;
  }
  if (!address.includes(':')) return false;
  const lower = address.toLowerCase();
  // Unique local (fc00::/7), link-local (fe80::/10), loopback and unspecified, multicast.
  return !(/^f[cd]/.test(lower) || /^fe[89ab]/.test(lower) || lower === '::1' || lower === '::' || lower.startsWith('ff'));
}

/** Candidates without repeats (the same kind and address over UDP and TCP, or per component). */
export function distinctCandidates(candidates: readonly Candidate[]): Candidate[] {
  const seen = new Set<string>();
  return candidates.filter((c) => {
    const key = `${c.kind}|${c.address}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The addresses WebRTC reveals beyond those websites see: every server-reflexive or peer-reflexive
 * address (what the STUN server saw, by definition the visitor's public mapping) and every public
 * host address, that is not one of `seen` (the site's /ip answers). Relay addresses are the
 * relay's, never the visitor's.
 */
export function exposedAddresses(candidates: readonly Candidate[], seen: readonly string[]): string[] {
  const known = new Set(seen.map((a) => a.toLowerCase()));
  const exposed = candidates
    .filter((c) => c.kind === 'srflx' || c.kind === 'prflx' || (c.kind === 'host' && !isMdns(c.address) && isPublicAddress(c.address)))
    .map((c) => c.address)
    .filter((a) => !known.has(a));
  return [...new Set(exposed)];
}
