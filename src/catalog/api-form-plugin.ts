import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import { validatorModuleSource } from './validator-module.ts';
import type { FormSchema } from './types.ts';

const PREFIX = 'virtual:api-form/';
const RESOLVED = '\0';

/**
 * Serves `virtual:api-form/<name>`: the API body schema `schemas/api/<name>.schema.json` (the one the
 * server validates with) and its precompiled rjsf validator, so a browser form built from it checks
 * exactly what the server checks, with no JSON-Schema compiler in the bundle.
 */
export function apiFormPlugin(dir: string = path.resolve('schemas/api')): Plugin {
  return {
    name: 'portal-api-form',
    resolveId(id) {
      return id.startsWith(PREFIX) ? RESOLVED + id : null;
    },
    async load(id) {
      if (!id.startsWith(RESOLVED + PREFIX)) return null;
      const name = id.slice(RESOLVED.length + PREFIX.length);
      if (!/^[a-z][a-z0-9-]*$/.test(name)) throw new Error(`not an API schema name: ${name}`);
      const file = path.join(dir, `${name}.schema.json`);
      this.addWatchFile(file);
      const schema = JSON.parse(await readFile(file, 'utf8')) as FormSchema;
      return `${validatorModuleSource(schema).replace('export default exports;', 'export const validateFns = exports;')}
export const schema = ${JSON.stringify(schema)};
`;
    },
  };
}
