import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

// The paths, and how they become addresses: constants and two small functions, cheaper copied than fetched.
const COPIED = new Set(['api-paths', 'api-url'].map((name) => fileURLToPath(new URL(`../src/core/${name}.ts`, import.meta.url))));

/**
 * Each file of the browser's code that imports the API's paths (src/core/api-paths.ts, api-url.ts)
 * gets its own copy of them, which the build cuts down to what the file uses. Shared, they would be a
 * chunk of their own with every path in it (0.9 KB gzip), fetched by a page that calls one.
 */
export function apiPathsPerImporterPlugin(): Plugin {
  return {
    name: 'api-paths-per-importer',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || !/\/api-(paths|url)$/.test(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || !COPIED.has(resolved.id)) return null;
      const from = createHash('sha256').update(importer.split('?')[0]!).digest('hex').slice(0, 8);
      return `${resolved.id}?from=${from}`;
    },
  };
}
