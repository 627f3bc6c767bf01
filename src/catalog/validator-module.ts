import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';
import type { FormSchema } from './types.ts';

// ajv's standalone output is CommonJS and may require() small runtime helpers. Only these are
// allowed, each mapped to an ES module, so the browser gets no ajv compiler and no eval.
const RUNTIME_HELPERS: Record<string, string> = {
  'ajv/dist/runtime/ucs2length': 'ajv/dist/runtime/ucs2length.js',
};

/** The ES module source of a precompiled rjsf validator for one form schema. */
export function validatorModuleSource(schema: FormSchema): string {
  const code = compileSchemaValidatorsCode(schema, { ajvFormatOptions: false, ajvOptionsOverrides: { code: { lines: false } } });
  const required = [...code.matchAll(/require\("([^"]+)"\)/g)].map((m) => m[1] ?? '');
  const unknown = required.filter((id) => !RUNTIME_HELPERS[id]);
  if (unknown.length > 0) throw new Error(`precompiled validator needs unsupported runtime modules: ${unknown.join(', ')}`);
  const ids = [...new Set(required)];
  const imports = ids.map((id, i) => `import helper${i} from ${JSON.stringify(RUNTIME_HELPERS[id])};`).join('\n');
  const table = ids.map((id, i) => `${JSON.stringify(id)}: { default: helper${i}.default ?? helper${i} }`).join(', ');
  return `${imports}
const modules = { ${table} };
const require = (id) => modules[id];
const exports = {};
${code.replace(/^"use strict";/, '')}
export default exports;
`;
}
