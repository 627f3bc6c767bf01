// The extra folder `npm run test:unit:extra` adds to the catalogue: copies of real entries of every
// kind join it wherever the repository's catalogue is loaded, the listed ones at the end of their
// listing, without a change to catalog/; a catalogue loaded from another folder is left alone.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeExtraCatalog } from '../../scripts/extra-catalog';
import { DEFAULT_CATALOG_DIR, EXTRA_CATALOG_ENV, loadCatalog } from '../../src/catalog/load';
import { VALID_DIR } from './fixture-files';

const dir = mkdtempSync(path.join(os.tmpdir(), 'extra-catalog-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const written = writeExtraCatalog(DEFAULT_CATALOG_DIR, dir);

/** Loads with the extra folder set to `extra` or to none, whatever the run itself set, and puts the setting back. */
async function withExtra<T>(extra: string | undefined, load: () => Promise<T>): Promise<T> {
  const before = process.env[EXTRA_CATALOG_ENV];
  if (extra === undefined) delete process.env[EXTRA_CATALOG_ENV];
  else process.env[EXTRA_CATALOG_ENV] = extra;
  try {
    return await load();
  } finally {
    if (before === undefined) delete process.env[EXTRA_CATALOG_ENV];
    else process.env[EXTRA_CATALOG_ENV] = before;
  }
}

describe('the extra catalogue folder', () => {
  it('holds a listed and an unlisted copy of an entry of every kind', async () => {
    const { catalog } = await withExtra(dir, () => loadCatalog());
    const kindOf = (id: string) => catalog?.entries.find((e) => e.id === id)?.kind;
    expect(written.listed.map(kindOf)).toEqual(['request', 'rto-info', 'partner', 'insurance']);
    expect(written.unlisted.map(kindOf)).toEqual(['request', 'rto-info', 'partner', 'insurance']);
  });

  it('adds its entries and listings to the repository catalogue, which compiles without a problem', async () => {
    const plain = await withExtra(undefined, () => loadCatalog());
    const extra = await withExtra(dir, () => loadCatalog());
    expect(extra.errors).toEqual([]);
    const ids = (result: typeof plain) => result.catalog?.entries.map((e) => e.id).sort() ?? [];
    expect(ids(extra)).toEqual([...ids(plain), ...written.listed, ...written.unlisted].sort());
    const listed = (result: typeof plain) => Object.values(result.catalog?.listings ?? {}).flatMap((cards) => cards.map((card) => card.id));
    expect(listed(extra).filter((id) => !listed(plain).includes(id)).sort()).toEqual([...written.listed].sort());
  });

  it('leaves a catalogue read from another folder as it is', async () => {
    const other = await withExtra(dir, () => loadCatalog(VALID_DIR));
    expect(other.catalog?.entries.map((e) => e.id)).toEqual((await loadCatalog(VALID_DIR)).catalog?.entries.map((e) => e.id));
  });
});
