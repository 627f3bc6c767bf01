// The one fetch wrapper every browser call to our own /api goes through: same-origin JSON, the
// session cookie sent along, and one error type carrying the server's message. An error answer is
// {error, code, fields?, fieldCodes?, values?}: the texts shown are the dictionary's for each code
// (`api.<code>` of en-api.ts / te-api.ts, loaded the first time an answer needs one, in the page's
// language), or the server's English when there is none.
import { apiUrl } from '../../core/api-url';
import { currentLanguage, loadApiTexts, t, textOf } from '../i18n/t';
import { withStatusLabels } from './status-values';

type Values = Record<string, string | number>;

export class ApiRequestError extends Error {
  constructor(
    /** HTTP status; 0 when the request never reached the server (offline, DNS, aborted). */
    readonly status: number,
    message: string,
    readonly fields: Record<string, string> = {},
    /** Seconds from a 429's Retry-After header, so a page can say how long to wait. */
    readonly retryAfterSeconds: number | null = null,
    /** The answer's code (`auth.invalid_login`, `schema.auth-login.phone.required` …); '' without one. */
    readonly code: string = '',
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

/** A call that never reached the server (offline, DNS, aborted): pages say so rather than that something failed. */
export function lostConnection(err: unknown): boolean {
  return err instanceof ApiRequestError && err.status === 0;
}

/** The text of an API code in the page's language, or `fallback` (the server's English) when the dictionary has none. */
export function apiText(code: unknown, fallback: string, values: Values = {}): string {
  return (typeof code === 'string' && code !== '' ? textOf(`api.${code}`, withStatusLabels(values)) : undefined) ?? fallback;
}

const record = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

export interface ApiOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

/** Calls `path` of our API (src/core/api-paths.ts: `API`, filled by `apiPath`) and returns the parsed JSON body, or throws ApiRequestError. */
export async function apiFetch<T>(path: string, { method = 'GET', body, signal }: ApiOptions = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(apiUrl(path), {
      method,
      signal,
      credentials: 'same-origin',
      // The page's language: the texts the server sends itself (a code by SMS) follow it.
      headers: { Accept: 'application/json', 'Accept-Language': currentLanguage(), ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (err) {
    if (signal?.aborted) throw err;
    throw new ApiRequestError(0, t('api.offline'));
  }
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    await loadApiTexts();
    const shaped = record(data);
    const values = record(shaped.values) as Values;
    const code = typeof shaped.code === 'string' ? shaped.code : '';
    const message = apiText(code, typeof shaped.error === 'string' ? shaped.error : t('api.failed'), values);
    const fieldCodes = record(shaped.fieldCodes);
    const fields = Object.fromEntries(Object.entries(record(shaped.fields)).map(([name, text]) => [name, apiText(fieldCodes[name], String(text), values)]));
    const retryAfter = Number(response.headers.get('Retry-After') ?? NaN);
    throw new ApiRequestError(response.status, message, fields, Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null, code);
  }
  return data as T;
}

/** A success answer's message ({message, code}) in the page's language, filled in with `values`. */
export async function answerText(answer: { message: string; code?: string }, values: Values = {}): Promise<string> {
  await loadApiTexts();
  return apiText(answer.code, answer.message, values);
}
