// Fills the service listing from the catalogue on the very first start. A marker in the store
// makes this happen once: an admin who later deletes every card does not get them back.
import { randomUUID } from 'node:crypto';
import type { Store } from '../store/types';
import type { CatalogSeed } from './catalog-seed';

const SEEDED_KEY = 'services-seeded';

export async function seedServices(store: Store, seed: CatalogSeed, now: number): Promise<number> {
  if ((await store.meta.get(SEEDED_KEY)) !== null) return 0;
  if ((await store.services.listAll()).length > 0) {
    await store.meta.setOnce(SEEDED_KEY, new Date(now).toISOString());
    return 0;
  }
  if (!(await store.meta.setOnce(SEEDED_KEY, new Date(now).toISOString()))) return 0;
  let i = 0;
  for (const card of seed.cards) {
    // One millisecond apart, so "oldest first" keeps the catalogue's order.
    const at = now + i++;
    await store.services.create({ id: randomUUID(), ...card, createdAt: at, updatedAt: at });
  }
  return seed.cards.length;
}
