// What a dashboard page loaded: the data, or the message to show in its place. A failed call shows
// inline with a retry rather than taking the whole page to the error screen.
import { apiErrorText } from '../../shared/api/api-error-text';
import { t } from '../../shared/i18n/t';
import { LOAD_WORDING } from './error-wording';

export type Loaded<T> = { ok: true; data: T } | { ok: false; message: string };

export async function settle<T>(promise: Promise<T>): Promise<Loaded<T>> {
  try {
    return { ok: true, data: await promise };
  } catch (err) {
    return { ok: false, message: apiErrorText(err, t('dash.loadFailed'), LOAD_WORDING).message };
  }
}
