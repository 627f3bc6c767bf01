// Compiles the repository's catalogue (Node only) into the seed the server needs.
import { loadCatalog } from '../../catalog/load';
import { seedFromCatalog, type CatalogSeed } from './catalog-seed';

export async function loadCatalogSeed(dir?: string): Promise<{ seed: CatalogSeed | null; problems: string[] }> {
  try {
    const { catalog, errors } = await loadCatalog(dir);
    const problems = errors.map((e) => `${e.file}:${e.line}:${e.col} ${e.message}`);
    return { seed: catalog ? seedFromCatalog(catalog) : null, problems };
  } catch (err) {
    // A broken catalogue must not keep the API from starting; the caller reports it.
    return { seed: null, problems: [`the catalogue could not be read: ${(err as Error).message}`] };
  }
}
