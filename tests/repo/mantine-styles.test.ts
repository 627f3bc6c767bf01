// The app loads Mantine's styles per component (src/app/mantine-styles.css for the first screen,
// the rest next to the lazily loaded code that uses them) instead of its whole stylesheet. A
// component that is used but whose styles nobody imports renders unstyled; this finds it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const STYLES = 'node_modules/@mantine/core/styles';
const styleImport = /@mantine\/core\/styles\/([A-Za-z]+)\.layer\.css/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const p = path.join(dir, d.name);
    if (d.isDirectory()) return p === path.join('src', 'server') ? [] : sourceFiles(p);
    return /\.tsx?$/.test(d.name) ? [p] : [];
  });
}

/** Components (values, not types) a file imports from @mantine/core that have a stylesheet of their own. */
function styledComponents(source: string): string[] {
  return [...source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@mantine\/core'/g)]
    .flatMap((m) => (m[1] ?? '').split(','))
    .map((name) => name.trim())
    .filter((name) => name !== '' && !name.startsWith('type '))
    .filter((name) => existsSync(path.join(STYLES, `${name}.css`)));
}

const global = new Set([...readFileSync('src/app/mantine-styles.css', 'utf8').matchAll(styleImport)].map((m) => m[1]));

describe('Mantine component styles', () => {
  it('are loaded for every component the app uses', () => {
    const missing = sourceFiles('src').flatMap((file) => {
      const source = readFileSync(file, 'utf8');
      const local = new Set([...source.matchAll(styleImport)].map((m) => m[1]));
      return styledComponents(source)
        .filter((name) => !global.has(name) && !local.has(name))
        .map((name) => `${file}: ${name} (import '@mantine/core/styles/${name}.layer.css' there or in src/app/mantine-styles.css)`);
    });
    expect(missing).toEqual([]);
  });

  it('are the cascade-layer files, so the portal\'s own CSS wins in any load order', () => {
    const files = [...sourceFiles('src'), 'src/app/mantine-styles.css', 'src/app/global.css'];
    const unlayered = files.filter((f) => /@mantine\/core\/styles(\/[A-Za-z-]+)?\.css/.test(readFileSync(f, 'utf8')));
    expect(unlayered).toEqual([]);
  });
});
