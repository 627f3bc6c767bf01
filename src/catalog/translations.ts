import entrySchema from '../../schemas/catalog-entry.schema.json' with { type: 'json' };
import siteSchema from '../../schemas/site.schema.json' with { type: 'json' };
import officesSchema from '../../schemas/offices.schema.json' with { type: 'json' };
import { label } from './schema-check.ts';
import type { JsonPath, SourceFile } from './source-file.ts';
import { languageOf, type Lang } from '../core/languages.ts';
import type { CatalogError, Text } from './types.ts';

interface SchemaNode {
  $ref?: string;
  properties?: Record<string, SchemaNode>;
  additionalProperties?: SchemaNode | boolean;
  items?: SchemaNode;
}

const TEXT_REF = /#\/definitions\/Text$/;

/** The files whose texts are found along their schema. */
export type TextFile = 'entry' | 'site' | 'offices';

/** One text of a file: where it is and what it says. */
export interface TextAt {
  path: JsonPath;
  text: Text;
}

/**
 * Every user-visible text of an entry or site.yaml, found by walking the value along its JSON
 * Schema: whatever the schema declares a text is one, so a new text key needs no change here.
 */
export function textsOf(value: unknown, which: TextFile): TextAt[] {
  const found: TextAt[] = [];
  const schema = { entry: entrySchema, site: siteSchema, offices: officesSchema }[which];
  walk(value, schema as SchemaNode, schema, [], found);
  return found;
}

function walk(value: unknown, schema: SchemaNode, root: object, path: JsonPath, found: TextAt[]): void {
  if (schema.$ref !== undefined) {
    if (TEXT_REF.test(schema.$ref)) {
      if (typeof value === 'string' || (isObject(value) && typeof value.en === 'string')) found.push({ path, text: value as Text });
      return;
    }
    const [file, pointer = ''] = schema.$ref.split('#');
    const base = file ? entrySchema : root;
    walk(value, resolve(base, pointer), base, path, found);
    return;
  }
  if (Array.isArray(value) && schema.items) {
    value.forEach((item, i) => walk(item, schema.items as SchemaNode, root, [...path, i], found));
  } else if (isObject(value)) {
    for (const [key, child] of Object.entries(value)) {
      const childSchema = schema.properties?.[key] ?? (typeof schema.additionalProperties === 'object' ? schema.additionalProperties : undefined);
      if (childSchema) walk(child, childSchema, root, [...path, key], found);
    }
  }
}

function resolve(root: object, pointer: string): SchemaNode {
  let node: unknown = root;
  for (const step of pointer.split('/').filter(Boolean)) node = isObject(node) ? node[step] : undefined;
  return (node ?? {}) as SchemaNode;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Each text of the file that lacks one of `languages`, as `path: missing the Telugu (te) translation`. */
export function checkTranslations(source: SourceFile, which: TextFile, languages: readonly Lang[]): CatalogError[] {
  const errors: CatalogError[] = [];
  for (const { path, text } of textsOf(source.value, which)) {
    for (const lang of languages) {
      if (typeof text === 'string' ? lang === 'en' : text[lang] !== undefined) continue;
      errors.push(source.errorAt('translations.missing', path, `${label(path)}missing the ${languageOf(lang).englishName} (${lang}) translation`));
    }
  }
  return errors;
}
