// The one error shape every /api failure takes: {error, fields?}, plus Retry-After for 429.

export type FieldErrors = Record<string, string>;

export class ApiError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 429 | 502 | 503,
    message: string,
    readonly fields?: FieldErrors,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export function tooMany(message: string, retryAfterMs: number): ApiError {
  return new ApiError(429, message, undefined, Math.max(1, Math.ceil(retryAfterMs / 1000)));
}

export function errorBody(err: ApiError): { error: string; fields?: FieldErrors } {
  return err.fields ? { error: err.message, fields: err.fields } : { error: err.message };
}
