// Plain class names (className="fz-26-34", or the fixed part of className={`…`}) select rules of the app's global stylesheets
// (src/app/global.css, src/app/responsive.css, and the inline style of the page template, index.html):
// a mistyped name would leave an element unstyled with
// no error anywhere, and a rule nothing names is dead CSS every page downloads.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '../../src');
const STYLESHEETS = ['app/global.css', 'app/responsive.css'];

const templateStyle = [...readFileSync(path.join(SRC, '../index.html'), 'utf8').matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]!).join('\n');
const classesOf = (css: string) => [...css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/\.([a-z][\w-]*)/g)].map((m) => m[1]!);
const defined = new Set([...STYLESHEETS.flatMap((file) => classesOf(readFileSync(path.join(SRC, file), 'utf8'))), ...classesOf(templateStyle)]);
const used = new Map<string, string>();
for (const file of readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.tsx'))) {
  const code = readFileSync(path.join(SRC, file), 'utf8');
  // className="a b", and the fixed names of a template: className={`a ${more}`}.
  const lists = [...code.matchAll(/className="([^"]+)"/g), ...code.matchAll(/className=\{`([^`]*)`/g)].map((m) => m[1]!.replace(/\$\{[^}]*\}/g, ' '));
  for (const names of lists) for (const name of names.split(/\s+/).filter(Boolean)) used.set(name, file);
}
// HTML written as text (the service search's results, src/shared/search/search-results-html.ts): class="a b".
for (const file of readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'))) {
  const code = readFileSync(path.join(SRC, file), 'utf8');
  for (const [, names] of code.matchAll(/class="([^"$]+)"/g)) for (const name of names!.split(/\s+/).filter(Boolean)) used.set(name, file);
}

it('every plain class name in the code is defined in a global stylesheet', () => {
  expect([...used].filter(([name]) => !defined.has(name)).map(([name, file]) => `${name} (${file})`)).toEqual([]);
});

it('every class of the responsive stylesheet and the template\'s inline style is used', () => {
  const responsive = [...classesOf(readFileSync(path.join(SRC, 'app/responsive.css'), 'utf8')), ...classesOf(templateStyle)];
  expect([...new Set(responsive)].filter((name) => !used.has(name))).toEqual([]);
});
