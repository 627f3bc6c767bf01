// Prints the app's routes as JSON, read from the router's own route tree (loaded through Vite, as the
// build compiles it, so the catalogue's virtual modules resolve): every route that renders a page,
// with its full path ("/services/$serviceId") and whether a `beforeLoad` guard on it or a parent
// route decides who may see it. tests/e2e/support/app-routes.ts runs it; `tsx` it to see the list.
import type * as Router from '@tanstack/react-router';
import { createServer } from 'vite';

export interface AppRoute {
  path: string;
  guarded: boolean;
}

interface RouteNode {
  fullPath: string;
  options: { beforeLoad?: unknown };
  children?: RouteNode[] | Record<string, RouteNode>;
}

function leaves(route: RouteNode, guarded: boolean, out: AppRoute[]): AppRoute[] {
  const isGuarded = guarded || route.options.beforeLoad !== undefined;
  const children = Array.isArray(route.children) ? route.children : Object.values(route.children ?? {});
  // A layout route renders its children; the pages are the routes with none.
  if (children.length === 0) out.push({ path: route.fullPath === '/' ? '/' : route.fullPath.replace(/\/$/, ''), guarded: isGuarded });
  for (const child of children) leaves(child, isGuarded, out);
  return out;
}

const server = await createServer({ appType: 'custom', logLevel: 'error', server: { middlewareMode: true, hmr: false, watch: null } });
try {
  const { routeTree } = (await server.ssrLoadModule('/src/routes/route-tree.ts')) as { routeTree: RouteNode };
  // A router fills in each route's full path.
  const { createRouter, createMemoryHistory } = (await server.ssrLoadModule('@tanstack/react-router')) as typeof Router;
  createRouter({ routeTree: routeTree as unknown as Router.AnyRoute, history: createMemoryHistory() });
  process.stdout.write(JSON.stringify(leaves(routeTree, false, [])));
} finally {
  await server.close();
}
