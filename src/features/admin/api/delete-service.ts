// DELETE /api/admin/services/:id
import { apiFetch } from '../../../shared/api/client';

export async function deleteService(id: string): Promise<string> {
  return (await apiFetch<{ message: string }>(`/admin/services/${encodeURIComponent(id)}`, { method: 'DELETE' })).message;
}
