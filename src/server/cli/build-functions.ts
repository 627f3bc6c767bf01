// `npm run build:functions`: bundles src/server/functions.ts with esbuild into functions-dist/
// index.js, and beside it bcrypt-worker.js (bcryptjs inside), the thread that hashes passwords,
// which index.js loads by that name (src/server/auth/bcrypt-pool.ts); with a package.json that
// lists only what the bundle leaves external (firebase-admin and firebase-functions: no SQLite,
// no front-end packages), the catalogue seed as JSON, and the built service search pages (pages/),
// which the function fills in with a query's results (src/server/search/search-page.ts).
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { loadCatalogSeed } from '../services/load-catalog-seed';
import { LANGUAGES } from '../../core/languages';
import { searchTemplateFile } from '../../catalog/public-pages';

const root = process.cwd();
const out = path.join(root, 'functions-dist');
const EXTERNAL = ['firebase-admin', 'firebase-functions'];

const rootPkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};

fs.rmSync(out, { recursive: true, force: true });
fs.mkdirSync(out, { recursive: true });

await build({
  entryPoints: { index: path.join(root, 'src/server/functions.ts'), 'bcrypt-worker': path.join(root, 'src/server/auth/bcrypt-worker.js') },
  outdir: out,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: EXTERNAL,
  // Bundled CommonJS (ajv) calls require(); give ESM output one.
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'warning',
});

const { seed, problems } = await loadCatalogSeed();
if (!seed) {
  console.error(`The catalogue has errors:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
fs.writeFileSync(path.join(out, 'catalog-seed.json'), `${JSON.stringify(seed, null, 2)}\n`);

// The search pages come from the build in dist/ (the functions' predeploy runs `npm run build` first).
// Without it (the unit tests bundle before any build) the function answers /search with 503, as an unbuilt local server does.
for (const { code } of LANGUAGES) {
  const file = searchTemplateFile(code);
  const built = path.join(root, 'dist', file);
  if (!fs.existsSync(built)) {
    console.warn(`dist/${file} is missing: the function answers /search with 503 until \`npm run build\` runs before \`npm run build:functions\`.`);
    continue;
  }
  fs.mkdirSync(path.dirname(path.join(out, 'pages', file)), { recursive: true });
  fs.copyFileSync(built, path.join(out, 'pages', file));
}

const dependencies = Object.fromEntries(EXTERNAL.map((name) => [name, rootPkg.dependencies[name]!]));
fs.writeFileSync(
  path.join(out, 'package.json'),
  `${JSON.stringify({ name: 'ap-rto-portal-api', private: true, type: 'module', main: 'index.js', engines: { node: '22' }, dependencies }, null, 2)}\n`,
);

// Function environment (SMS provider, pepper ...) from functions.env at the repo root, if any.
const envFile = path.join(root, 'functions.env');
if (fs.existsSync(envFile)) fs.copyFileSync(envFile, path.join(out, '.env'));

const size = fs.statSync(path.join(out, 'index.js')).size;
console.log(`functions-dist/index.js ${(size / 1024).toFixed(0)} KB; dependencies: ${Object.keys(dependencies).join(', ')}`);
