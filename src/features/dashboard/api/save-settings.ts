// PUT /api/me/settings
import { apiFetch } from '../../../shared/api/client';
import type { ReminderSettings } from '../../../shared/api/answers';
import type { SettingsBody } from '../../../shared/api/bodies';
import * as API from '../../../core/api-paths';

export function saveSettings(settings: SettingsBody): Promise<ReminderSettings> {
  return apiFetch<ReminderSettings>(API.mySettings, { method: 'PUT', body: settings });
}
