import { isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, type Document, type Node } from 'yaml';
import type { CheckRule } from './check-rules.ts';
import type { CatalogError } from './types.ts';

export type JsonPath = (string | number)[];

/** A parsed YAML file that can point at the line and column of any value in it. */
export interface SourceFile {
  file: string;
  value: unknown;
  /** Position of the value at `path`; for a missing property, of the closest existing parent. */
  locate(path: JsonPath, at?: 'value' | 'key'): { line: number; col: number };
  errorAt(rule: CheckRule, path: JsonPath, message: string, at?: 'value' | 'key'): CatalogError;
}

/** Parses YAML text, keeping positions. Syntax errors are returned with their file:line:col. */
export function parseSourceFile(file: string, text: string): { source: SourceFile | null; errors: CatalogError[] } {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  // After the first syntax error the parser's view of the rest is unreliable: report that one only.
  const errors: CatalogError[] = doc.errors.slice(0, 1).map((e) => {
    const pos = lineCounter.linePos(e.pos[0]);
    return { file, line: pos.line, col: pos.col, message: syntaxMessage(e.code, e.message), rule: 'yaml.syntax' as const };
  });
  if (errors.length > 0) return { source: null, errors };

  const position = (offset: number) => {
    const { line, col } = lineCounter.linePos(offset);
    return { line, col };
  };
  const locate = (path: JsonPath, at: 'value' | 'key' = 'value') => {
    const { node, key } = findNode(doc, path);
    const target = at === 'key' && key ? key : node;
    return position(target?.range?.[0] ?? 0);
  };
  const source: SourceFile = {
    file,
    value: doc.toJS(),
    locate,
    errorAt: (rule, path, message, at) => ({ file, ...locate(path, at), message, rule }),
  };
  return { source, errors: [] };
}

/** Walks the document along `path` as far as it exists; returns the deepest node and its key node. */
function findNode(doc: Document, path: JsonPath): { node: Node | null; key: Node | null } {
  let node: Node | null = (doc.contents as Node | null) ?? null;
  let key: Node | null = null;
  for (const step of path) {
    if (isMap(node)) {
      const pair = node.items.find((p) => isPair(p) && isScalar(p.key) && p.key.value === step);
      if (!pair) break;
      key = pair.key as Node;
      node = (pair.value as Node | null) ?? key;
    } else if (isSeq(node) && typeof step === 'number' && node.items[step]) {
      key = null;
      node = node.items[step] as Node;
    } else {
      break;
    }
  }
  return { node, key };
}

function syntaxMessage(code: string, message: string): string {
  // The yaml library's messages repeat the position; keep only the first sentence.
  const first = message.split(/ at line \d+/)[0]?.trim() ?? message;
  if (code === 'BAD_INDENT' || code === 'MISSING_CHAR' || code === 'BLOCK_AS_IMPLICIT_KEY') {
    return `YAML syntax error (check the indentation): ${first}`;
  }
  return `YAML syntax error: ${first}`;
}
