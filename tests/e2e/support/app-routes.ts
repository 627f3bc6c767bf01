import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { AppRoute } from './list-routes';

export type { AppRoute };

// Loading the route tree through Vite takes seconds: the runner does it once while it collects the
// tests, and its workers, started after that with the runner's environment, read the same list.
const CACHE = 'E2E_APP_ROUTES';

/** Every page route of the app, from the router's route tree (see list-routes.ts). */
export function appRoutes(): AppRoute[] {
  process.env[CACHE] ??= execFileSync(path.resolve('node_modules/.bin/tsx'), ['tests/e2e/support/list-routes.ts'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return JSON.parse(process.env[CACHE]) as AppRoute[];
}

/** Whether a concrete path ("/services/vehicle-ekyc") is one the route pattern ("/services/$serviceId") serves. */
export function routeMatches(pattern: string, url: string): boolean {
  const pathname = url.split('?')[0] ?? url;
  const source = pattern
    .split('/')
    .map((segment) => (segment.startsWith('$') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}$`).test(pathname);
}
