// Reads the fixture catalogues of tests/fixtures/catalog into the in-memory form compileCatalog takes.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CatalogFile } from '../../src/catalog/compile-catalog';
import { ALL_FIELD_TYPES } from '../../src/core/field-types';

export const REPO_DIR = fileURLToPath(new URL('../..', import.meta.url));
export const FIXTURES_DIR = path.join(REPO_DIR, 'tests/fixtures/catalog');
export const VALID_DIR = path.join(FIXTURES_DIR, 'valid');
export const INVALID_DIR = path.join(FIXTURES_DIR, 'invalid');

/** A positive fixture and the negative fixtures made from it. */
export interface FixtureFamily {
  valid: string;
  invalid: string;
}

/** The catalogue rules: the valid fixture mixes plain English texts and translated ones. */
export const RULES: FixtureFamily = { valid: VALID_DIR, invalid: INVALID_DIR };
/** The translation check: the same catalogue with every text in English and Telugu. */
export const TRANSLATIONS: FixtureFamily = {
  valid: path.join(FIXTURES_DIR, 'translations/valid'),
  invalid: path.join(FIXTURES_DIR, 'translations/invalid'),
};

/** Relative posix path → text, for every YAML file under `dir` (the files the loader would read). */
export type Tree = Map<string, string>;

export function readTree(dir: string): Tree {
  const names = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => name.split(path.sep).join('/'))
    .filter((name) => /\.ya?ml$/.test(name));
  return new Map(names.map((name) => [name, readFileSync(path.join(dir, name), 'utf8')]));
}

/**
 * A negative fixture: the files of `invalid/<rule>/` replace (same path) or join the valid
 * catalogue of its family; `remove.txt` lists valid files to leave out; `expected.txt` holds the exact errors
 * (`{field types}` in it is the declared list of field types).
 */
export interface RuleFixture {
  name: string;
  tree: Tree;
  expected: string[];
  /** Text of `bug.md` when the fixture shows a known compiler bug (the test is then expected to fail). */
  bug: string | null;
}

export function readRuleFixture(name: string, family: FixtureFamily = RULES): RuleFixture {
  const dir = path.join(family.invalid, name);
  const tree = readTree(family.valid);
  const removeFile = path.join(dir, 'remove.txt');
  if (existsSync(removeFile)) {
    for (const line of lines(readFileSync(removeFile, 'utf8'))) {
      if (!tree.delete(line)) throw new Error(`${name}/remove.txt: ${line} is not a file of the valid fixture`);
    }
  }
  for (const [file, text] of readTree(dir)) tree.set(file, text);
  const bugFile = path.join(dir, 'bug.md');
  return {
    name,
    tree,
    // `{field types}` stands for the declared list (src/core/field-types.ts), so a new type changes no fixture.
    expected: lines(readFileSync(path.join(dir, 'expected.txt'), 'utf8').replaceAll('{field types}', ALL_FIELD_TYPES.join(', '))),
    bug: existsSync(bugFile) ? readFileSync(bugFile, 'utf8') : null,
  };
}

export function ruleFixtureNames(family: FixtureFamily = RULES): string[] {
  return readdirSync(family.invalid, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
}

/** The files as `npm run catalog:check` would pass them: sorted by path, shown as catalog/<path>. */
export function asCatalogFiles(tree: Tree): CatalogFile[] {
  return [...tree.keys()].sort().map((file) => ({ path: `catalog/${file}`, text: tree.get(file) ?? '' }));
}

function lines(text: string): string[] {
  return text.split('\n').filter((line) => line.trim() !== '');
}
