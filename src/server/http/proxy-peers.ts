// Which socket peers may speak for the client in X-Forwarded-For: a request from any other peer came
// straight to the server, and its header is the caller's own word. Entries are addresses or CIDR
// ranges; `*` is any peer (the Cloud Function, whose peer is Google's serving infrastructure for a
// call through Hosting and a direct one alike, so the peer cannot tell them apart).
import { BlockList, isIP } from 'node:net';

export const ANY_PEER = '*';

/** A proxy in front of the local server: on the same host or on a private network. */
export const LOCAL_PROXY_PEERS: readonly string[] = ['127.0.0.0/8', '::1/128', '10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'];

const lists = new WeakMap<readonly string[], BlockList>();

/** One entry as a range, or null when it is neither an address nor a CIDR range. */
function rangeOf(entry: string): { address: string; prefix: number; family: 'ipv4' | 'ipv6' } | null {
  const [address = '', bits, extra] = entry.split('/');
  const version = isIP(address);
  if (!version || extra !== undefined) return null;
  const max = version === 4 ? 32 : 128;
  const prefix = bits === undefined ? max : /^\d{1,3}$/.test(bits) ? Number(bits) : NaN;
  if (!(prefix >= 0 && prefix <= max)) return null;
  return { address, prefix, family: version === 4 ? 'ipv4' : 'ipv6' };
}

function listOf(peers: readonly string[]): BlockList {
  let list = lists.get(peers);
  if (!list) {
    list = new BlockList();
    for (const entry of peers) {
      const range = rangeOf(entry);
      if (range) list.addSubnet(range.address, range.prefix, range.family);
    }
    lists.set(peers, list);
  }
  return list;
}

export function isTrustedPeer(peer: string | undefined, peers: readonly string[]): boolean {
  if (peers.includes(ANY_PEER)) return true;
  // A zone (fe80::1%eth0) names the interface, not the address.
  const address = peer?.split('%')[0] ?? '';
  const version = isIP(address);
  return version !== 0 && listOf(peers).check(address, version === 4 ? 'ipv4' : 'ipv6');
}

/** TRUST_PROXY_PEERS: comma-separated addresses or CIDR ranges, or `*`; anything else stops the start. */
export function proxyPeersFromEnv(value: string | undefined, fallback: readonly string[]): readonly string[] {
  if (value === undefined || value.trim() === '') return fallback;
  const entries = value.split(',').map((e) => e.trim()).filter(Boolean);
  for (const entry of entries) {
    if (entry !== ANY_PEER && !rangeOf(entry)) throw new Error(`TRUST_PROXY_PEERS: "${entry}" is not an address, a CIDR range or *`);
  }
  return entries;
}
