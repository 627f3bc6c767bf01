// PATCH /api/me/vehicles/:id: changes a vehicle's number or expiry dates.
import type { VehicleAnswer } from '../../../shared/api/answers';
import { apiFetch } from '../../../shared/api/client';
import type { Vehicle, VehicleExpiries } from '../../../core/reminders';

export async function updateVehicle(id: string, input: { number: string; expiries: VehicleExpiries }): Promise<Vehicle> {
  const { vehicle } = await apiFetch<VehicleAnswer>(`/me/vehicles/${encodeURIComponent(id)}`, { method: 'PATCH', body: input });
  return vehicle;
}
