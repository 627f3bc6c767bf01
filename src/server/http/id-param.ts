// Record ids in paths are the UUIDs we issue; anything else cannot name a record (and must not
// reach the store: "a/b" or "__x__" are not valid Firestore document ids).
import type { Context } from 'hono';
import { ApiError, type ApiCode } from './api-error';

const ID = /^[A-Za-z0-9_-]{1,64}$/;

export function idParam(c: Context, notFound: ApiCode): string {
  const id = c.req.param('id') ?? '';
  if (!ID.test(id) || /^__.*__$/.test(id)) throw new ApiError(404, notFound);
  return id;
}
