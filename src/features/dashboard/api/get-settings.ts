// GET /api/me/settings: whether the user wants reminder texts.
import type { ReminderSettings } from '../../../shared/api/answers';
import { apiFetch } from '../../../shared/api/client';
import * as API from '../../../core/api-paths';

export function getSettings(signal?: AbortSignal): Promise<ReminderSettings> {
  return apiFetch<ReminderSettings>(API.mySettings, { signal });
}
