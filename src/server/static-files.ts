// Serves the built SPA: hashed files under /assets/ cached for a year, index.html never cached,
// and any other GET path that is not a file answered with index.html (the client router then
// shows the page, or its own not-found page).
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Context, Hono } from 'hono';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.cjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.gif': 'image/gif',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

async function readFileIfAny(file: string): Promise<Buffer | null> {
  try {
    const stat = await fs.stat(file);
    return stat.isFile() ? await fs.readFile(file) : null;
  } catch {
    return null;
  }
}

function respond(c: Context, body: Buffer, file: string, cache: string): Response {
  const type = TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
  const headers = { 'Content-Type': type, 'Content-Length': String(body.byteLength), 'Cache-Control': cache };
  if (c.req.method === 'HEAD') return c.body(null, 200, headers);
  return c.body(new Uint8Array(body), 200, headers);
}

/** Adds the static routes; call after createApp so /api keeps priority. */
export function serveSpa(app: Hono, root: string): void {
  const base = path.resolve(root);
  const indexFile = path.join(base, 'index.html');

  app.on(['GET', 'HEAD'], '*', async (c) => {
    let rel: string;
    try {
      rel = decodeURIComponent(c.req.path);
    } catch {
      rel = '/';
    }
    const file = path.resolve(base, `.${path.posix.normalize(rel)}`);
    // Never outside the root, whatever the path says.
    if (file.startsWith(base + path.sep) && !file.includes('\0')) {
      const body = await readFileIfAny(file);
      if (body) {
        const immutable = rel.startsWith('/assets/');
        const cache = file === indexFile ? 'no-cache' : immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600';
        return respond(c, body, file, cache);
      }
      // A missing hashed asset is a real 404, not the SPA: a stale page would otherwise get HTML as JS.
      if (rel.startsWith('/assets/')) return c.text('Not found', 404);
    }
    const index = await readFileIfAny(indexFile);
    if (!index) return c.text('The app is not built. Run `npm run build` first.', 503);
    return respond(c, index, indexFile, 'no-cache');
  });
}
