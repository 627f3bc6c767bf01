// The repository stands alone: no code, test, script, schema, catalogue file or doc sends its
// reader to a document outside it (a design note, a product spec or its sections, a sibling
// folder). Such facts belong in docs/ or in the comment itself.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = process.cwd();
// Written in pieces so that this file does not name them itself.
const outsideDocs = ['DESIGN', 'STYLE'].map((name) => `${name}.md`).concat([['portal', 'overview'].join('-'), ['service', 'pages.md'].join('-')]);
const citations: { what: string; pattern: RegExp }[] = [
  ...outsideDocs.map((name) => ({ what: name, pattern: new RegExp(name.replace('.', '\\.'), 'i') })),
  { what: 'a citation of the product spec', pattern: new RegExp(`\\bthe ${'spec'}\\b`, 'i') },
  { what: 'a section number of a spec', pattern: new RegExp(`\\b${'spec'}\\s*\\(?${'§'}|${'§'}\\s*\\d`, 'i') },
];

/** Every file git tracks, or would track (new and not ignored), as paths relative to the root. */
function repositoryFiles(): string[] {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: root, encoding: 'utf8' });
  return out.split('\0').filter((file) => file !== '' && !file.split('/').includes('node_modules'));
}

/** `../shared/…`-style paths in `text` that lead out of the repository from `file`'s folder. */
function pathsLeavingRepo(file: string, text: string): string[] {
  return [...text.matchAll(/(?:\.\.\/)+shared\b/g)]
    .map((m) => m[0])
    .filter((rel) => path.relative(root, path.resolve(root, path.dirname(file), rel)).startsWith('..'));
}

describe('the repository stands alone', () => {
  const files = repositoryFiles();

  it('reads the files git holds', () => {
    expect(files).toContain('README.md');
    expect(files).toContain('docs/architecture.md');
  });

  it('names no document outside it', () => {
    const found: string[] = [];
    for (const file of files) {
      let text: string;
      try {
        text = readFileSync(path.join(root, file), 'utf8');
      } catch {
        continue; // deleted in the working tree but still in the index
      }
      if (text.includes('\0')) continue; // binary
      text.split('\n').forEach((line, i) => {
        for (const { what, pattern } of citations) if (pattern.test(line)) found.push(`${file}:${i + 1}: ${what}`);
        for (const rel of pathsLeavingRepo(file, line)) found.push(`${file}:${i + 1}: ${rel} is outside the repository`);
      });
    }
    expect(found).toEqual([]);
  });

  it('recognises each kind of outside reference', () => {
    const flagged = (line: string) => citations.some(({ pattern }) => pattern.test(line));
    expect(flagged(`see ${outsideDocs[0]} "Layout"`)).toBe(true);
    expect(flagged(`as the ${'spec'} fixes it`)).toBe(true);
    expect(flagged(`(${'spec'} ${'§'}2)`)).toBe(true);
    expect(flagged('the message spec of an entry; specification')).toBe(false);
    expect(pathsLeavingRepo('src/x.ts', `see ../../${'shared'}/notes`)).toEqual([`../../${'shared'}`]);
    expect(pathsLeavingRepo('src/features/home/x.ts', "from '../../shared/i18n/t'")).toEqual([]);
  });
});
