import { conditionOf } from './conditions.ts';
import { kindOf } from './kinds/index.ts';
import type { Lang } from '../core/languages.ts';
import { localize } from '../core/text.ts';
import type { CompiledForm, Condition, CompiledField, CompiledSource, ConditionalRequirement, FieldMessages, FormPropertySchema, FormSchema, FormUiSchema } from './types.ts';

/**
 * One entry's fields → the JSON Schema its form and validator use, the rjsf uiSchema, and rule
 * messages. Labels, hints and the options shown are in `lang`; a choice's (and a choices field's) values stay the English
 * texts (the form keeps them and the WhatsApp message sends them), so the validator is the same in
 * every language. A field with `showWhen` is required only when shown: an if/then of the schema, so
 * the precompiled validator enforces it without `eval`.
 */
export function compileForm(entry: CompiledSource, lang: Lang = 'en'): CompiledForm | null {
  const fields = entry.fields ?? [];
  if (fields.length === 0) return null;

  const properties: Record<string, FormPropertySchema> = {};
  const uiSchema = { 'ui:order': fields.map((f) => f.name) } as FormUiSchema;
  const messages: FieldMessages = {};
  const required = new Set(entry.required ?? []);
  const conditions: Record<string, Condition> = {};

  for (const field of fields) {
    const kind = kindOf(field.type);
    properties[field.name] = kind.schema(field, lang, required.has(field.name));
    if (field.showWhen) conditions[field.name] = conditionOf(field.showWhen);
    const own = kind.ui?.(field, lang, entry) ?? {};
    const options: Record<string, unknown> = { ...(kind.input?.(field) ?? freeInput(field)), ...own.options };
    const ui: Record<string, unknown> = {};
    if (field.hint !== undefined) ui['ui:placeholder'] = localize(field.hint, lang);
    Object.assign(ui, own.ui);
    if (Object.keys(options).length > 0) ui['ui:options'] = options;
    uiSchema[field.name] = ui;
  }

  for (const rule of entry.rules ?? []) {
    const property = properties[rule.field];
    if (property?.type !== 'string') continue; // reported by the cross-checks
    if (rule.exactLength !== undefined) {
      property.minLength = rule.exactLength;
      property.maxLength = rule.exactLength;
    }
    if (rule.pattern !== undefined) property.pattern = rule.pattern;
    messages[rule.field] = { rule: rule.message };
  }

  return { schema: schemaOf(properties, entry.required ?? [], conditions), uiSchema, messages, conditions };
}

/** The input of a kind without its own: upper-cased and with the keyboard its entry says. */
function freeInput(field: CompiledField): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  if (field.upperCase) input.upperCase = true;
  if (field.inputMode) input.inputMode = field.inputMode;
  return input;
}

function schemaOf(properties: Record<string, FormPropertySchema>, required: string[], conditions: Record<string, Condition>): FormSchema {
  const schema: FormSchema = { type: 'object', properties, required: required.filter((name) => !conditions[name]) };
  const allOf: ConditionalRequirement[] = required
    .filter((name) => conditions[name])
    .map((name) => {
      const condition = conditions[name]!;
      // A case on a choices field holds when any of its values is ticked (conditions.ts).
      const when = Object.fromEntries(
        Object.entries(condition).map(([field, values]) => [field, properties[field]?.type === 'array' ? { contains: { enum: values } } : { enum: values }]),
      );
      return { if: { properties: when, required: Object.keys(condition) }, then: { required: [name] } };
    });
  if (allOf.length > 0) schema.allOf = allOf;
  return schema;
}
