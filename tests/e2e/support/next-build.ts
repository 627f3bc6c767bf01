// The next release of the build in dist/, without building again: a copy in which every hashed file
// (/assets/…, /te/assets/…) has a new name, as when every chunk's content changed, with every page,
// script, stylesheet, manifest and sw.js naming the new files, and sw.js a new version. Served in place
// of dist/, it is what a visitor's browser meets after a deploy: the old build's files are gone.
import fs from 'node:fs';
import path from 'node:path';
import { languagePrefix, perLanguage } from '../../../src/core/languages';
import { isHashedAsset } from '../../../src/offline/offline-rules';

export interface Build {
  dir: string;
  /** sw.js's version, which names its caches (rto-…-<version>). */
  version: string;
  /** Every hashed file's address (/assets/x-1a2b3c4d.js, and the same under each language's prefix). */
  files: Set<string>;
}

const TEXT = /\.(html|js|css|json|webmanifest)$/;
/** Each language's address prefix, as sw.js has them: the worker's own rule says which files are hashed. */
const PREFIXES = perLanguage(languagePrefix);

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true }).filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/** The build in `dir` as the worker sees it. */
export function readBuild(dir: string): Build {
  const version = /version:"([^"]+)"/.exec(fs.readFileSync(path.join(dir, 'sw.js'), 'utf8'))?.[1];
  if (!version) throw new Error(`${dir}/sw.js names no version`);
  const files = new Set(
    walk(dir)
      .map((file) => `/${path.relative(dir, file).split(path.sep).join('/')}`)
      .filter((address) => isHashedAsset(address, PREFIXES)),
  );
  return { dir, version, files };
}

/** Writes the next release of `build` into `into` (emptied first). */
export function nextBuild(build: Build, into: string): Build {
  fs.rmSync(into, { recursive: true, force: true });
  fs.cpSync(build.dir, into, { recursive: true });
  // x-1a2b3c4d.js → x-1a2b3c4dn.js, everywhere at once, longest names first, whole names only.
  const names = [...new Set([...build.files].map((address) => path.posix.basename(address)))].sort((a, b) => b.length - a.length);
  const renamed = (name: string) => name.replace(/(\.[a-z0-9]+)$/, 'n$1');
  const anyName = new RegExp(`(?<![\\w.-])(${names.map((n) => n.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')).join('|')})(?![\\w.-])`, 'g');
  for (const address of build.files) {
    const file = path.join(into, address);
    fs.renameSync(file, path.join(path.dirname(file), renamed(path.basename(file))));
  }
  for (const file of walk(into).filter((f) => TEXT.test(f))) {
    const text = fs.readFileSync(file, 'utf8');
    const next = text.replace(anyName, renamed).replace(`version:"${build.version}"`, `version:"${build.version}n"`);
    if (next !== text) fs.writeFileSync(file, next);
  }
  const result = readBuild(into);
  if (result.version === build.version) throw new Error('the next build kept the old version');
  return result;
}
