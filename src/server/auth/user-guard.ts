// Guards the /api/me routes: 401 without a live user session. Puts the user on the context, so
// every handler reads and writes only that user's records.
import type { MiddlewareHandler } from 'hono';
import type { AppDeps } from '../deps';
import { ApiError } from '../http/api-error';
import type { User } from '../store/types';
import { currentSession } from './sessions';

export type UserEnv = { Variables: { user: User } };

export const SIGN_IN_NEEDED = 'auth.sign_in_needed';

export function requireUser(deps: AppDeps): MiddlewareHandler<UserEnv> {
  return async (c, next) => {
    const session = await currentSession(c, deps, 'user');
    const user = session ? await deps.store.users.byId(session.subjectId) : null;
    if (!user) throw new ApiError(401, SIGN_IN_NEEDED);
    c.set('user', user);
    await next();
  };
}
