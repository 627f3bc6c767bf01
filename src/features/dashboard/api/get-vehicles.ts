// GET /api/me/vehicles: the vehicles the signed-in user added, with their expiry dates.
import type { VehicleList } from '../../../shared/api/answers';
import { apiFetch } from '../../../shared/api/client';
import type { Vehicle } from '../../../core/reminders';

export async function getVehicles(signal?: AbortSignal): Promise<Vehicle[]> {
  const { vehicles } = await apiFetch<VehicleList>('/me/vehicles', { signal });
  return vehicles;
}
