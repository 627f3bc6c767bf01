// Every JSON answer goes out through `answer(c, 'Name', body)`: the type checker holds the body to
// the type made from schemas/api/answers/ (src/shared/api/answers.ts, the browser's calls read the
// same types), and with `checkAnswers` on (the API tests) check-answers.ts holds what was really
// sent to the schema itself. So no answer's shape is written by hand on either side.
import type { Context, Env } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Answers } from '../../shared/api/answers';

const names = new WeakMap<Request, keyof Answers>();

export function answer<N extends keyof Answers, E extends Env>(c: Context<E>, name: N, body: Answers[N], status?: ContentfulStatusCode): Response {
  names.set(c.req.raw, name);
  return c.json(body as object, status);
}

/** The answer's name, when the route answered with `answer()`. */
export const answerName = (request: Request): keyof Answers | undefined => names.get(request);
