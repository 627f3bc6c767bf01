// `npm run test:unit:extra`: the unit suite once more, with copies of real entries added to the
// catalogue (scripts/extra-catalog.ts) and its files and tests in a shuffled order. It fails where a
// test counts or lists the catalogue by hand, or leans on state another test file left behind
// (the files share one module state: vitest.config.ts). The seed is printed; arguments go to vitest,
// e.g. `npm run test:unit:extra -- --sequence.seed=1234` runs one order again.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_CATALOG_DIR, EXTRA_CATALOG_ENV } from '../src/catalog/load.ts';
import { writeExtraCatalog } from './extra-catalog.ts';

const args = process.argv.slice(2);
const seed = args.find((arg) => arg.startsWith('--sequence.seed='))?.split('=')[1] ?? String(Math.floor(Math.random() * 1_000_000));
const dir = mkdtempSync(path.join(tmpdir(), 'extra-catalog-'));
try {
  const { listed, unlisted } = writeExtraCatalog(DEFAULT_CATALOG_DIR, dir);
  console.log(`unit suite with ${listed.length} listed and ${unlisted.length} unlisted copies of catalogue entries, shuffled with seed ${seed}`);
  console.log(`(again in this order: npm run test:unit:extra -- --sequence.seed=${seed})`);
  const vitestArgs = ['vitest', 'run', '--sequence.shuffle', `--sequence.seed=${seed}`, ...args.filter((arg) => !arg.startsWith('--sequence.seed='))];
  const run = spawnSync('npx', vitestArgs, { stdio: 'inherit', env: { ...process.env, [EXTRA_CATALOG_ENV]: dir } });
  if (run.status !== 0) console.log(`\nfailed with seed ${seed}: npm run test:unit:extra -- --sequence.seed=${seed}`);
  process.exitCode = run.status ?? 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
