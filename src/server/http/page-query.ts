// The `limit` and `cursor` of a paged list's query string, checked.
import type { Context } from 'hono';
import type { ServerConfig } from '../config';
import { parsePageKey } from '../store/page-key';
import type { PageQuery } from '../store/tracking-types';
import { ApiError } from './api-error';

/** `isCursor` says which cursors the list issues (newest-first keys unless told). */
export function pageQuery(c: Context, config: ServerConfig, isCursor: (cursor: string) => boolean = (k) => parsePageKey(k) !== null): PageQuery {
  const { pageSize } = config.tracking;
  const rawLimit = c.req.query('limit');
  const limit = rawLimit ? Number(rawLimit) : pageSize.default;
  if (!Number.isInteger(limit) || limit < 1 || limit > pageSize.max) {
    throw new ApiError(400, 'page.limit', undefined, { max: pageSize.max });
  }
  const cursor = c.req.query('cursor') || null;
  if (cursor !== null && !isCursor(cursor)) throw new ApiError(400, 'page.invalid_link');
  return { limit, cursor };
}
