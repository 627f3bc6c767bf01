// A failed dashboard call as the page shows it: the server's own 4xx message (and per-field
// messages), or a plain text for no connection, too many attempts and server faults.
import { ApiRequestError } from '../../shared/api/client';
import { t } from '../../shared/i18n/t';

export function errorText(err: unknown): { message: string; fields: Record<string, string> } {
  if (!(err instanceof ApiRequestError)) return { message: t('api.failed'), fields: {} };
  if (err.status === 0) return { message: t('api.offline'), fields: {} };
  if (err.status === 429) return { message: t('dash.tooMany'), fields: {} };
  if (err.status >= 400 && err.status < 500) return { message: err.message, fields: err.fields };
  return { message: t('api.failed'), fields: {} };
}
