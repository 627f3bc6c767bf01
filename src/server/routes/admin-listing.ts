// /api/admin/listing (role admin): every card of the live listing, an entry's pause and card texts,
// and the order of a category's cards.
import { audited } from '../audit/audited-routes';
import { Hono, type Context } from 'hono';
import { requireAdmin, type AdminEnv } from '../auth/admin-guard';
import type { AppDeps } from '../deps';
import { ApiError, said } from '../http/api-error';
import { failAs } from '../http/fail-as';
import { readJson } from '../http/json-body';
import { adminEntryCard, adminView, readListingState } from '../listing/listing-state';
import type { SeedListing } from '../services/catalog-seed';
import type { EntryPatch } from '../store/listing-types';
import { validateBody } from '../validation/validate';
import { SERVICE_NOT_FOUND } from './admin-services';
import { answer } from '../http/answer';
import * as API from '../../core/api-paths';
import { below } from '../../core/api-url';

export const ORDER_OUTDATED = 'listing.order_outdated';
const NO_CATALOGUE = 'listing.unavailable';

export function adminListingRoutes(deps: AppDeps): Hono<AdminEnv> {
  const { store, config } = deps;
  const app = new Hono<AdminEnv>();
  const at = below(API.adminListing);
  app.use('*', requireAdmin(deps, ['admin']));

  const catalogue = (): SeedListing => {
    if (!config.listing) throw new ApiError(503, NO_CATALOGUE);
    return config.listing;
  };

  app.get(at(API.adminListing), async (c) => {
    c.header('Cache-Control', 'no-store');
    return answer(c, 'AdminListing', adminView(await readListingState(store), catalogue()));
  });

  app.patch(at(API.adminListingEntry), audited('listing.entry'), failAs('service.update_failed'), async (c: Context<AdminEnv>) => {
    const listing = catalogue();
    const entryId = c.req.param('entryId') ?? '';
    const card = Object.values(listing)
      .flat()
      .find((e) => e.id === entryId);
    if (!card) throw new ApiError(404, SERVICE_NOT_FOUND);
    const input = validateBody('listing-entry', await readJson(c));
    // The catalogue's own text (or icon) is stored as "no override", so a later YAML edit shows.
    const own = (value: string | null | undefined, original: string) => {
      if (value === undefined || value === null) return value;
      const trimmed = value.trim();
      return trimmed === original ? null : trimmed;
    };
    const patch: EntryPatch = {
      paused: input.paused,
      title: own(input.title, card.title),
      description: own(input.description, card.description),
      icon: own(input.icon, card.icon),
    };
    await store.listing.patchEntry(entryId, patch, config.now());
    return answer(c, 'ListingCardSaved', { ...said('service.updated'), card: adminEntryCard(await readListingState(store), listing, entryId) });
  });

  app.put(at(API.adminListingOrder), audited('listing.order'), failAs('listing.order_failed'), async (c) => {
    const listing = catalogue();
    const input = validateBody('listing-order', await readJson(c));
    const current = adminView(await readListingState(store), listing).cards.filter((card) => card.category === input.category).map((card) => card.key);
    const wanted = new Set(input.keys);
    if (current.length !== input.keys.length || !current.every((key) => wanted.has(key))) {
      throw new ApiError(409, ORDER_OUTDATED, { keys: ORDER_OUTDATED });
    }
    await store.listing.setOrder(input.category, input.keys, config.now());
    return answer(c, 'Message', said('listing.order_saved'));
  });

  return app;
}
