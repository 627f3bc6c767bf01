import type { AsyncRouteComponent } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/** The matched routes a guard's `beforeLoad` is given, by id. */
export type RouteMatches = readonly { routeId: string }[];

/** What lazyRouteComponent returns: a component whose code the router can load before it renders. */
type Preloadable = { preload?: () => Promise<void> | undefined };

/**
 * A route's component that renders lazily loaded ones (a wrapper handing them the route's context or
 * data), made preloadable the way a lazy route component is. The router preloads every matched
 * route's component at once, beside the loaders; a wrapper's lazy parts would otherwise start loading
 * only when it renders, one level after another (the dashboard's layout, then its page: a round trip
 * more on a phone's network).
 */
export function routeComponent(component: () => ReactNode, ...parts: Preloadable[]): AsyncRouteComponent<object> {
  return Object.assign(component, { preload: async () => void (await Promise.all(parts.map((part) => part.preload?.()))) });
}

/**
 * Starts loading the code of the matched routes among `routes`, for a guard's `beforeLoad`: the code
 * is public (only the pages' data needs the session), so it arrives while the server answers who is
 * signed in, not a round trip after.
 */
export function preloadMatchedComponents(matches: RouteMatches, routes: readonly { id: string; options: { component?: Preloadable } }[]): void {
  for (const { routeId } of matches) void routes.find((route) => route.id === routeId)?.options.component?.preload?.();
}
