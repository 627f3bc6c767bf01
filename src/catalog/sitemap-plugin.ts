import type { Plugin } from 'vite';
import { formatError } from './format-error.ts';
import { DEFAULT_CATALOG_DIR, loadCatalog } from './load.ts';
import { robotsTxt, sitemapPaths, sitemapXml, siteUrl } from './sitemap.ts';

/**
 * Emits sitemap.xml and robots.txt into the build (and serves them under `vite dev`), from the same
 * page list and catalogue the app's /sitemap page shows. The public address comes from the SITE_URL
 * environment variable (default https://apvehicleassist.in): `SITE_URL=https://example.org npm run build`.
 */
export function sitemapPlugin(dir: string = DEFAULT_CATALOG_DIR): Plugin {
  const files = async () => {
    const { catalog, errors } = await loadCatalog(dir);
    if (!catalog) throw new Error(`The catalogue has problems:\n${errors.map(formatError).join('\n')}`);
    const base = siteUrl(process.env.SITE_URL);
    const paths = sitemapPaths(catalog.entries.map((e) => e.route));
    return { 'sitemap.xml': sitemapXml(base, paths), 'robots.txt': robotsTxt(base) };
  };
  return {
    name: 'portal-sitemap',
    async generateBundle() {
      for (const [fileName, source] of Object.entries(await files())) this.emitFile({ type: 'asset', fileName, source });
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const name = req.url === '/sitemap.xml' ? 'sitemap.xml' : req.url === '/robots.txt' ? 'robots.txt' : null;
        if (!name) return next();
        // Read afresh on each request so catalogue edits show without a restart.
        files().then(
          (all) => {
            res.setHeader('Content-Type', name.endsWith('.xml') ? 'application/xml; charset=utf-8' : 'text/plain; charset=utf-8');
            res.end(all[name]);
          },
          (err: unknown) => next(err),
        );
      });
    },
  };
}
