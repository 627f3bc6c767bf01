// PATCH /api/me/vehicles/:id: changes a vehicle's number or expiry dates.
import type { VehicleAnswer } from '../../../shared/api/answers';
import { apiFetch } from '../../../shared/api/client';
import type { Vehicle } from '../../../core/reminders';
import type { VehicleUpdateBody } from '../../../shared/api/bodies';
import * as API from '../../../core/api-paths';
import { apiPath } from '../../../core/api-url';

export async function updateVehicle(id: string, input: VehicleUpdateBody): Promise<Vehicle> {
  const { vehicle } = await apiFetch<VehicleAnswer>(apiPath(API.myVehicle, { id }), { method: 'PATCH', body: input });
  return vehicle;
}
