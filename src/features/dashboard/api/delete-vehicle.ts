// DELETE /api/me/vehicles/:id
import { apiFetch } from '../../../shared/api/client';
import * as API from '../../../core/api-paths';
import { apiPath } from '../../../core/api-url';

export async function deleteVehicle(id: string): Promise<void> {
  await apiFetch<null>(apiPath(API.myVehicle, { id }), { method: 'DELETE' });
}
