import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, parseDocument } from 'yaml';
import { compileCatalog, SITE_FILE, type CatalogFile, type CompileOptions, type CompileResult } from './compile-catalog.ts';

/** The repository's catalogue folder. */
export const DEFAULT_CATALOG_DIR = fileURLToPath(new URL('../../catalog', import.meta.url));

/**
 * A folder of entries added to the repository's catalogue wherever it is loaded (CLI, build,
 * server, tests), without a change to catalog/: `npm run test:unit:extra` runs the unit suite
 * with copies of real entries there, proving no test counts the catalogue by hand.
 */
export const EXTRA_CATALOG_ENV = 'CATALOG_EXTRA_DIR';
/** In the extra folder: listing id → entry ids, appended to those listings of site.yaml. */
export const EXTRA_LISTINGS_FILE = 'listings.yaml';

/** Reads every .yaml file under `dir` (recursively) and compiles the catalogue. Node only. */
export async function loadCatalog(dir: string = DEFAULT_CATALOG_DIR, options: CompileOptions = {}): Promise<CompileResult> {
  return compileCatalog(await readCatalogFiles(dir), shownPath(dir), options);
}

/** The catalogue's files; for the repository's catalogue, with those of the extra folder if one is set. */
export async function readCatalogFiles(dir: string): Promise<CatalogFile[]> {
  const files = await readYamlFiles(dir);
  const extraDir = process.env[EXTRA_CATALOG_ENV];
  if (!extraDir || path.resolve(dir) !== path.resolve(DEFAULT_CATALOG_DIR)) return files;
  const extra = await readYamlFiles(extraDir);
  const listingsPath = path.posix.join(shownPath(extraDir), EXTRA_LISTINGS_FILE);
  const listings = extra.find((f) => f.path === listingsPath);
  const sitePath = path.posix.join(shownPath(dir), SITE_FILE);
  return [
    ...files.map((f) => (f.path === sitePath && listings ? { ...f, text: withListings(f.text, listings.text) } : f)),
    ...extra.filter((f) => f !== listings),
  ];
}

/** site.yaml with more ids at the end of its listings; every line before them keeps its place. */
function withListings(siteText: string, listingsText: string): string {
  const doc = parseDocument(siteText);
  const added = (parse(listingsText) ?? {}) as Record<string, string[]>;
  for (const [listing, ids] of Object.entries(added)) for (const id of ids) doc.addIn(['listings', listing], id);
  return doc.toString({ lineWidth: 0 });
}

async function readYamlFiles(dir: string): Promise<CatalogFile[]> {
  const root = path.resolve(dir);
  const shown = shownPath(dir);
  const names = (await readdir(root, { recursive: true })).filter((n) => /\.ya?ml$/.test(n)).sort();
  return Promise.all(
    names.map(async (name) => ({
      path: path.posix.join(shown, name.split(path.sep).join('/')),
      text: await readFile(path.join(root, name), 'utf8'),
    })),
  );
}

/** The folder as errors name it: relative to the working directory, with forward slashes. */
function shownPath(dir: string): string {
  return (path.relative(process.cwd(), path.resolve(dir)) || '.').split(path.sep).join('/');
}
