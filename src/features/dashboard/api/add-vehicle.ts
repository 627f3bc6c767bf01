// POST /api/me/vehicles: adds a vehicle number with its optional expiry dates.
import type { VehicleAnswer } from '../../../shared/api/answers';
import { apiFetch } from '../../../shared/api/client';
import type { Vehicle, VehicleExpiries } from '../../../core/reminders';

export async function addVehicle(input: { number: string; expiries: VehicleExpiries }): Promise<Vehicle> {
  const { vehicle } = await apiFetch<VehicleAnswer>('/me/vehicles', { method: 'POST', body: input });
  return vehicle;
}
