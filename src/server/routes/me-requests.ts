// GET /api/me/requests: the signed-in user's requests, newest first, a page at a time. Requests sent
// signed out from the account's verified phone are attached to it first. PATCH /api/me/requests/:id
// turns one request's status texts on or off.
import { Hono } from 'hono';
import { requireUser, type UserEnv } from '../auth/user-guard';
import type { AppDeps } from '../deps';
import { ApiError } from '../http/api-error';
import { failAs } from '../http/fail-as';
import { idParam } from '../http/id-param';
import { readJson } from '../http/json-body';
import { parsePageKey } from '../store/page-key';
import { isProven } from '../store/phone-holder';
import { requestView } from '../tracking/request-view';
import { validateBody } from '../validation/validate';
import { answer } from '../http/answer';
import * as API from '../../core/api-paths';
import { below } from '../../core/api-url';

const NOT_YOURS = 'request.not_found';

export function meRequestRoutes(deps: AppDeps): Hono<UserEnv> {
  const { store, config } = deps;
  const app = new Hono<UserEnv>();
  const at = below(API.myRequests);
  app.use('*', requireUser(deps));

  app.get(at(API.myRequests), async (c) => {
    const user = c.get('user');
    const { pageSize } = config.tracking;
    const rawLimit = c.req.query('limit');
    const limit = rawLimit === undefined || rawLimit === '' ? pageSize.default : Number(rawLimit);
    if (!Number.isInteger(limit) || limit < 1 || limit > pageSize.max) {
      throw new ApiError(400, 'page.limit', { limit: 'page.limit' }, { max: pageSize.max });
    }
    const cursor = c.req.query('cursor') || null;
    if (cursor !== null && !parsePageKey(cursor)) throw new ApiError(400, 'page.invalid_link', { cursor: 'page.invalid_cursor' });
    if (cursor === null) {
      const settings = await store.userSettings.get(user.id);
      if (isProven(user, settings)) await store.requests.attachToUser(user.phone, user.id, config.now());
    }
    const page = await store.requests.listForUser(user.id, { limit, cursor });
    return answer(c, 'RequestPage', { requests: page.items.map((r) => requestView(r, config.tracking, config.now())), nextCursor: page.next });
  });

  app.patch(at(API.myRequest), failAs('request.save_failed'), async (c) => {
    const id = idParam(c, NOT_YOURS);
    const body = validateBody('me-request', await readJson(c));
    const request = await store.requests.get(id);
    // Another account's request is answered as a missing one: ids are not secrets, ownership is.
    if (!request || request.userId !== c.get('user').id) throw new ApiError(404, NOT_YOURS);
    const changed = (await store.requests.setUpdates(id, body.updates, config.now())) ?? request;
    return answer(c, 'RequestAnswer', { request: requestView(changed, config.tracking, config.now()) });
  });

  return app;
}
