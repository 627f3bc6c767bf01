// DELETE /api/me/vehicles/:id
import { apiFetch } from '../../../shared/api/client';

export async function deleteVehicle(id: string): Promise<void> {
  await apiFetch<null>(`/me/vehicles/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
