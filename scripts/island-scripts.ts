// Which scripts an islands page starts with (scripts/prerender.ts): the islands entry, what it
// imports, on a page with islands their triggers (src/app/wake-islands.ts), and on a page with `load` islands their hydrating half (React DOM, src/islands-hydrate.tsx)
// and their code, with what those import. Islands that wait for a touch, the screen or a saved state
// are not preloaded: the phone's connection and main thread are not spent on them at load. Read from the browser build's
// manifest and the islands registry (src/app/island-registry.ts).
import fs from 'node:fs';
import path from 'node:path';
import type { IslandsScripts } from './page-html.ts';

export interface ManifestChunk {
  file: string;
  name?: string;
  imports?: string[];
  css?: string[];
}

/** An island as a page's HTML names it: `data-island`, `data-hydrate` (its triggers, space-separated) and its props (`data-props`). */
export interface PageIsland {
  name: string;
  hydrate: string;
  props?: object;
}

export const ISLANDS_ENTRY = 'src/islands.tsx';
/** What the entry imports (dynamically) on a page that has islands: their triggers. */
export const ISLANDS_WAKE = 'src/app/wake-islands.ts';
/** What that imports (dynamically) once an island is woken: React DOM and the islands' root. */
export const ISLANDS_HYDRATE = 'src/islands-hydrate.tsx';
const REGISTRY = 'src/app/island-registry.ts';
const ROOT = path.resolve(import.meta.dirname, '..');

/** Each island's module (its manifest key, e.g. src/shared/layout/header-island.tsx), by its name in the registry. */
export function readIslandModules(root = ROOT): Record<string, string> {
  const registry = fs.readFileSync(path.join(root, REGISTRY), 'utf8');
  const modules: Record<string, string> = {};
  for (const [, name, from] of registry.matchAll(/'?([\w-]+)'?: \(\) => import\('([^']+)'\)/g)) {
    const base = path.posix.join(path.posix.dirname(REGISTRY), from!);
    modules[name!] = ['.tsx', '.ts'].map((ext) => base + ext).find((file) => fs.existsSync(path.join(root, file))) ?? `${base}.ts`;
  }
  return modules;
}

/**
 * A module's key in the manifest: its path, or (a module the whole-page app also imports statically
 * lands in a chunk shared by both entries, keyed by its file) the one chunk named after it.
 */
export function chunkKey(manifest: Record<string, ManifestChunk>, module: string): string {
  if (manifest[module]) return module;
  const name = path.posix.basename(module).replace(/\.tsx?$/, '');
  const named = Object.keys(manifest).filter((key) => manifest[key]!.name === name && key.endsWith('.js'));
  if (named.length !== 1) throw new Error(`${module} is not in the build manifest (${named.length} chunks named ${name})`);
  return named[0]!;
}

/** The files of the manifest's `keys` and everything they import statically. */
export function staticClosure(manifest: Record<string, ManifestChunk>, keys: readonly string[], files = new Set<string>()): Set<string> {
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    if (files.has(chunk.file)) continue;
    files.add(chunk.file);
    staticClosure(manifest, chunk.imports ?? [], files);
  }
  return files;
}

/**
 * The module of the catalogue entry an island's props name (`entryId`, the request island): the
 * island loads it by id before it can hydrate, so it is preloaded with the island's code.
 */
function entryModuleKey(manifest: Record<string, ManifestChunk>, props: object | undefined): string[] {
  const id = (props as { entryId?: unknown } | undefined)?.entryId;
  if (typeof id !== 'string') return [];
  const key = `virtual:catalog/entry/${id}`;
  if (!manifest[key]) throw new Error(`The catalogue entry "${id}" is not in the build manifest`);
  return [key];
}

/** The islands entry and the preloads of a page with these islands (none: the entry alone), at their addresses under `base` (/ or /te/). */
export function islandsScripts(manifest: Record<string, ManifestChunk>, modules: Record<string, string>, islands: readonly PageIsland[], base: string): IslandsScripts {
  const entry = manifest[ISLANDS_ENTRY];
  if (!entry) throw new Error(`${ISLANDS_ENTRY} is not in the build manifest: is it an input of vite.config.ts?`);
  const atLoad = islands.filter((island) => island.hydrate.split(' ').includes('load'));
  const loaded = atLoad.flatMap((island) => {
    const module = modules[island.name];
    if (!module) throw new Error(`The island "${island.name}" is not in ${REGISTRY}`);
    return [chunkKey(manifest, module), ...entryModuleKey(manifest, island.props)];
  });
  const files = staticClosure(manifest, [ISLANDS_ENTRY, ...(islands.length > 0 ? [ISLANDS_WAKE] : []), ...(atLoad.length > 0 ? [ISLANDS_HYDRATE] : []), ...loaded]);
  files.delete(entry.file);
  return { entry: `${base}${entry.file}`, preloads: [...files].map((file) => `${base}${file}`) };
}
