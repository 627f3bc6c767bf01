// The user-facing wording for an unexpected failure of each action ('service.create_failed' ...):
// a route names its code up front, and the error handler answers with it instead of a generic one.
import type { MiddlewareHandler } from 'hono';
import type { ApiCode } from './api-error';

const codes = new WeakMap<Request, ApiCode>();

export function failAs(code: ApiCode): MiddlewareHandler {
  return async (c, next) => {
    codes.set(c.req.raw, code);
    await next();
  };
}

export function failureCode(req: Request): ApiCode {
  return codes.get(req) ?? 'server.failed';
}
