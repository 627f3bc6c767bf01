// What the README promises an operator: a service is one YAML file. A copy of a real entry under a
// new id, in a temporary copy of catalog/, compiles, is served by the app's catalogue module (the
// routes look paths up there), gets a sitemap.xml line and its generated end-to-end test.
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Plugin } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { loadCatalog } from '../../src/catalog/load';
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
  original.replace(/^id: vehicle-ekyc$/m, `id: ${NEW_ID}`).replace(/^route: .*$/m, `route: ${NEW_ROUTE}`).replace(/^title: .*$/m, 'title: Vehicle eKYC Copy'),
);

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
    expect(Object.keys(entry?.form?.schema.properties ?? {})).toEqual(['vehicleNumber', 'chassisNumber']);
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
