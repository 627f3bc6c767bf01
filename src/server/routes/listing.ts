// GET /api/listing: what admins changed on top of the catalogue listing the pages are built with.
import { Hono } from 'hono';
import type { AppDeps } from '../deps';
import { publicChanges, readListingState } from '../listing/listing-state';
import { answer } from '../http/answer';
import * as API from '../../core/api-paths';
import { below } from '../../core/api-url';

export function listingRoutes(deps: AppDeps): Hono {
  const app = new Hono();
  const at = below(API.listing);
  app.get(at(API.listing), async (c) => {
    const changes = publicChanges(await readListingState(deps.store), deps.config.listing);
    // Browsers always ask again (a change shows on the next page load); Hosting's CDN may hold the
    // answer for 30 s, which spares Firestore most reads.
    c.header('Cache-Control', 'public, max-age=0, s-maxage=30');
    return answer(c, 'ListingAnswer', changes);
  });
  return app;
}
