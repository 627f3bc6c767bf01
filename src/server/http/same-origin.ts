// Refuses state-changing requests sent by another site (CSRF): the browser's Sec-Fetch-Site and
// Origin headers must say the request came from our own pages. Clients that send neither (curl,
// server-to-server) cannot carry a victim's cookies, so they pass.
import type { MiddlewareHandler } from 'hono';
import { ApiError } from './api-error';
import { fromTrustedProxy, type ProxySettings } from './client-ip';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

export function sameOrigin(settings: { allowedOrigins: readonly string[] } & ProxySettings): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE.has(c.req.method)) return next();
    const site = c.req.header('sec-fetch-site');
    if (site !== undefined && site !== 'same-origin' && site !== 'none') {
      throw new ApiError(403, 'origin.refused');
    }
    const origin = c.req.header('origin');
    if (origin !== undefined && !settings.allowedOrigins.includes(origin)) {
      let host: string;
      try {
        host = new URL(origin).host;
      } catch {
        throw new ApiError(403, 'origin.refused');
      }
      // Behind Firebase Hosting the function sees the public host in X-Forwarded-Host; without a
      // trusted proxy that header is the client's own word, so it is not read.
      const own = [fromTrustedProxy(c, settings) ? c.req.header('x-forwarded-host') : undefined, c.req.header('host')].filter(Boolean);
      if (!own.includes(host)) throw new ApiError(403, 'origin.refused');
    }
    return next();
  };
}
