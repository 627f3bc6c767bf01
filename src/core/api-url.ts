// How the API's paths (src/core/api-paths.ts) become addresses: below API_ROOT, their parameters filled.
import type * as API from './api-paths';

export const API_ROOT = '/api';

export type ApiPath = (typeof API)[keyof typeof API];

/** The parameters a path names (`/admin/requests/:id/status` → `id`). */
type ParamsOf<P extends string> = P extends `${string}:${infer Name}/${infer Rest}` ? Name | ParamsOf<`/${Rest}`> : P extends `${string}:${infer Name}` ? Name : never;

/** A path with its parameters filled in, each encoded as one path segment. */
export function apiPath<P extends ApiPath>(path: P, params: Record<ParamsOf<P>, string | number>): string {
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String((params as Record<string, string | number>)[name])));
}

/** A path as the server serves it and the browser fetches it: below API_ROOT. */
export function apiUrl(path: string): string {
  return `${API_ROOT}${path}`;
}

/**
 * How a route group, mounted at `base`, names one of its paths: the part below the base (`/` for the
 * base itself). A path outside the group is a mistake in the code, so it throws when the group is made.
 */
export function below(base: ApiPath): (path: ApiPath) => string {
  return (path) => {
    if (path === base) return '/';
    if (!path.startsWith(`${base}/`)) throw new Error(`${path} is not below ${base}`);
    return path.slice(base.length);
  };
}
