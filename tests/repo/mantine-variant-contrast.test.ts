// Mantine draws `variant="light"` with a colour shade (color="red.9") as that shade filled behind
// the colour's mid-tone text, and `variant="subtle"` with a shade in at most shade 6: both well
// below the 4.5:1 contrast WCAG AA asks for. Without a shade they are what they look like; outline
// (the shade's text and border on white) and default pass.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const p = path.join(dir, d.name);
    if (d.isDirectory()) return sourceFiles(p);
    return d.name.endsWith('.tsx') ? [p] : [];
  });
}

it('no component uses the light or subtle variant with a colour shade', () => {
  const found = sourceFiles('src').flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/<[A-Z]\w*\b[^>]*?\bvariant="(?:light|subtle)"[^>]*?\bcolor="[a-z]+\.\d"|<[A-Z]\w*\b[^>]*?\bcolor="[a-z]+\.\d"[^>]*?\bvariant="(?:light|subtle)"/g)].map((m) => `${file}: ${m[0].slice(0, 80)}`),
  );
  expect(found).toEqual([]);
});
