// What a tap on a service page's start button needs that the page has not loaded: React DOM and the
// islands' root (src/islands-hydrate.tsx), the request island, the entry's module, the form view with
// rjsf, and the entry's own validator, with everything they import and their stylesheets. The build
// names them in the page as inert `<link rel="x-warm">` tags, which src/app/warm-form.ts fetches while
// the visitor reads (docs/architecture.md, "The form within a frame of the tap").
import { chunkKey, ISLANDS_HYDRATE, staticClosure, type ManifestChunk, type PageIsland } from './island-scripts.ts';

/** The form view, which the request island loads when the visitor moves on from the start view. */
const FORM_VIEW = 'src/engine/form-view.tsx';

/** The files to warm on a page with these islands (none without a request island that waits), at their addresses under `base`, less those the page already starts. */
export function formWarmUp(manifest: Record<string, ManifestChunk>, modules: Record<string, string>, islands: readonly PageIsland[], base: string, started: readonly string[]): string[] {
  const request = islands.find((island) => island.name === 'request' && !island.hydrate.split(' ').includes('load'));
  const id = (request?.props as { entryId?: unknown } | undefined)?.entryId;
  if (!request || typeof id !== 'string' || !modules.request) return [];
  const validator = `virtual:catalog/validator/${id}`;
  const keys = [ISLANDS_HYDRATE, chunkKey(manifest, modules.request), `virtual:catalog/entry/${id}`, FORM_VIEW, ...(manifest[validator] ? [validator] : [])];
  const scripts = staticClosure(manifest, keys);
  const sheets = Object.values(manifest).flatMap((chunk) => (scripts.has(chunk.file) ? (chunk.css ?? []) : []));
  const have = new Set(started);
  return [...scripts, ...new Set(sheets)].map((file) => `${base}${file}`).filter((file) => !have.has(file));
}
