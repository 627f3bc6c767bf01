// With `checkAnswers` (on in the API tests): every JSON answer is checked against its schema in
// schemas/api/answers/ after the route has answered: a route's by the name it gave `answer()`, a
// refusal or failure as ErrorAnswer. A mismatch turns the answer into a 500 that names it, so a
// schema can never say something other than what the server sends.
import { Ajv } from 'ajv';
import type { MiddlewareHandler } from 'hono';
import admin from '../../../schemas/api/answers/admin.schema.json';
import account from '../../../schemas/api/answers/account.schema.json';
import common from '../../../schemas/api/answers/common.schema.json';
import feedback from '../../../schemas/api/answers/feedback.schema.json';
import grievance from '../../../schemas/api/answers/grievance.schema.json';
import insights from '../../../schemas/api/answers/insights.schema.json';
import listing from '../../../schemas/api/answers/listing.schema.json';
import personalData from '../../../schemas/api/answers/personal-data.schema.json';
import requests from '../../../schemas/api/answers/requests.schema.json';
import whatsapp from '../../../schemas/api/answers/whatsapp.schema.json';
import { API_SCHEMAS, SHARED_SCHEMAS } from '../validation/schemas';
import { answerName } from './answer';

const ANSWER_FILES = [admin, account, common, feedback, grievance, listing, requests, insights, whatsapp, personalData];

function answerValidator() {
  const ajv = new Ajv({ allErrors: true, strict: false });
  for (const schema of [...Object.values(API_SCHEMAS), ...Object.values(SHARED_SCHEMAS), ...ANSWER_FILES]) ajv.addSchema(schema);
  const idOf = new Map(ANSWER_FILES.flatMap((file) => Object.keys(file.definitions).map((name) => [name, `${file.$id}#/definitions/${name}`] as const)));
  return (name: string, body: unknown): string | null => {
    const id = idOf.get(name);
    if (!id) return `no answer schema is named ${name}`;
    const validate = ajv.getSchema(id)!;
    return validate(body) ? null : ajv.errorsText(validate.errors);
  };
}

export function checkAnswers(): MiddlewareHandler {
  const check = answerValidator();
  return async (c, next) => {
    await next();
    if (!c.res.headers.get('Content-Type')?.startsWith('application/json')) return;
    const name = answerName(c.req.raw) ?? (c.res.ok ? undefined : 'ErrorAnswer');
    const body: unknown = await c.res.clone().json();
    const problem = name ? check(name, body) : 'the route answered JSON without answer(c, name, body)';
    if (problem) c.res = Response.json({ error: `${c.req.method} ${c.req.path}: the answer ${name ?? ''} does not match its schema: ${problem}`, body }, { status: 500 });
  };
}
