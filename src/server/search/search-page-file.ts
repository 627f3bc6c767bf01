// Reads the built search page of a language (public-pages.ts, searchTemplateFile) from a folder:
// the local server's dist/, or the Cloud Function's own folder, where `npm run build:functions`
// copies it. Read again when the file changes (a new build while the local server runs).
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Lang } from '../../core/languages';
import { searchTemplateFile } from '../../catalog/public-pages';

export function searchPageFiles(dir: string): (lang: Lang) => Promise<string | null> {
  const read = new Map<string, { mtimeMs: number; html: string }>();
  return async (lang) => {
    const file = path.join(dir, searchTemplateFile(lang));
    try {
      const { mtimeMs } = await fs.stat(file);
      const known = read.get(file);
      if (known?.mtimeMs === mtimeMs) return known.html;
      const html = await fs.readFile(file, 'utf8');
      read.set(file, { mtimeMs, html });
      return html;
    } catch {
      return null;
    }
  };
}
