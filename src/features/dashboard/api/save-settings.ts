// PUT /api/me/settings
import { apiFetch } from '../../../shared/api/client';
import type { ReminderSettings } from '../../../shared/api/answers';
import type { SettingsBody } from '../../../shared/api/bodies';

export function saveSettings(settings: SettingsBody): Promise<ReminderSettings> {
  return apiFetch<ReminderSettings>('/me/settings', { method: 'PUT', body: settings });
}
