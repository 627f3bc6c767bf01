// GET /api/me/settings: whether the user wants reminder texts.
import { apiFetch } from '../../../shared/api/client';

export interface Settings {
  reminders: boolean;
  /** Reminders are texted only to a number its holder confirmed with a code. */
  phoneProven: boolean;
}

export function getSettings(signal?: AbortSignal): Promise<Settings> {
  return apiFetch<Settings>('/me/settings', { signal });
}
