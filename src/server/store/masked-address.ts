// What the audit trail keeps of a client address past its first days (docs/decisions.md, the `log`
// kind): its network only. IPv4 keeps /24 (the last byte goes); IPv6 keeps /48, a site's prefix as
// registries assign it, so what remains names an operator's network, as a /24 does, not a household's
// /64. An IPv4-mapped IPv6 address is its IPv4 one. Anything else ('unknown', 'invalid', an address
// already cut) is left as it is.
import { isIP } from 'node:net';

const MAPPED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/** The eight 16-bit groups of an IPv6 address (isIP holds it valid), as hex without leading zeros. */
function groupsOf(address: string): string[] {
  const parts = (side: string) => (side === '' ? [] : side.split(':').flatMap((g) => (g.includes('.') ? ['v4', 'v4'] : [g])));
  const [head = '', tail] = address.split('::');
  const before = parts(head);
  const after = tail === undefined ? [] : parts(tail);
  const groups = [...before, ...Array<string>(8 - before.length - after.length).fill('0'), ...after];
  return groups.map((g) => (g === 'v4' ? g : parseInt(g, 16).toString(16)));
}

export function maskedAddress(ip: string): string {
  const address = ip.split('%')[0] ?? '';
  const v4 = MAPPED.exec(address)?.[1] ?? address;
  if (isIP(v4) === 4) return `${v4.split('.').slice(0, 3).join('.')}.0/24`;
  if (isIP(address) === 6) return `${groupsOf(address).slice(0, 3).join(':')}::/48`;
  return ip;
}
