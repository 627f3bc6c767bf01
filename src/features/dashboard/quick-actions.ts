// The dashboard's Quick Actions: the first 3 services of each category, at most 6.
import { getServices, type ServiceSummary } from './api/get-services';

const PER_CATEGORY = 3;

/** Only links that stay on this site: a service link is a route path, never another origin. */
const isSitePath = (link: unknown): link is string => typeof link === 'string' && link.startsWith('/') && !link.startsWith('//');

export function pickQuickActions(vehicle: readonly ServiceSummary[], licence: readonly ServiceSummary[]): ServiceSummary[] {
  const firstOf = (list: readonly ServiceSummary[]) => list.filter((s) => isSitePath(s.link)).slice(0, PER_CATEGORY);
  return [...firstOf(vehicle), ...firstOf(licence)];
}

export async function loadQuickActions(): Promise<ServiceSummary[]> {
  const [vehicle, licence] = await Promise.all([getServices('vehicle'), getServices('driving-licence')]);
  return pickQuickActions(vehicle, licence);
}
