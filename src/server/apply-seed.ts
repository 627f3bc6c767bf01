// The compiled catalogue's part in the server's config: which routes exist, the site's name, the
// entries requests name (with their holidays, fix reasons and desk times), the listing and the
// search index. Both entry points (src/server/local.ts, src/server/functions.ts) apply it the same way.
import type { ServerConfig } from './config';
import { entriesById } from './tracking/tracking-config';
import type { CatalogSeed } from './services/catalog-seed';

export function applySeed(config: ServerConfig, seed: CatalogSeed): void {
  config.knownRoutes = new Set(seed.routes);
  config.siteName = seed.siteName;
  config.tracking.entries = entriesById(seed.entries);
  config.tracking.holidays = new Set(seed.holidays);
  config.tracking.fixReasons = seed.fixReasons;
  config.tracking.fixReasonFits = seed.fixReasonFits;
  config.tracking.deskTime = seed.deskTime;
  config.listing = seed.listing;
  config.search.index = seed.search;
}
