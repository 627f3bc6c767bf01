// The one fetch wrapper every browser call to our own /api goes through: same-origin JSON, the
// session cookie sent along, and one error type carrying the server's {error, fields?} message.
import { currentLanguage, t } from '../i18n/t';

export class ApiRequestError extends Error {
  constructor(
    /** HTTP status; 0 when the request never reached the server (offline, DNS, aborted). */
    readonly status: number,
    message: string,
    readonly fields: Record<string, string> = {},
    /** Seconds from a 429's Retry-After header, so a page can say how long to wait. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

export interface ApiOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

/** Calls `/api${path}` and returns the parsed JSON body, or throws ApiRequestError. */
export async function apiFetch<T>(path: string, { method = 'GET', body, signal }: ApiOptions = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method,
      signal,
      credentials: 'same-origin',
      // The server answers its messages in the page's language, not the browser's.
      headers: { Accept: 'application/json', 'Accept-Language': currentLanguage(), ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (err) {
    if (signal?.aborted) throw err;
    throw new ApiRequestError(0, t('api.offline'));
  }
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const shaped = (data ?? {}) as { error?: unknown; fields?: unknown };
    const message = typeof shaped.error === 'string' ? shaped.error : t('api.failed');
    const fields = shaped.fields && typeof shaped.fields === 'object' ? (shaped.fields as Record<string, string>) : {};
    const retryAfter = Number(response.headers.get('Retry-After') ?? NaN);
    throw new ApiRequestError(response.status, message, fields, Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null);
  }
  return data as T;
}
