// GET /api/services?category=...: the active services of one category, oldest first.
import { apiFetch } from '../../../shared/api/client';

export type ServiceCategory = 'vehicle' | 'driving-licence';

export interface ServiceSummary {
  id: string;
  category: ServiceCategory;
  title: string;
  description: string;
  icon: string;
  link: string;
}

/** A list that fails to load is shown as an empty list (Quick Actions then point to the category pages). */
export async function getServices(category: ServiceCategory, signal?: AbortSignal): Promise<ServiceSummary[]> {
  try {
    const data = await apiFetch<{ services?: unknown }>(`/services?category=${category}`, { signal });
    return Array.isArray(data?.services) ? (data.services as ServiceSummary[]) : [];
  } catch (err) {
    if (signal?.aborted) throw err;
    return [];
  }
}
