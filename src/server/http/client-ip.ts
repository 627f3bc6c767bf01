// The caller's address, for per-IP limits: the socket peer, or behind a trusted proxy the
// address the proxy reports. Firebase Hosting (Fastly) puts the visitor in Fastly-Client-IP and
// its own edge in X-Forwarded-For; Cloud Functions reached directly have the visitor first in
// X-Forwarded-For. A caller who bypasses Hosting can forge either, so per-IP limits there are
// best effort; the per-phone and per-account limits do not depend on the address.
import type { Context } from 'hono';

interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
}

// IPv4, IPv6 (with an optional zone) or IPv4-mapped IPv6: anything else in a header is not an address.
const ADDRESS = /^[0-9A-Fa-f:.]{2,45}(%[0-9A-Za-z]{1,16})?$/;

export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const reported = c.req.header('fastly-client-ip')?.trim() || c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    // Counter keys are built from this: a forged header must not make them huge or odd.
    if (reported) return ADDRESS.test(reported) ? reported : 'invalid';
  }
  const env = c.env as NodeBindings | undefined;
  return env?.incoming?.socket?.remoteAddress ?? 'unknown';
}
