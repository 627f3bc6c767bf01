import { createRouter } from '@tanstack/react-router';
import { NotFoundPage } from '../features/errors/not-found-page';
import { routeTree } from '../routes/route-tree';

export const router = createRouter({
  routeTree,
  defaultPreload: 'intent',
  defaultNotFoundComponent: NotFoundPage,
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
