// `ANALYZE=1 npm run build`: after the build, prints every JavaScript chunk with its gzip size and
// what fills it (npm packages and app folders), biggest first, to find what made a page grow. A few
// lines instead of a visualizer dependency; off unless asked for.
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** The npm package (`@scope/name`) or app folder (`src/features/home`) a module belongs to. */
function groupOf(id: string): string {
  const normalized = id.replace(/\\/g, '/').replace(/^\0/, '');
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(normalized);
  if (pkg?.[1]) return pkg[1];
  const app = /\/(src\/[^/]+(?:\/[^/.]+)?)\//.exec(normalized);
  return app?.[1] ?? normalized.split('/').slice(0, 2).join('/');
}

export function bundleReport(): Plugin {
  return {
    name: 'bundle-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [c] : []));
      const rows = chunks.map((chunk) => {
        const gzipKb = gzipSync(chunk.code, { level: 9 }).length / 1024;
        const groups = new Map<string, number>();
        for (const [id, info] of Object.entries(chunk.modules)) groups.set(groupOf(id), (groups.get(groupOf(id)) ?? 0) + info.renderedLength);
        const rendered = [...groups.values()].reduce((a, b) => a + b, 0) || 1;
        // Each group's share of the chunk's gzip size, in proportion to its code before minification.
        const parts = [...groups].sort((a, b) => b[1] - a[1]).slice(0, 8).map(([name, length]) => `${name} ~${((gzipKb * length) / rendered).toFixed(1)}`);
        return { file: chunk.fileName, gzipKb, parts };
      });
      for (const row of rows.sort((a, b) => b.gzipKb - a.gzipKb)) {
        console.log(`${row.file.padEnd(52)} ${row.gzipKb.toFixed(1).padStart(6)} KB gzip  ${row.parts.join(', ')}`);
      }
    },
  };
}
