import { entries, entryLoaders, type EntryModule } from '../catalog/client';

/** A promise React's `use()` reads at once when it is settled (React looks for `status` and `value` on it). */
type Tracked<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

const loaded = new Map<string, Tracked<EntryModule>>();

/**
 * The catalogue entry `id`'s module (its compiled form and message), loaded once per page: the
 * route's loader and the request island ask for the same promise, so an island rendered after the
 * loader (the build's render) or after its preload (the browser) has it without waiting.
 */
export function entryModule(id: string): Promise<EntryModule> {
  const known = loaded.get(id);
  if (known) return known;
  const load = entryLoaders[id];
  if (!load) throw new Error(`No catalogue entry "${id}"`);
  const promise: Tracked<EntryModule> = load();
  loaded.set(id, promise);
  // A failed load (offline) is asked again next time.
  promise.then(
    (module) => Object.assign(promise, { status: 'fulfilled', value: module }),
    () => loaded.delete(id),
  );
  return promise;
}

/** The catalogue entry served at `pathname`, loaded with its form and validator; null if none. */
export async function loadEntryForPath(pathname: string): Promise<EntryModule | null> {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const found = entries.find((e) => e.route === path);
  return found && entryLoaders[found.id] ? entryModule(found.id) : null;
}
