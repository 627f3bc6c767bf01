import { entries, entryLoaders, type EntryModule } from '../catalog/client';

/** The catalogue entry served at `pathname`, loaded with its form and validator; null if none. */
export async function loadEntryForPath(pathname: string): Promise<EntryModule | null> {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const found = entries.find((e) => e.route === path);
  const load = found ? entryLoaders[found.id] : undefined;
  return load ? load() : null;
}
