// No import circles in src/ or scripts/: files that import each other in a loop cannot be read,
// tested or moved one at a time, and a circle hides which of them is the lower layer. Every
// relative import counts, type-only ones too (import, import type, export … from, import('…')).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = process.cwd();
const codeFile = /\.tsx?$/;

/** Every .ts and .tsx file under `dir`, as paths relative to the root. */
function codeFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return codeFiles(rel);
    return codeFile.test(entry.name) ? [rel] : [];
  });
}

/** The file a relative import names, as TypeScript's bundler resolution finds it (without a query such as `?raw`). */
function resolveImport(from: string, specifier: string): string | undefined {
  const base = path.join(path.dirname(from), specifier.replace(/\?.*$/, ''));
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`];
  return candidates.find((file) => codeFile.test(file) && existsSync(path.join(root, file)) && statSync(path.join(root, file)).isFile());
}

/** Each file's relative imports that lead to another code file. */
function importGraph(files: string[], read: (file: string) => string, resolve = resolveImport): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of files) {
    // TypeScript's own scanner: it sees import, import type, export … from and import('…'), and skips comments and strings.
    const { importedFiles } = ts.preProcessFile(read(file), true, true);
    const targets = importedFiles
      .map((ref) => ref.fileName)
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => resolve(file, specifier))
      .filter((target): target is string => target !== undefined);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** The graph's strongly connected components that are circles (two or more files, or a file importing itself): Tarjan's algorithm. */
function circles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];

  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next);
    next += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file)!, index.get(target)!));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || (graph.get(file) ?? []).includes(file)) found.push(component.sort());
  };

  for (const file of [...graph.keys()].sort()) if (!index.has(file)) visit(file);
  return found.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

/** The shortest loop from the component's first file back to it, within the component: `a.ts -> b.ts -> a.ts`. */
function loopOf(component: string[], graph: Map<string, string[]>): string {
  const start = component[0]!;
  const inside = new Set(component);
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const target of graph.get(file) ?? []) {
      if (!inside.has(target)) continue;
      if (target === start) {
        const loop = [start];
        for (let at = file; at !== start; at = cameFrom.get(at)!) loop.unshift(at);
        return [start, ...loop].join(' -> ');
      }
      if (!cameFrom.has(target)) {
        cameFrom.set(target, file);
        queue.push(target);
      }
    }
  }
  return component.join(', ');
}

describe('import circles', () => {
  const files = [...codeFiles('src'), ...codeFiles('scripts')];
  const graph = importGraph(files, (file) => readFileSync(path.join(root, file), 'utf8'));

  it('reads the imports of src/ and scripts/', () => {
    expect(files).toContain('src/server/app.ts');
    expect(graph.get('src/server/app.ts')).toContain('src/server/deps.ts');
  });

  it('finds none in src/ or scripts/', () => {
    const found = circles(graph).map((component) => `${loopOf(component, graph)} (${component.length} files: ${component.join(', ')})`);
    expect(found, 'move the shared type or function down to a file both can import').toEqual([]);
  });

  it('sees a circle of type-only imports, of export … from and of import()', () => {
    const sources: Record<string, string> = {
      'src/a.ts': "import type { B } from './b';\nexport type A = B;",
      'src/b.ts': "export { c } from './c';\nexport type B = string;",
      'src/c.ts': "// import { nothing } from './d';\nexport const c = () => import('./a');",
      'src/d.ts': "import { c } from './c';",
    };
    const resolveFake = (from: string, specifier: string) => {
      const file = path.posix.join(path.posix.dirname(from), `${specifier}.ts`);
      return file in sources ? file : undefined;
    };
    const fake = importGraph(Object.keys(sources), (file) => sources[file]!, resolveFake);
    const found = circles(fake);
    expect(found).toEqual([['src/a.ts', 'src/b.ts', 'src/c.ts']]);
    expect(loopOf(found[0]!, fake)).toBe('src/a.ts -> src/b.ts -> src/c.ts -> src/a.ts');
  });
});
