import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileCatalog, type CatalogFile, type CompileOptions, type CompileResult } from './compile-catalog.ts';

/** The repository's catalogue folder. */
export const DEFAULT_CATALOG_DIR = fileURLToPath(new URL('../../catalog', import.meta.url));

/** Reads every .yaml file under `dir` (recursively) and compiles the catalogue. Node only. */
export async function loadCatalog(dir: string = DEFAULT_CATALOG_DIR, options: CompileOptions = {}): Promise<CompileResult> {
  return compileCatalog(await readCatalogFiles(dir), shownPath(dir), options);
}

export async function readCatalogFiles(dir: string): Promise<CatalogFile[]> {
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
