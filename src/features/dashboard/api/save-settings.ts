// PUT /api/me/settings
import { apiFetch } from '../../../shared/api/client';
import type { ReminderSettings } from '../../../shared/api/answers';

export function saveSettings(settings: Pick<ReminderSettings, 'reminders'>): Promise<ReminderSettings> {
  return apiFetch<ReminderSettings>('/me/settings', { method: 'PUT', body: settings });
}
