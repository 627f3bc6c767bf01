// What the README promises an operator: a service is one YAML file. A copy of a real entry under a
// new id, in a temporary copy of catalog/, compiles, is served by the app's catalogue module (the
// routes look paths up there), is prerendered as its own HTML page, gets a sitemap.xml line and its
// generated end-to-end test.
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Plugin } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { prerenderSite } from '../../scripts/prerender';
import { loadCatalog } from '../../src/catalog/load';
import { pageFile } from '../../src/catalog/public-pages';
import { siteUrl } from '../../src/catalog/sitemap';
import { sitemapPlugin } from '../../src/catalog/sitemap-plugin';
import { catalogPlugin } from '../../src/catalog/vite-plugin';
import { REPO_DIR } from './fixture-files';

const NEW_ID = 'vehicle-ekyc-copy';
const NEW_ROUTE = `/services/${NEW_ID}`;

const tmp = mkdtempSync(path.join(os.tmpdir(), 'catalog-new-entry-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
const dir = path.join(tmp, 'catalog');
cpSync(path.join(REPO_DIR, 'catalog'), dir, { recursive: true });
const original = readFileSync(path.join(dir, 'vehicle/vehicle-ekyc.yaml'), 'utf8');
writeFileSync(
  path.join(dir, `vehicle/${NEW_ID}.yaml`),
  original.replace(/^id: vehicle-ekyc$/m, `id: ${NEW_ID}`).replace(/^route: .*$/m, `route: ${NEW_ROUTE}`).replace(/^title:\n {2}en: .*\n {2}te: .*$/m, 'title:\n  en: Vehicle eKYC Copy\n  te: వాహన eKYC కాపీ'),
);

/** Text as React writes it into HTML. */
const asHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

/** Runs one of a Vite plugin's hooks outside Vite (they are plain functions of their arguments). */
const hook = <T>(plugin: Plugin, name: 'load' | 'resolveId' | 'generateBundle', context: object, ...args: unknown[]): Promise<T> =>
  (plugin[name] as unknown as (...a: unknown[]) => Promise<T>).call(context, ...args);

describe('a new service as one YAML file', () => {
  it('compiles with its form and the prefix of the entry it was copied from', async () => {
    const { catalog, errors } = await loadCatalog(dir);
    expect(errors).toEqual([]);
    const entry = catalog?.entries.find((e) => e.id === NEW_ID);
    expect(entry?.route).toBe(NEW_ROUTE);
    expect(entry?.source.prefix).toBe('VS');
    expect(Object.keys(entry?.form?.schema.properties ?? {})).toEqual(['vehicleNumber', 'chassisNumber', 'mobileNumber']);
  });

  it('is in the catalogue module the app routes by, with a loader for its page and validator', async () => {
    const plugin = catalogPlugin(dir);
    const index = await hook<string>(plugin, 'load', {}, '\0virtual:catalog');
    expect(index).toContain(`"route":"${NEW_ROUTE}"`);
    expect(index).toContain(`"${NEW_ID}": () => import("virtual:catalog/entry/${NEW_ID}")`);
    const page = await hook<string>(plugin, 'load', {}, `\0virtual:catalog/entry/${NEW_ID}`);
    expect(page).toContain(`import("virtual:catalog/validator/${NEW_ID}")`);
    const validator = await hook<string>(plugin, 'load', {}, `\0virtual:catalog/validator/${NEW_ID}`);
    expect(validator).toContain('chassisNumber');
  });

  it('is prerendered by the build as its own page, with its title, heading, terms and canonical address', async () => {
    const out = path.join(tmp, 'dist');
    // Inside the repository, so the built renderer finds React and the other packages in node_modules.
    const ssrDir = path.join(REPO_DIR, '.generated', `ssr-new-entry-${process.pid}`);
    mkdirSync(out);
    writeFileSync(path.join(out, 'index.html'), '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>');
    process.env.CATALOG_DIR = dir;
    try {
      const written = await prerenderSite(out, 'en', ssrDir);
      expect(written).toContain(NEW_ROUTE);
      const html = readFileSync(path.join(out, pageFile(NEW_ROUTE)), 'utf8');
      expect(html).toContain('<title>Vehicle eKYC Copy | AP Vehicle &amp; Licence Assist</title>');
      expect(html).toMatch(/<h1[^>]*>Vehicle eKYC Copy<\/h1>/);
      expect(html).toContain(`<link rel="canonical" href="${siteUrl(process.env.SITE_URL)}${NEW_ROUTE}"/>`);
      expect(html).toContain(`data-prerendered="${NEW_ROUTE}"`);
      // Its terms, as the catalogue compiles them, in the HTML itself.
      const { catalog } = await loadCatalog(dir);
      const terms = catalog!.entries.find((e) => e.id === NEW_ID)!.terms.map((t) => (typeof t === 'string' ? t : t.en));
      expect(terms.length).toBeGreaterThan(0);
      for (const term of terms) expect(html).toContain(asHtml(term));
    } finally {
      delete process.env.CATALOG_DIR;
      rmSync(ssrDir, { recursive: true, force: true });
    }
  }, 240_000);

  it('gets a line in the built sitemap.xml', async () => {
    const emitted = new Map<string, string>();
    await hook(sitemapPlugin(dir), 'generateBundle', { emitFile: (file: { fileName: string; source: string }) => emitted.set(file.fileName, file.source) });
    expect(emitted.get('sitemap.xml')).toContain(`<loc>${siteUrl(process.env.SITE_URL)}${NEW_ROUTE}</loc>`);
  });

  it('gets its generated end-to-end test', async () => {
    const { stdout } = await promisify(execFile)('npx', ['playwright', 'test', '--list', 'tests/e2e/catalog-pages.spec.ts'], {
      cwd: REPO_DIR,
      env: { ...process.env, E2E_CATALOG_DIR: dir },
    });
    expect(stdout).toContain(`› ${NEW_ROUTE}: start view, errors, WhatsApp hand-off and draft`);
  }, 60_000);
});
