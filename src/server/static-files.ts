// Serves the build: each prerendered page at its clean URL (/services/vehicle-ekyc from
// services/vehicle-ekyc.html), the app shell for the client-only paths (/dashboard, /profile,
// /admin…), the fix link page (f.html) for every /f/<code>, and 404.html with status 404 for any other path that is not a file, as Firebase Hosting
// does with firebase.json; under /te/ the Telugu ones (te/app-shell.html, te/404.html). Hashed files under /assets/ are cached for a year, pages never without
// asking again. Text files are sent brotli- or gzip-compressed (compressed once, kept in memory:
// the build output does not change while the server runs).
import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Context, Hono } from 'hono';
import { APP_SHELL_FILE, fileForLanguageOf, fixLinkPageFile, isClientOnlyPath, NOT_FOUND_FILE, pageFile } from '../catalog/public-pages';

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

const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg\+xml)/;

interface Cached {
  mtimeMs: number;
  raw: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

const cache = new Map<string, Cached>();

async function readCached(file: string): Promise<Cached | null> {
  try {
    const stat = await fs.stat(file);
    if (!stat.isFile()) return null;
    const hit = cache.get(file);
    if (hit && hit.mtimeMs === stat.mtimeMs) return hit;
    const entry = { mtimeMs: stat.mtimeMs, raw: await fs.readFile(file) };
    cache.set(file, entry);
    return entry;
  } catch {
    return null;
  }
}

/** A text file as the server sends it to a browser that takes brotli (npm run size measures pages with it). */
export const brotli = (raw: Buffer): Buffer => zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 10 } });

function encode(c: Context, entry: Cached, type: string): { body: Buffer; encoding?: string } {
  if (!COMPRESSIBLE.test(type) || entry.raw.byteLength < 1024) return { body: entry.raw };
  const accepted = c.req.header('accept-encoding') ?? '';
  if (/\bbr\b/.test(accepted)) {
    entry.br ??= brotli(entry.raw);
    return { body: entry.br, encoding: 'br' };
  }
  if (/\bgzip\b/.test(accepted)) {
    entry.gzip ??= zlib.gzipSync(entry.raw, { level: 9 });
    return { body: entry.gzip, encoding: 'gzip' };
  }
  return { body: entry.raw };
}

function respond(c: Context, entry: Cached, file: string, cache: string, status: 200 | 404 = 200): Response {
  const type = TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
  const { body, encoding } = encode(c, entry, type);
  const headers: Record<string, string> = { 'Content-Type': type, 'Content-Length': String(body.byteLength), 'Cache-Control': cache, Vary: 'Accept-Encoding' };
  if (encoding) headers['Content-Encoding'] = encoding;
  if (c.req.method === 'HEAD') return c.body(null, status, headers);
  return c.body(new Uint8Array(body), status, headers);
}

/**
 * Pages are asked for again on every visit (a new build changes them), and so are the service worker
 * and the web app manifests (a new build must reach the browser at once); hashed assets, English and
 * Telugu, never change.
 */
function cachePolicy(rel: string, file: string): string {
  if (file.endsWith('.html') || rel === '/sw.js' || file.endsWith('.webmanifest')) return 'no-cache';
  return /^\/(te\/)?assets\//.test(rel) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600';
}

/** Adds the static routes; call after createApp so /api keeps priority. */
export function serveSpa(app: Hono, root: string): void {
  const base = path.resolve(root);

  /** The file at `rel` under the root, or null: never a dotfile, never outside the root. */
  const fileAt = async (rel: string): Promise<{ file: string; entry: Cached } | null> => {
    const file = path.resolve(base, `.${path.posix.normalize(rel)}`);
    // Dotfiles (e.g. Vite's .vite/manifest.json) are never served: Hosting does not deploy them
    // ("**/.*" in firebase.json), so there such a path is a 404, and here too.
    const hidden = path.relative(base, file).split(path.sep).some((part) => part.startsWith('.'));
    if (hidden || !(file === base || file.startsWith(base + path.sep)) || file.includes('\0')) return null;
    const entry = await readCached(file);
    return entry ? { file, entry } : null;
  };

  app.on(['GET', 'HEAD'], '*', async (c) => {
    let rel: string;
    try {
      rel = decodeURIComponent(c.req.path);
    } catch {
      rel = '/';
    }
    const page = rel.length > 1 ? rel.replace(/\/+$/, '') : rel;
    const found = (await fileAt(rel)) ?? (rel.startsWith('/assets/') ? null : await fileAt(`/${pageFile(page)}`));
    if (found) return respond(c, found.entry, found.file, cachePolicy(rel, found.file));
    // A missing hashed asset is a plain 404, never a page: a stale page would otherwise get HTML as JS.
    if (rel.startsWith('/assets/')) return c.text('Not found', 404);
    // A fix link (/f/<code>) is its one prerendered page, whatever the code.
    const fixPage = fixLinkPageFile(page);
    const fixFound = fixPage ? await fileAt(`/${fixPage}`) : null;
    if (fixFound) return respond(c, fixFound.entry, fixFound.file, 'no-cache');
    const fallback = isClientOnlyPath(page) ? APP_SHELL_FILE : NOT_FOUND_FILE;
    // Under /te/ the Telugu build's app shell and 404 page answer.
    const shown = await fileAt(`/${fileForLanguageOf(page, fallback)}`);
    if (!shown) return c.text('The app is not built. Run `npm run build` first.', 503);
    return respond(c, shown.entry, shown.file, 'no-cache', fallback === NOT_FOUND_FILE ? 404 : 200);
  });
}
