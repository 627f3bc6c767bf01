// The JavaScript each kind of page loads (gzip), from the build manifest in dist/, against the
// budgets; and any chunk that carries a JSON-Schema compiler or eval (the CSP forbids it).
// `npm run size` prints and gates it; `npm run report` puts it in reports/quality.md.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface Chunk {
  file: string;
  imports?: string[];
}

export const BUDGET_KB = { home: 150, service: 260 };

export interface PageSize {
  page: string;
  kb: number;
  budget: number;
}

export interface SizeMeasurement {
  /** Largest first. */
  pages: PageSize[];
  /** "file: pattern" for each chunk with forbidden code. */
  offenders: string[];
}

export function measurePageSizes(dist = path.resolve('dist')): SizeMeasurement {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;
  const gzipKb = new Map<string, number>();

  const sizeOf = (file: string) => {
    if (!gzipKb.has(file)) gzipKb.set(file, gzipSync(readFileSync(path.join(dist, file))).length / 1024);
    return gzipKb.get(file) ?? 0;
  };

  /** The chunk's file and everything it imports statically, transitively. */
  function closure(keys: string[], seen = new Set<string>()): Set<string> {
    for (const key of keys) {
      const chunk = manifest[key];
      if (!chunk) throw new Error(`${key} is not in the build manifest`);
      if (seen.has(chunk.file)) continue;
      seen.add(chunk.file);
      closure(chunk.imports ?? [], seen);
    }
    return seen;
  }

  const total = (files: Set<string>) => [...files].reduce((kb, f) => kb + sizeOf(f), 0);
  const entryKeys = Object.keys(manifest).filter((k) => k.startsWith('virtual:catalog/entry/'));
  const servicePage = (key: string) => closure(['index.html', 'src/engine/request-page.tsx', 'src/engine/form-view.tsx', key]);

  // A route whose page is split into its own chunk loads that chunk too: count it in the page's total.
  const HOME_PAGE = 'src/features/home/home-page.tsx';
  const home = closure(['index.html', ...(manifest[HOME_PAGE] ? [HOME_PAGE] : [])]);
  const pages: PageSize[] = [{ page: 'home page (main bundle + home chunk)', kb: total(home), budget: BUDGET_KB.home }];
  for (const key of entryKeys) pages.push({ page: key.replace('virtual:catalog/entry/', 'service: '), kb: total(servicePage(key)), budget: BUDGET_KB.service });

  const forbidden = [/\bnew Function\s*\(/, /\beval\s*\(/, /\bcompileSchema\b/, /ajv\/dist\/compile/];
  const offenders = Object.values(manifest)
    .map((c) => c.file)
    .filter((file) => file.endsWith('.js'))
    .flatMap((file) => forbidden.filter((re) => re.test(readFileSync(path.join(dist, file), 'utf8'))).map((re) => `${file}: ${re}`));

  return { pages: pages.sort((a, b) => b.kb - a.kb), offenders };
}
