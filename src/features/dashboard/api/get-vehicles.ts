// GET /api/me/vehicles: the vehicles the signed-in user added, with their expiry dates.
import { apiFetch } from '../../../shared/api/client';
import type { Vehicle } from '../../../core/reminders';

export async function getVehicles(signal?: AbortSignal): Promise<Vehicle[]> {
  const { vehicles } = await apiFetch<{ vehicles: Vehicle[] }>('/me/vehicles', { signal });
  return vehicles;
}
