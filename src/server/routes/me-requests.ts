// GET /api/me/requests: the signed-in user's requests, newest first, a page at a time. Requests sent
// signed out from the account's verified phone are attached to it first.
import { Hono } from 'hono';
import { requireUser, type UserEnv } from '../auth/user-guard';
import type { AppDeps } from '../deps';
import { ApiError } from '../http/api-error';
import { parsePageKey } from '../store/page-key';
import { requestView } from '../tracking/request-view';

export function meRequestRoutes(deps: AppDeps): Hono<UserEnv> {
  const { store, config } = deps;
  const app = new Hono<UserEnv>();
  app.use('*', requireUser(deps));

  app.get('/', async (c) => {
    const user = c.get('user');
    const { pageSize } = config.tracking;
    const rawLimit = c.req.query('limit');
    const limit = rawLimit === undefined || rawLimit === '' ? pageSize.default : Number(rawLimit);
    if (!Number.isInteger(limit) || limit < 1 || limit > pageSize.max) {
      throw new ApiError(400, `limit must be a whole number from 1 to ${pageSize.max}.`, { limit: `limit must be a whole number from 1 to ${pageSize.max}.` });
    }
    const cursor = c.req.query('cursor') || null;
    if (cursor !== null && !parsePageKey(cursor)) throw new ApiError(400, 'This page link is not valid. Please start from the first page.', { cursor: 'Invalid cursor.' });
    if (cursor === null) {
      const settings = await store.userSettings.get(user.id);
      if (settings?.verifiedPhone === user.phone) await store.requests.attachToUser(user.phone, user.id, config.now());
    }
    const page = await store.requests.listForUser(user.id, { limit, cursor });
    return c.json({ requests: page.items.map(requestView), nextCursor: page.next });
  });

  return app;
}
