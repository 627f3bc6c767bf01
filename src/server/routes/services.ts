// GET /api/services?category=vehicle|driving-licence: the active cards, oldest first.
import { Hono } from 'hono';
import type { AppDeps } from '../deps';
import { ApiError } from '../http/api-error';
import { serviceView } from '../services/service-view';
import type { ServiceCategory } from '../store/types';
import { answer } from '../http/answer';
import * as API from '../../core/api-paths';
import { below } from '../../core/api-url';

const CATEGORIES: readonly ServiceCategory[] = ['vehicle', 'driving-licence'];

export function serviceRoutes(deps: AppDeps): Hono {
  const app = new Hono();
  const at = below(API.services);
  app.get(at(API.services), async (c) => {
    const category = c.req.query('category');
    let list;
    if (category === undefined) {
      const all = await Promise.all(CATEGORIES.map((cat) => deps.store.services.listActive(cat)));
      list = all.flat();
    } else if ((CATEGORIES as readonly string[]).includes(category)) {
      list = await deps.store.services.listActive(category as ServiceCategory);
    } else {
      throw new ApiError(400, 'service.category', { category: 'service.category' });
    }
    // Browsers always ask again (an admin sees their change at once); Hosting's CDN may hold the
    // list for 30 s, which spares Firestore most reads.
    c.header('Cache-Control', 'public, max-age=0, s-maxage=30');
    return answer(c, 'ServiceList', { services: list.map(serviceView) });
  });
  return app;
}
