// Writes dist/sw.js after both languages are built (scripts/build.ts): src/offline/service-worker.ts
// bundled by esbuild with this build's file lists baked in. What it keeps offline: docs/offline.md.
import crypto from 'node:crypto';
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';
import { LANGUAGES, languagePrefix, type Lang } from '../src/core/languages.ts';
import { APP_SHELL_FILE, appShellAddress } from '../src/catalog/public-pages.ts';
import type { OfflineConfig } from '../src/offline/offline-rules.ts';

const ROOT = path.resolve(import.meta.dirname, '..');

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}

/**
 * Code only a signed-in visitor or an admin loads (dashboard, profile, admin console), the sign-up's
 * common-password list (90 KB) and the vehicle-details page (it asks the API for everything it shows):
 * none of it is any use offline, so the core leaves it, and all it alone imports, out.
 */
const NOT_OFFLINE = /^src\/features\/(admin|dashboard)\/|\/passwords\.json$|^src\/routes\/vehicle-details-page\.tsx$|^src\/features\/feedback\/feedback-list\.tsx$/;

/**
 * The core of one language: every script and stylesheet the build's entry reaches through static and
 * dynamic imports, leaving out what NOT_OFFLINE names. Addresses under `base`. Fonts are not among
 * them: a browser fetches a font only for text it draws (the English build's stylesheet names the
 * Telugu font that English pages never download), and the worker keeps each one fetched; the fonts a
 * language's pages preload are added beside (preloadedFonts).
 */
export function coreFiles(manifest: Record<string, ManifestChunk>, base: string): string[] {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk || NOT_OFFLINE.test(chunk.src ?? key)) return;
    files.add(chunk.file);
    for (const file of chunk.css ?? []) files.add(file);
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(next);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  return [...files].sort().map((file) => `${base}${file}`);
}

/**
 * The fonts every page of a language preloads (the Telugu cut, both weights), read from its app
 * shell: kept with the core, so a Telugu page first opened offline, after only English pages were
 * read online, draws its letters on a phone without a Telugu font of its own, instead of empty boxes.
 */
export function preloadedFonts(html: string): string[] {
  const links = html.match(/<link\b[^>]*>/g) ?? [];
  return links.filter((link) => /\brel="preload"/.test(link) && /\bas="font"/.test(link)).flatMap((link) => /\bhref="([^"]+)"/.exec(link)?.[1] ?? []);
}

/** What the worker keeps for the language built in `dir` (its pages under `prefix`): its core and the fonts its pages preload. */
export function languageCore(dir: string, prefix: string): string[] {
  const manifest = JSON.parse(readFileSync(path.join(dir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  return [...coreFiles(manifest, `${prefix}/`), ...preloadedFonts(readFileSync(path.join(dir, APP_SHELL_FILE), 'utf8'))];
}

const revision = (bytes: Buffer) => crypto.createHash('sha256').update(bytes).digest('hex').slice(0, 16);

/** Bundles the worker into `<dist>/sw.js`; returns its configuration (the unit tests read coreFiles). */
export async function writeServiceWorker(dist: string, languages: readonly Lang[] = LANGUAGES.map((l) => l.code)): Promise<OfflineConfig> {
  const core: Record<string, string[]> = {};
  const prefixes: Record<string, string> = {};
  const shells: Record<string, string> = {};
  const precache: OfflineConfig['precache'] = [];
  for (const lang of languages) {
    const prefix = languagePrefix(lang);
    const dir = path.join(dist, prefix);
    prefixes[lang] = prefix;
    core[lang] = languageCore(dir, prefix);
    shells[lang] = appShellAddress(lang);
    for (const file of ['manifest.webmanifest', 'icon-192.png', 'icon-512.png', 'icon-maskable-512.png']) {
      const bytes = await fs.readFile(path.join(dir, file)).catch(() => null);
      if (bytes) precache.push({ url: `${prefix}/${file}`, revision: revision(bytes) });
    }
  }
  const version = revision(Buffer.from(JSON.stringify({ core, precache })));
  const config: OfflineConfig = { version, precache, core, prefixes, shells };
  await build({
    entryPoints: [path.join(ROOT, 'src/offline/service-worker.ts')],
    outfile: path.join(dist, 'sw.js'),
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    legalComments: 'none',
    logLevel: 'warning',
    // Workbox's development logging is left out of a production build.
    define: { OFFLINE_CONFIG: JSON.stringify(config), 'process.env.NODE_ENV': '"production"' },
  });
  return config;
}
