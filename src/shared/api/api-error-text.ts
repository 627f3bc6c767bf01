// Turns a failed API call into what a form shows: a message above the fields, and the server's
// per-field messages beside the fields they belong to.
import { ApiRequestError } from './client';
import { t } from '../i18n/t';

export interface ShownError {
  message: string;
  fields: Record<string, string>;
}

/** "Please wait N seconds/minutes": a 429 says how long in Retry-After, and people need the number. */
export function waitText(retryAfterSeconds: number | null): string {
  if (retryAfterSeconds === null) return t('auth.waitLater');
  if (retryAfterSeconds <= 90) return t('auth.waitSeconds', { count: Math.ceil(retryAfterSeconds) });
  return t('auth.waitMinutes', { count: Math.ceil(retryAfterSeconds / 60) });
}

/**
 * No connection, too many attempts, the server's own 4xx message (in the page's language, from
 * its code: client.ts), or the form's fallback for a 5xx or anything unexpected (a server fault
 * says nothing the visitor can act on).
 */
export function apiErrorText(err: unknown, fallback: string): ShownError {
  if (!(err instanceof ApiRequestError)) return { message: fallback, fields: {} };
  if (err.status === 0) return { message: t('api.offline'), fields: {} };
  if (err.status === 429) return { message: waitText(err.retryAfterSeconds), fields: {} };
  if (err.status >= 400 && err.status < 500) return { message: err.message, fields: err.fields };
  return { message: fallback, fields: {} };
}
