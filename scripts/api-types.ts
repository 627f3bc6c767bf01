// `npm run api:types`: writes the TypeScript types of the API from the JSON Schemas in schemas/api/
// (the one source: the server validates bodies with them, the browser's forms check with them, and
// the API tests hold every answer to them), and those of the authored catalogue from its schemas in
// schemas/ (catalog:check validates the YAML files with them). Run it after changing a schema;
// tests/tooling/api-types.test.ts fails until the files match the schemas.
// - src/shared/api/bodies.ts: each body schema gives `<Name>Body`, what a client sends (a property
//   with a default may be left out), and `<Name>Checked`, what validateBody returns (defaults filled in).
// - src/shared/api/answers.ts: each definition of schemas/api/answers/*.schema.json gives a type of
//   that name, what the server answers (its answer builders and the browser's calls both use it), and
//   `Answers`, every name the server's `answer(c, name, body)` may give. A list the code owns (request
//   statuses, audit actions) is named with `x-type` and imported, not written again.
// - src/server/validation/schemas.ts: the server's registry of the body schemas, each imported as
//   JSON under its file name, so a new schema file is registered by running this.
// - src/catalog/source-types.ts: the catalogue as authored: each file of CATALOG_SCHEMAS gives the
//   type named there (EntrySource …) and each of its definitions a type of that name (FieldSource …).
//   A type the code owns (Text, a field's type, a fee's unit) is named with `x-type` and imported.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { posix } from 'node:path';
import { pathToFileURL } from 'node:url';

export const API_TYPES_FILE = new URL('../src/shared/api/bodies.ts', import.meta.url);
export const ANSWER_TYPES_FILE = new URL('../src/shared/api/answers.ts', import.meta.url);
export const SCHEMA_REGISTRY_FILE = new URL('../src/server/validation/schemas.ts', import.meta.url);
export const CATALOG_TYPES_FILE = new URL('../src/catalog/source-types.ts', import.meta.url);
const SCHEMA_DIR = new URL('../schemas/api/', import.meta.url);
const CATALOG_SCHEMA_DIR = new URL('../schemas/', import.meta.url);

/** The schema of each authored catalogue file (in schemas/), and the name of its type. */
const CATALOG_SCHEMAS: Record<string, string> = {
  'catalog-entry.schema.json': 'EntrySource',
  'site.schema.json': 'SiteSource',
  'offices.schema.json': 'OfficesSource',
  'holidays.schema.json': 'HolidaysSource',
};

// What a type is made of; the keywords that only check a value (pattern, minProperties,
// propertyNames, if/then/else …) say nothing of its type and are not read.
interface Schema {
  type?: string | string[];
  enum?: unknown[];
  $ref?: string;
  anyOf?: Schema[];
  oneOf?: Schema[];
  const?: unknown;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  definitions?: Record<string, Schema>;
  default?: unknown;
  /** `src/…/file.ts#Name`: the type is that export (a type the code owns); the schema checks only the JSON value. */
  'x-type'?: string;
  title?: string;
  description?: string;
}

/** Schema files by their path in their folder (`service.schema.json`, `answers/admin.schema.json`). */
type Files = Map<string, Schema>;

const pascal = (stem: string) => stem.replace(/(^|-)([a-z])/g, (_, __, c: string) => c.toUpperCase());
const schemaFiles = (dir: string) =>
  readdirSync(new URL(dir, SCHEMA_DIR))
    .filter((name) => name.endsWith('.schema.json'))
    .sort()
    .map((name) => `${dir}${name}`);

const readSchemas = (dir: URL, files: string[]): Files => new Map(files.map((file) => [file, JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as Schema]));
/** Every schema file under schemas/api/. */
const readFiles = (): Files => readSchemas(SCHEMA_DIR, [...schemaFiles(''), ...schemaFiles('answers/')]);
const readCatalogFiles = (): Files => readSchemas(CATALOG_SCHEMA_DIR, Object.keys(CATALOG_SCHEMAS));

/** A `$ref` as a file (relative to the one it is written in) and a JSON pointer in it. */
function resolve(ref: string, from: string): { file: string; pointer: string } {
  const [path = '', pointer = ''] = ref.split('#');
  const file = path === '' ? from : new URL(path, new URL(from, 'x:/')).pathname.slice(1);
  return { file, pointer };
}

interface Context {
  files: Files;
  /** The file whose schema is being written: `$ref`s are relative to it. */
  file: string;
  checked: boolean;
  /** The code types `x-type` names, by file (filled in while writing). */
  imports?: Map<string, Set<string>>;
}

function typeOf(schema: Schema, ctx: Context, indent: string): string {
  if (schema['x-type']) {
    const [file = '', name = ''] = schema['x-type'].split('#');
    if (!ctx.imports) throw new Error(`${ctx.file}: x-type is for answers and the catalogue only`);
    ctx.imports.set(file, (ctx.imports.get(file) ?? new Set()).add(name));
    return name;
  }
  if (schema.$ref) {
    const { file, pointer } = resolve(schema.$ref, ctx.file);
    // A definition is a named type of its own; anything else (a body's property) is written in place.
    const definition = /^\/definitions\/(\w+)$/.exec(pointer)?.[1];
    if (definition) return definition;
    let target: unknown = ctx.files.get(file);
    for (const key of pointer.split('/').filter(Boolean)) target = (target as Record<string, unknown> | undefined)?.[key];
    if (!target) throw new Error(`${ctx.file}: $ref ${schema.$ref} points at nothing`);
    return typeOf(target as Schema, { ...ctx, file }, indent);
  }
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return union.map((s) => typeOf(s, ctx, indent)).join(' | ');
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  const types = Array.isArray(schema.type) ? schema.type : [schema.type ?? 'unknown'];
  return types
    .map((type) => {
      switch (type) {
        case 'string':
          return 'string';
        case 'integer':
        case 'number':
          return 'number';
        case 'boolean':
          return 'boolean';
        case 'null':
          return 'null';
        case 'array':
          return listOf(typeOf(schema.items ?? {}, ctx, indent));
        case 'object':
          return objectType(schema, ctx, indent);
        default:
          return 'unknown';
      }
    })
    .join(' | ');
}

// A union of items is a list of any of them, not one of them or a list of the last.
const listOf = (item: string): string => (item.includes(' | ') && !item.startsWith('{') ? `(${item})[]` : `${item}[]`);

function objectType(schema: Schema, ctx: Context, indent: string): string {
  if (!schema.properties && typeof schema.additionalProperties === 'object') return `Record<string, ${typeOf(schema.additionalProperties, ctx, indent)}>`;
  const required = new Set(schema.required ?? []);
  const lines = Object.entries(schema.properties ?? {}).map(([name, property]) => {
    const present = required.has(name) || (ctx.checked && property.default !== undefined);
    const key = /^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name);
    const doc = property.description && !property.$ref ? `${indent}  /** ${property.description} */\n` : '';
    return `${doc}${indent}  ${key}${present ? '' : '?'}: ${typeOf(property, ctx, `${indent}  `)};`;
  });
  return `{\n${lines.join('\n')}\n${indent}}`;
}

const HEADER = [
  '// Generated by `npm run api:types` from schemas/api/: do not edit by hand (change the schema and run',
  '// it again; tests/tooling/api-types.test.ts checks that this file is current).',
  '',
];

/** bodies.ts, made from the schemas as they are now. */
export function apiTypesSource(files: Files = readFiles()): string {
  const bodies = [...files].filter(([file, schema]) => !file.includes('/') && schema.type === 'object');
  const out = [...HEADER];
  for (const [file, schema] of bodies) {
    const name = pascal(file.replace('.schema.json', ''));
    out.push(`/** ${schema.title ?? name}: ${schema.description ?? file} (schemas/api/${file}), as a client sends it. */`);
    out.push(`export interface ${name}Body ${objectType(schema, { files, file, checked: false }, '')}`);
    out.push('');
    out.push(`/** ${schema.title ?? name}, as the server has checked it (defaults filled in). */`);
    out.push(`export interface ${name}Checked ${objectType(schema, { files, file, checked: true }, '')}`);
    out.push('');
  }
  out.push('/** Each body schema (by its file name) and the type validateBody gives for it. */');
  out.push('export interface CheckedBodies {');
  for (const [file] of bodies) out.push(`  '${file.replace('.schema.json', '')}': ${pascal(file.replace('.schema.json', ''))}Checked;`);
  out.push('}');
  out.push('');
  return out.join('\n');
}

type Named = Map<string, { file: string; schema: Schema }>;

/** Every definition of these files, by its name (names are unique across them: a `$ref` to one is its name), with its file. */
function definitionsOf(files: [string, Schema][], into: Named = new Map()): Named {
  for (const [file, schema] of files) {
    for (const [name, definition] of Object.entries(schema.definitions ?? {})) {
      if (into.has(name)) throw new Error(`${file}: ${name} is also defined in ${into.get(name)!.file}`);
      into.set(name, { file, schema: definition });
    }
  }
  return into;
}

/** Every answer definition, by its name, with its file. */
export function answerDefinitions(files: Files = readFiles()): Named {
  return definitionsOf([...files].filter(([file]) => file.startsWith('answers/')));
}

/**
 * Each named schema as an exported type of its name, after the imports of the code types they name:
 * `schemas` is their folder, `into` the generated file's, `specifier` how that folder names a module.
 */
function namedTypes(named: Named, files: Files, schemas: string, into: string, specifier: (path: string) => string): string[] {
  const imports = new Map<string, Set<string>>();
  const out: string[] = [];
  for (const [name, { file, schema }] of named) {
    const type = typeOf(schema, { files, file, checked: false, imports }, '');
    // A type the code owns is imported under its own name, not written again.
    if (schema['x-type']) {
      if (type !== name) throw new Error(`${file}: the definition ${name} names the type ${type}`);
      continue;
    }
    out.push(`/** ${schema.description ?? name} (${schemas}${file}) */`);
    out.push(type.startsWith('{') ? `export interface ${name} ${type}` : `export type ${name} = ${type};`);
    out.push('');
  }
  const from = (file: string) => {
    const path = posix.relative(into, file);
    return specifier(path.startsWith('.') ? path : `./${path}`);
  };
  const importLines = [...imports].sort().map(([file, names]) => `import type { ${[...names].sort().join(', ')} } from '${from(file)}';`);
  return [...importLines, ...(importLines.length ? [''] : []), ...out];
}

/** answers.ts, made from the schemas as they are now. */
export function answerTypesSource(files: Files = readFiles()): string {
  const definitions = answerDefinitions(files);
  const out = [...HEADER, ...namedTypes(definitions, files, 'schemas/api/', 'src/shared/api', (path) => path.replace(/\.ts$/, ''))];
  out.push('/** Every answer by its name: what `answer(c, name, body)` on the server checks a body against. */');
  out.push('export interface Answers {');
  for (const name of definitions.keys()) out.push(`  ${name}: ${name};`);
  out.push('}');
  out.push('');
  return out.join('\n');
}

/** source-types.ts, the catalogue's authored types, made from its schemas as they are now. */
export function catalogTypesSource(files: Files = readCatalogFiles()): string {
  // Each file's own type first (its top level), then its definitions.
  const named: Named = new Map();
  for (const [file, schema] of files) {
    const name = CATALOG_SCHEMAS[file];
    if (!name) throw new Error(`${file}: not a catalogue schema of CATALOG_SCHEMAS`);
    named.set(name, { file, schema });
    definitionsOf([[file, schema]], named);
  }
  // src/catalog names a module with its .ts, as the compiler runs without a bundler.
  return [
    '// Generated by `npm run api:types` from the catalogue\'s schemas in schemas/: do not edit by hand (change',
    '// the schema and run it again; tests/tooling/api-types.test.ts checks that this file is current).',
    '',
    ...namedTypes(named, files, 'schemas/', 'src/catalog', (path) => path),
  ].join('\n');
}

/** The camel-case name of a schema's import in schemas.ts (`auth-otp-send` → `authOtpSend`). */
const camel = (stem: string) => stem.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/** schemas.ts, the server's registry of the body schemas, made from the files in schemas/api/ now. */
export function schemaRegistrySource(files: Files = readFiles()): string {
  const top = [...files].filter(([file]) => !file.includes('/'));
  const stem = (file: string) => file.replace('.schema.json', '');
  const key = (name: string) => (/^[a-z]\w*$/.test(name) ? name : `'${name}'`);
  const bodies = top.filter(([, schema]) => schema.type === 'object').map(([file]) => file);
  const shared = top.filter(([, schema]) => schema.type !== 'object').map(([file]) => file);
  return [
    '// Generated by `npm run api:types` from schemas/api/: do not edit by hand (add or change the schema',
    '// and run it again; tests/tooling/api-types.test.ts checks that this file is current). The body',
    '// schemas, imported as JSON so the functions bundle carries them, each under its file name (the',
    '// name its types have in src/shared/api/bodies.ts, and the middle of its messages\' codes).',
    `import type { CheckedBodies } from '${posix.relative('src/server/validation', 'src/shared/api/bodies')}';`,
    ...top.map(([file]) => `import ${camel(stem(file))} from '../../../schemas/api/${file}';`),
    '',
    'export const API_SCHEMAS = {',
    ...bodies.map((file) => (camel(stem(file)) === stem(file) ? `  ${stem(file)},` : `  ${key(stem(file))}: ${camel(stem(file))},`)),
    '} as const satisfies Record<keyof CheckedBodies, unknown>;',
    '',
    'export type SchemaName = keyof typeof API_SCHEMAS;',
    '',
    '/** Schemas of single values that the body schemas point at with $ref (by their file name). */',
    `export const SHARED_SCHEMAS = { ${shared.map((file) => `'${file}': ${camel(stem(file))}`).join(', ')} } as const;`,
    '',
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const files = readFiles();
  writeFileSync(API_TYPES_FILE, apiTypesSource(files));
  writeFileSync(ANSWER_TYPES_FILE, answerTypesSource(files));
  writeFileSync(SCHEMA_REGISTRY_FILE, schemaRegistrySource(files));
  writeFileSync(CATALOG_TYPES_FILE, catalogTypesSource());
  console.log(`wrote ${[API_TYPES_FILE, ANSWER_TYPES_FILE, SCHEMA_REGISTRY_FILE, CATALOG_TYPES_FILE].map((file) => file.pathname).join(', ')}`);
}
