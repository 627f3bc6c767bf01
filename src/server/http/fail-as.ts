// The user-facing wording for an unexpected failure of each action ('Failed to create service' ...):
// a route names it up front, and the error handler uses it instead of a generic text.
import type { MiddlewareHandler } from 'hono';

const messages = new WeakMap<Request, string>();

export const GENERIC_FAILURE = 'Something went wrong. Please try again.';

export function failAs(message: string): MiddlewareHandler {
  return async (c, next) => {
    messages.set(c.req.raw, message);
    await next();
  };
}

export function failureMessage(req: Request): string {
  return messages.get(req) ?? GENERIC_FAILURE;
}
