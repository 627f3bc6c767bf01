// The HTML pages of a build (dist/, after `npm run build`; or the folder given), for the checks that
// read every page (`npm run html:check`, `npm run language:check`): sorted, and a clear stop when the
// folder holds none.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

export function builtPages(dist: string): string[] {
  const pages = (existsSync(dist) ? readdirSync(dist, { recursive: true, encoding: 'utf8' }) : [])
    .filter((file) => file.endsWith('.html'))
    .sort()
    .map((file) => path.join(dist, file));
  if (pages.length === 0) {
    console.error(`no HTML page in ${path.relative(process.cwd(), dist) || '.'}: run npm run build first`);
    process.exit(1);
  }
  return pages;
}
