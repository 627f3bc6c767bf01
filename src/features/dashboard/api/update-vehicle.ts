// PATCH /api/me/vehicles/:id: changes a vehicle's number or expiry dates.
import type { VehicleAnswer } from '../../../shared/api/answers';
import { apiFetch } from '../../../shared/api/client';
import type { Vehicle } from '../../../core/reminders';
import type { VehicleUpdateBody } from '../../../shared/api/bodies';

export async function updateVehicle(id: string, input: VehicleUpdateBody): Promise<Vehicle> {
  const { vehicle } = await apiFetch<VehicleAnswer>(`/me/vehicles/${encodeURIComponent(id)}`, { method: 'PATCH', body: input });
  return vehicle;
}
