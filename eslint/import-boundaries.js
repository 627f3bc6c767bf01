// ESLint rule: the one-way imports of docs/architecture.md, checked on every relative import.
// Zones name a folder (`target`) that may not import from other folders (`from`, minus `except`).
import path from 'node:path';

const inside = (file, dir) => file === dir || file.startsWith(`${dir}${path.sep}`);

/** @type {import('eslint').Rule.RuleModule} */
export const importBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep imports flowing one way between the layers of src/' },
    schema: [{ type: 'object', properties: { zones: { type: 'array' } }, additionalProperties: false }],
  },
  create(context) {
    const root = context.cwd;
    const zones = (context.options[0]?.zones ?? []).map((zone) => ({
      ...zone,
      target: path.resolve(root, zone.target),
      from: [zone.from].flat().map((dir) => path.resolve(root, dir)),
      // As in import-x's no-restricted-paths, exceptions are folders inside the first `from` folder.
      except: (zone.except ?? []).map((dir) => path.resolve(root, [zone.from].flat()[0], dir)),
    }));
    const importer = context.filename;
    const active = zones.filter((zone) => inside(importer, zone.target));
    if (active.length === 0) return {};

    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const imported = path.resolve(path.dirname(importer), source);
      for (const zone of active) {
        const crosses = zone.from.some((dir) => inside(imported, dir)) && !zone.except.some((dir) => inside(imported, dir));
        if (crosses) {
          context.report({ node, message: `Import of "${source}" crosses a layer boundary: ${zone.message}` });
          return;
        }
      }
    };
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};
