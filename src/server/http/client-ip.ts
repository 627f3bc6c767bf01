// The caller's address, for per-IP limits: the socket peer, or behind a trusted proxy the
// address the proxy reports. Firebase Hosting (Fastly) puts the visitor in Fastly-Client-IP and
// its own edge in X-Forwarded-For; Cloud Functions reached directly have the visitor first in
// X-Forwarded-For. A caller who bypasses Hosting can forge either, so per-IP limits there are
// best effort; the per-phone and per-account limits do not depend on the address.
import type { Context } from 'hono';

interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
}

export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const fastly = c.req.header('fastly-client-ip')?.trim();
    if (fastly) return fastly;
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  const env = c.env as NodeBindings | undefined;
  return env?.incoming?.socket?.remoteAddress ?? 'unknown';
}
