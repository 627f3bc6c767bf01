// The caller's address, for per-address limits: the socket peer, or behind trusted proxies the
// address the first of them appended to X-Forwarded-For. Each proxy appends the address it was
// reached from, so what a client writes into the header itself stays on the left; counting
// `proxyHops` entries from the right lands on the address the outermost trusted proxy saw.
// Headers a client can set on its own (Fastly-Client-IP, the first X-Forwarded-For entry) are
// never read, nor is the header of a socket peer that is not one of the trusted proxies
// (proxy-peers.ts). docs/server.md says what Firebase Hosting and Cloud Functions send.
import type { Context } from 'hono';
import { isTrustedPeer } from './proxy-peers';

interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
}

export interface ProxySettings {
  trustProxy: boolean;
  /** The client's place in X-Forwarded-For counted from the right (1 = the last entry). */
  proxyHops: number;
  /** The socket peers that are those proxies (addresses, CIDR ranges, or `*`). */
  proxyPeers: readonly string[];
}

// IPv4, IPv6 (with an optional zone) or IPv4-mapped IPv6: anything else in a header is not an address.
const ADDRESS = /^[0-9A-Fa-f:.]{2,45}(%[0-9A-Za-z]{1,16})?$/;

const socketPeer = (c: Context): string | undefined => (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress;

/** Whether this request came through a trusted proxy, so that its forwarded headers may be read. */
export const fromTrustedProxy = (c: Context, settings: ProxySettings): boolean => settings.trustProxy && isTrustedPeer(socketPeer(c), settings.proxyPeers);

export function clientIp(c: Context, settings: ProxySettings): string {
  if (fromTrustedProxy(c, settings)) {
    const hops = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    // Fewer entries than trusted hops: the request did not come the way the proxies send it.
    const reported = hops.length >= settings.proxyHops ? hops[hops.length - settings.proxyHops]! : '';
    // Counter keys are built from this: a forged header must not make them huge or odd.
    return ADDRESS.test(reported) ? reported : 'invalid';
  }
  return socketPeer(c) ?? 'unknown';
}
