// GET /api/me/vehicles: the vehicles the signed-in user added, with their expiry dates.
import type { VehicleList } from '../../../shared/api/answers';
import { apiFetch } from '../../../shared/api/client';
import type { Vehicle } from '../../../core/reminders';
import * as API from '../../../core/api-paths';

export async function getVehicles(signal?: AbortSignal): Promise<Vehicle[]> {
  const { vehicles } = await apiFetch<VehicleList>(API.myVehicles, { signal });
  return vehicles;
}
