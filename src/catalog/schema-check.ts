import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import entrySchema from '../../schemas/catalog-entry.schema.json' with { type: 'json' };
import siteSchema from '../../schemas/site.schema.json' with { type: 'json' };
import holidaysSchema from '../../schemas/holidays.schema.json' with { type: 'json' };
import officesSchema from '../../schemas/offices.schema.json' with { type: 'json' };
import { FIELD_KINDS } from './kinds/index.ts';
import type { JsonPath, SourceFile } from './source-file.ts';
import type { CatalogError } from './types.ts';

// ajv-formats is CommonJS; its default export arrives wrapped under some loaders.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (ajv: Ajv) => Ajv;

let validators: { kinds: string; entry: ValidateFunction; site: ValidateFunction; holidays: ValidateFunction; offices: ValidateFunction } | null = null;

/**
 * The entry schema with a field's `type` one of the registry's kinds (src/catalog/kinds): the file's
 * own enum serves editors, and tests/core/field-types.test.ts keeps it equal to the kinds shipped.
 */
function entrySchemaOf(kinds: string[]): typeof entrySchema {
  const field = entrySchema.definitions.FieldSource;
  return { ...entrySchema, definitions: { ...entrySchema.definitions, FieldSource: { ...field, properties: { ...field.properties, type: { ...field.properties.type, enum: kinds } } } } };
}

function getValidators() {
  const kinds = Object.keys(FIELD_KINDS);
  if (validators?.kinds !== kinds.join()) {
    const ajv = new Ajv({ allErrors: true, verbose: true, strict: true, allowUnionTypes: true });
    addFormats(ajv);
    // The TypeScript type the code owns for a value (scripts/api-types.ts): nothing to check.
    ajv.addKeyword('x-type');
    ajv.addSchema(entrySchemaOf(kinds), 'catalog-entry.schema.json');
    ajv.addSchema(siteSchema, 'site.schema.json');
    ajv.addSchema(holidaysSchema, 'holidays.schema.json');
    ajv.addSchema(officesSchema, 'offices.schema.json');
    validators = {
      kinds: kinds.join(),
      entry: ajv.getSchema('catalog-entry.schema.json') as ValidateFunction,
      site: ajv.getSchema('site.schema.json') as ValidateFunction,
      holidays: ajv.getSchema('holidays.schema.json') as ValidateFunction,
      offices: ajv.getSchema('offices.schema.json') as ValidateFunction,
    };
  }
  return validators;
}

/** Checks a parsed file against its format schema; every problem is returned, located in the file. */
export function checkAgainstSchema(source: SourceFile, which: 'entry' | 'site' | 'holidays' | 'offices'): CatalogError[] {
  const validate = getValidators()[which];
  if (validate(source.value)) return [];
  // An if/then/else failure comes with the failing keyword inside its branch, which says what is wrong.
  const errors = (validate.errors ?? []).filter((e) => e.keyword !== 'if');
  return bestErrors(errors).map((e) => toCatalogError(source, e));
}

/** Folds oneOf/anyOf noise: where every branch failed on type, one "must be X or Y"; else the closest branch's errors. */
function bestErrors(errors: ErrorObject[]): ErrorObject[] {
  const unions = errors.filter((e) => e.keyword === 'oneOf' || e.keyword === 'anyOf');
  let kept = errors.filter((e) => !unions.includes(e));
  for (const union of unions) {
    // Every $ref to one definition shares its schemaPath, so the value's path must match too.
    const inside = (e: ErrorObject) =>
      e.schemaPath.startsWith(`${union.schemaPath}/`) &&
      (e.instancePath === union.instancePath || e.instancePath.startsWith(`${union.instancePath}/`));
    const branches = new Map<string, ErrorObject[]>();
    for (const e of kept.filter(inside)) {
      const branch = e.schemaPath.slice(union.schemaPath.length + 1).split('/')[0] ?? '';
      branches.set(branch, [...(branches.get(branch) ?? []), e]);
    }
    const typeMismatch = (list: ErrorObject[]) =>
      list.some((e) => e.keyword === 'type' && e.instancePath === union.instancePath);
    const matching = [...branches.values()].find((list) => !typeMismatch(list));
    kept = kept.filter((e) => !inside(e));
    if (matching) {
      kept.push(...matching);
    } else {
      const types = [...branches.values()].flat().filter((e) => e.keyword === 'type').map((e) => String(e.params.type));
      kept.push({ ...union, keyword: 'type', params: { type: [...new Set(types)].join(' or ') } });
    }
  }
  return kept;
}

function toCatalogError(source: SourceFile, e: ErrorObject): CatalogError {
  const path = pointerToPath(e.instancePath);
  switch (e.keyword) {
    case 'required': {
      const name = String(e.params.missingProperty);
      return source.errorAt('schema.required', path, `${label(path)}missing required property "${name}"`);
    }
    case 'additionalProperties': {
      const name = String(e.params.additionalProperty);
      const known = Object.keys((e.parentSchema as { properties?: object } | undefined)?.properties ?? {});
      const guess = closest(name, known);
      const hint = guess ? ` (did you mean "${guess}"?)` : '';
      return source.errorAt('schema.unknown-property', [...path, name], `${label([...path, name])}unknown property "${name}"${hint}`, 'key');
    }
    default:
      return source.errorAt(`schema.${e.keyword}`, path, `${label(path)}${describe(e)}`);
  }
}

function describe(e: ErrorObject): string {
  const p = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'type':
      if (isMisplacedAge(e)) return 'an age case is for a document or note only; the case of a field, step, fee or expected time rests on choice answers';
      return `must be ${article(String(p.type))}, not ${typeName(e.data)}`;
    case 'enum':
      return `${JSON.stringify(e.data)} is not allowed; use one of: ${(p.allowedValues as unknown[]).join(', ')}`;
    case 'pattern':
      return `${JSON.stringify(e.data)} does not have the expected form (${String(p.pattern)})`;
    case 'minLength':
      return Number(p.limit) === 1 ? 'must not be empty' : `must have at least ${String(p.limit)} characters`;
    case 'maxLength':
      return `must have at most ${String(p.limit)} characters`;
    case 'minItems':
    case 'maxItems': {
      const count = Array.isArray(e.data) ? e.data.length : 0;
      const schema = e.parentSchema as { minItems?: number; maxItems?: number };
      const exact = schema.minItems !== undefined && schema.minItems === schema.maxItems;
      const bound = exact ? 'exactly' : e.keyword === 'minItems' ? 'at least' : 'at most';
      return `must have ${bound} ${String(p.limit)} items (has ${count})`;
    }
    case 'uniqueItems':
      return `must not repeat items (items ${String(p.j)} and ${String(p.i)} are the same)`;
    case 'format':
      return `${JSON.stringify(e.data)} is not a valid ${String(p.format)}`;
    default:
      return e.message ?? 'is not valid';
  }
}

/** `{ yearsAtLeast: 40 }` in a showWhen whose schema has no age cases (docs/catalogue.md, "Conditions"). */
function isMisplacedAge(e: ErrorObject): boolean {
  const data = e.data as Record<string, unknown> | null;
  const ageKeys = ['yearsAtLeast', 'yearsBelow'];
  return /\/showWhen\/[^/]+$/.test(e.instancePath) && typeof data === 'object' && data !== null && Object.keys(data).some((key) => ageKeys.includes(key));
}

function pointerToPath(pointer: string): JsonPath {
  if (!pointer) return [];
  return pointer
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((s) => (/^\d+$/.test(s) ? Number(s) : s));
}

/** `fields[2].type: ` — the JSON path of the value, so the message stands alone. */
export function label(path: JsonPath): string {
  if (path.length === 0) return '';
  const text = path.map((s, i) => (typeof s === 'number' ? `[${s}]` : i === 0 ? s : `.${s}`)).join('');
  return `${text}: `;
}

function article(type: string): string {
  return type
    .split(' or ')
    .map((t) => (/^[aeiou]/.test(t) ? `an ${t}` : `a ${t}`))
    .join(' or ');
}

function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a mapping';
  return `${typeof value} ${JSON.stringify(value)}`;
}

function closest(name: string, candidates: string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = 3;
  for (const c of candidates) {
    const d = editDistance(name.toLowerCase(), c.toLowerCase());
    if (d < bestDistance) [best, bestDistance] = [c, d];
  }
  return best;
}

function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min((prev[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    prev = row;
  }
  return prev[b.length] ?? 0;
}
