// What a dashboard page loaded: the data, or the message to show in its place. A failed call shows
// inline with a retry rather than taking the whole page to the error screen.
import { lostConnection } from '../../shared/api/client';
import { t } from '../../shared/i18n/t';

export type Loaded<T> = { ok: true; data: T } | { ok: false; message: string };

export async function settle<T>(promise: Promise<T>): Promise<Loaded<T>> {
  try {
    return { ok: true, data: await promise };
  } catch (err) {
    return { ok: false, message: lostConnection(err) ? t('api.offline') : t('dash.loadFailed') };
  }
}
