// Which Chromium the end-to-end tests and the measuring scripts drive; Playwright never downloads a
// browser. In order: CHROMIUM_PATH; for the end-to-end tests Debian's headless shell
// (/usr/bin/chromium-headless-shell, package chromium-headless-shell); Debian's /usr/bin/chromium;
// then the build shipped inside the npm package @sparticuz/chromium (a devDependency, so `npm ci`
// alone is enough). `tsx scripts/chromium.ts` prints the one the tests use.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type SparticuzChromium from '@sparticuz/chromium';
import { makeFolderOnce } from './folder-once';

const SYSTEM_CHROMIUM = '/usr/bin/chromium';
/**
 * The same Chromium without the browser around it (the "old" headless mode, what Playwright itself
 * runs headless tests in). The end-to-end suite spends ~45% less CPU in it than in the full browser
 * run headless (tests/e2e/catalog-pages.spec.ts: 137 s against 258 s on 2 cores), which is most of
 * CI's time. Lighthouse keeps the full browser: it measures what a visitor's browser does.
 */
const SYSTEM_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const HOW_TO_FIX =
  'No Chromium for the end-to-end tests: run `npm ci` (it installs @sparticuz/chromium), or `apt-get install -y chromium`, or set CHROMIUM_PATH to a Chromium binary.';

export class NoChromiumError extends Error {
  constructor(detail?: string) {
    super(detail ? `${HOW_TO_FIX} (${detail})` : HOW_TO_FIX);
  }
}

/** The Chromium to launch; `headlessShell` (the end-to-end tests) prefers Debian's headless shell. */
export async function resolveChromium(env: NodeJS.ProcessEnv = process.env, { headlessShell = false } = {}): Promise<string> {
  const fromEnv = env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new NoChromiumError(`CHROMIUM_PATH=${fromEnv} does not exist`);
    return fromEnv;
  }
  if (headlessShell && existsSync(SYSTEM_HEADLESS_SHELL)) return SYSTEM_HEADLESS_SHELL;
  if (existsSync(SYSTEM_CHROMIUM)) return SYSTEM_CHROMIUM;
  return packagedChromium();
}

/**
 * The package ships its binary brotli-compressed and unpacks it into os.tmpdir(). We point that at a
 * folder of our own per package version (so an older /tmp/chromium is never picked up) and unpack
 * into a scratch folder renamed into place, so a run never sees a half-written binary.
 */
async function packagedChromium(): Promise<string> {
  let Chromium: typeof SparticuzChromium;
  let version: string;
  try {
    Chromium = (await import('@sparticuz/chromium')).default;
    // The package exports no ./package.json: read it next to its entry (build/cjs/index.cjs).
    const packageDir = path.resolve(path.dirname(createRequire(import.meta.url).resolve('@sparticuz/chromium')), '../..');
    version = (JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as { version: string }).version;
  } catch {
    throw new NoChromiumError('@sparticuz/chromium is not installed');
  }
  const target = path.resolve('node_modules/.cache/chromium', version);
  const binary = path.join(target, 'chromium');
  if (existsSync(binary)) return binary;

  await makeFolderOnce(target, async (scratch) => {
    const tmpdir = process.env.TMPDIR;
    process.env.TMPDIR = scratch;
    try {
      await Chromium.executablePath();
    } finally {
      if (tmpdir === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = tmpdir;
    }
  });
  if (!existsSync(binary)) throw new NoChromiumError(`unpacking @sparticuz/chromium gave no ${binary}`);
  return binary;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  resolveChromium(process.env, { headlessShell: true }).then(
    (binary) => console.log(binary),
    (error: Error) => {
      console.error(error.message);
      process.exit(1);
    },
  );
}
