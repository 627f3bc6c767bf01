// The dashboard's Quick Actions: the first 3 services of each category of the live listing, at most 6.
import type { LiveCard } from '../../shared/listing/merge-listing';

const PER_CATEGORY = 3;

/** Only links that stay on this site: a link card may lead to another origin. */
const isSitePath = (link: string) => link.startsWith('/') && !link.startsWith('//');

export function pickQuickActions(vehicle: readonly LiveCard[], licence: readonly LiveCard[]): LiveCard[] {
  const firstOf = (list: readonly LiveCard[]) => list.filter((card) => isSitePath(card.link)).slice(0, PER_CATEGORY);
  return [...firstOf(vehicle), ...firstOf(licence)];
}
