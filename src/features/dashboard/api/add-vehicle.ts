// POST /api/me/vehicles: adds a vehicle number with its optional expiry dates.
import type { VehicleAnswer } from '../../../shared/api/answers';
import { apiFetch } from '../../../shared/api/client';
import type { Vehicle } from '../../../core/reminders';
import type { VehicleBody } from '../../../shared/api/bodies';
import * as API from '../../../core/api-paths';

export async function addVehicle(input: VehicleBody): Promise<Vehicle> {
  const { vehicle } = await apiFetch<VehicleAnswer>(API.myVehicles, { method: 'POST', body: input });
  return vehicle;
}
