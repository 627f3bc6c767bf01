// Reads a JSON request body: at most 16 KB, JSON content type, parseable. Anything else is a 4xx.
import type { Context } from 'hono';
import { ApiError } from './api-error';

export const BODY_LIMIT_BYTES = 16 * 1024;

const TOO_LARGE = 'body.too_large';

/** The raw body, refused with 413 past `limit` bytes (a webhook's signature is over these exact bytes). */
export async function readLimited(req: Request, limit = BODY_LIMIT_BYTES): Promise<Uint8Array> {
  const declared = req.headers.get('content-length');
  if (declared !== null && Number(declared) > limit) throw new ApiError(413, TOO_LARGE);
  if (!req.body) return new Uint8Array();
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => undefined);
      throw new ApiError(413, TOO_LARGE);
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.byteLength;
  }
  return out;
}

export async function readJson(c: Context): Promise<unknown> {
  const type = c.req.header('content-type') ?? '';
  // Requiring JSON also shuts out cross-site HTML form posts, which cannot send this type.
  if (!/^application\/json\s*(;|$)/i.test(type)) {
    throw new ApiError(400, 'body.not_json_type');
  }
  const bytes = await readLimited(c.req.raw);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new ApiError(400, 'body.not_utf8');
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError(400, 'body.not_json');
  }
}
