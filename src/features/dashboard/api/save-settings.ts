// PUT /api/me/settings
import { apiFetch } from '../../../shared/api/client';
import type { Settings } from './get-settings';

export function saveSettings(settings: Pick<Settings, 'reminders'>): Promise<Settings> {
  return apiFetch<Settings>('/me/settings', { method: 'PUT', body: settings });
}
