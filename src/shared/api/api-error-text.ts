// The one place a failed API call becomes text: a message above the fields, and the server's
// per-field messages beside the fields they belong to. What differs between places (a list that
// failed to load says so rather than the server's refusal) is the small ErrorWording each passes.
import { ApiRequestError } from './client';
import type { MessageKey } from '../i18n/en';
import { t } from '../i18n/t';

export interface ShownError {
  message: string;
  fields: Record<string, string>;
}

/**
 * How a place words one kind of answer: 'server' the server's text (in the page's language, from
 * its code: client.ts), 'wait' how long to wait (a 429's Retry-After), 'fallback' the place's
 * fallback, or a dictionary key of its own.
 */
export type Wording = 'server' | 'wait' | 'fallback' | MessageKey;

export interface ErrorWording {
  /** A 429; 'wait' unless said otherwise. */
  tooMany?: Wording;
  /** A 404; as `refused` unless said otherwise. */
  notFound?: Wording;
  /** Any other 4xx; 'server' unless said otherwise. */
  refused?: Wording;
}

/** "Please wait N seconds/minutes": a 429 says how long in Retry-After, and people need the number. */
export function waitText(retryAfterSeconds: number | null): string {
  if (retryAfterSeconds === null) return t('auth.waitLater');
  if (retryAfterSeconds <= 90) return t('auth.waitSeconds', { count: Math.ceil(retryAfterSeconds) });
  return t('auth.waitMinutes', { count: Math.ceil(retryAfterSeconds / 60) });
}

const plain = (message: string): ShownError => ({ message, fields: {} });

function worded(err: ApiRequestError, wording: Wording, fallback: string): ShownError {
  if (wording === 'server') return { message: err.message, fields: err.fields };
  if (wording === 'wait') return plain(waitText(err.retryAfterSeconds));
  return plain(wording === 'fallback' ? fallback : t(wording));
}

/**
 * No connection, too many attempts, the server's own 4xx message, or the place's fallback for a
 * 5xx or anything unexpected (a server fault says nothing the visitor can act on).
 */
export function apiErrorText(err: unknown, fallback: string, wording: ErrorWording = {}): ShownError {
  if (!(err instanceof ApiRequestError)) return plain(fallback);
  if (err.status === 0) return plain(t('api.offline'));
  const refused = wording.refused ?? 'server';
  if (err.status === 429) return worded(err, wording.tooMany ?? 'wait', fallback);
  if (err.status === 404) return worded(err, wording.notFound ?? refused, fallback);
  if (err.status >= 400 && err.status < 500) return worded(err, refused, fallback);
  return plain(fallback);
}
