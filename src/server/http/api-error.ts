// The one error shape every /api failure takes: {error, code, fields?, fieldCodes?, values?}, plus
// Retry-After for 429. `code` (and each field's code) is stable and is what the browser shows, in
// the page's language, from its dictionary (`t('api.<code>')`, src/shared/i18n/en-api.ts and
// te-api.ts); `error` and `fields` are the English texts, for any other client. `values` fill the
// placeholders of a text ("Please wait {seconds} seconds …").
import { enApi } from '../../shared/i18n/en-api';
import type { ErrorAnswer } from '../../shared/api/answers';

/** A code the server answers with, whose English text is in src/shared/i18n/en-api.ts. */
export type ApiCode = keyof typeof enApi extends `api.${infer Code}` ? Code : never;
export type Values = Record<string, string | number>;

/** One message: its code and its English text (a schema's codes take their text from the schema). */
export interface Problem {
  code: string;
  text: string;
}

export const fill = (template: string, values: Values = {}): string =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

/** The English text of a server code, its placeholders filled. */
export function english(code: ApiCode, values?: Values): string {
  return fill(enApi[`api.${code}`], values);
}

const problemOf = (p: Problem | ApiCode, values?: Values): Problem => (typeof p === 'string' ? { code: p, text: english(p, values) } : p);

export type Status = 400 | 401 | 403 | 404 | 409 | 413 | 429 | 500 | 502 | 503;

export class ApiError extends Error {
  readonly code: string;
  readonly fields?: Readonly<Record<string, Problem>>;

  constructor(
    readonly status: Status,
    problem: Problem | ApiCode,
    fields?: Record<string, Problem | ApiCode>,
    readonly values?: Values,
    readonly retryAfterSeconds?: number,
  ) {
    const main = problemOf(problem, values);
    super(main.text);
    this.code = main.code;
    if (fields) this.fields = Object.fromEntries(Object.entries(fields).map(([name, p]) => [name, problemOf(p, values)]));
  }
}

export function tooMany(code: ApiCode, retryAfterMs: number, values?: Values): ApiError {
  return new ApiError(429, code, undefined, values, Math.max(1, Math.ceil(retryAfterMs / 1000)));
}

/** The JSON of a refusal or failure (ErrorAnswer of schemas/api/answers/common.schema.json). */
export function errorBody(err: ApiError): ErrorAnswer {
  const body: ErrorAnswer = { error: err.message, code: err.code };
  if (err.fields) {
    body.fields = Object.fromEntries(Object.entries(err.fields).map(([name, p]) => [name, p.text]));
    body.fieldCodes = Object.fromEntries(Object.entries(err.fields).map(([name, p]) => [name, p.code]));
  }
  if (err.values) body.values = err.values;
  return body;
}

/** A success answer's message: its code and English text, e.g. `c.json({...said('auth.signed_in'), user})`. */
export function said(code: ApiCode, values?: Values): { message: string; code: string } {
  return { message: english(code, values), code };
}
