// What the audit trail keeps of a client address past its first days: its /24 (IPv4) or /48 (IPv6).
import { describe, expect, it } from 'vitest';
import { maskedAddress } from '../../src/server/store/masked-address';

describe('a masked address', () => {
  it.each([
    ['203.0.113.77', '203.0.113.0/24'],
    ['::ffff:203.0.113.77', '203.0.113.0/24'],
    ['2001:db8:85a3:8d3:1319:8a2e:370:7348', '2001:db8:85a3::/48'],
    ['2001:0DB8:0000:0042::1', '2001:db8:0::/48'],
    ['2001::1:2:3:4:5:6', '2001:0:1::/48'],
    ['fe80::1%eth0', 'fe80:0:0::/48'],
  ])('%s keeps its network: %s', (ip, masked) => {
    expect(maskedAddress(ip)).toBe(masked);
  });

  it.each(['203.0.113.0/24', '2001:db8:85a3::/48', 'unknown', 'invalid'])('%s, no address or one cut already, stays as it is', (ip) => {
    expect(maskedAddress(ip)).toBe(ip);
  });
});
