// `html:has(…)` or `:root:has(…)` looks free but is not: Chromium then restyles the root element,
// whose style holds all of Mantine's CSS variables, after every element added anywhere in the page
// (the islands' script and preload tags, each island's render). Measured on the home page: 5-10 ms a
// time, and the main thread's work after the first paint fell by a quarter without it.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '../../src');
const ROOT_HAS = /(^|[\s,}])(html|:root)(\[[^\]]*\]|\.[\w-]+)*:has\(/gm;

/** `file:line:col` of each rule whose subject is the root element with a `:has()`. */
function rootHasRules(files: { file: string; css: string }[]): string[] {
  return files.flatMap(({ file, css }) =>
    [...css.matchAll(ROOT_HAS)].map((match) => {
      const start = match.index + match[1]!.length;
      const before = css.slice(0, start).split('\n');
      return `${file}:${before.length}:${before.at(-1)!.length + 1} no :has() on the root element`;
    }),
  );
}

it('finds a :has() on the root element, and leaves other :has() alone', () => {
  const css = 'body:has(.a) footer { x: 1 }\n.star:has(input) { x: 1 }\n  html:has(.chat-dock) { x: 1 }\n:root[data-x]:has(dialog) { x: 1 }';
  expect(rootHasRules([{ file: 'a.css', css }])).toEqual(['a.css:3:3 no :has() on the root element', 'a.css:4:1 no :has() on the root element']);
});

it('no stylesheet of the app puts a :has() on the root element', () => {
  const files = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.css'))
    .map((file) => ({ file: `src/${file}`, css: readFileSync(path.join(SRC, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' ')) }));
  expect(rootHasRules(files)).toEqual([]);
});
