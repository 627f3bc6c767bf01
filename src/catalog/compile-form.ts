import { DATE_PATTERN, DEFAULT_ROWS, hasOptions, maxLengthOf, optionValues } from './defaults.ts';
import { conditionOf } from './conditions.ts';
import { FIELD_TYPES, isTypedField } from '../core/field-types.ts';
import type { Lang } from '../core/languages.ts';
import { localize } from '../core/text.ts';
import type { CompiledForm, Condition, ConditionalRequirement, EntrySource, FieldMessages, FieldSource, FormChoicesSchema, FormPropertySchema, FormSchema, FormStringSchema, FormUiSchema } from './types.ts';

/**
 * One entry's fields → the JSON Schema its form and validator use, the rjsf uiSchema, and rule
 * messages. Labels, hints and the options shown are in `lang`; a choice's (and a choices field's) values stay the English
 * texts (the form keeps them and the WhatsApp message sends them), so the validator is the same in
 * every language. A field with `showWhen` is required only when shown: an if/then of the schema, so
 * the precompiled validator enforces it without `eval`.
 */
export function compileForm(entry: EntrySource, lang: Lang = 'en'): CompiledForm | null {
  const fields = entry.fields ?? [];
  if (fields.length === 0) return null;

  const properties: Record<string, FormPropertySchema> = {};
  const uiSchema = { 'ui:order': fields.map((f) => f.name) } as FormUiSchema;
  const messages: FieldMessages = {};
  const required = new Set(entry.required ?? []);
  const conditions: Record<string, Condition> = {};

  for (const field of fields) {
    const typed = isTypedField(field.type) ? FIELD_TYPES[field.type] : null;
    if (field.type === 'choices') {
      properties[field.name] = choicesSchema(field, lang, required.has(field.name));
    } else {
      const property: FormStringSchema = { type: 'string', title: localize(field.label, lang), maxLength: typed?.maxLength ?? maxLengthOf(field) };
      if (field.type === 'choice' || field.type === 'office') property.enum = optionValues(field);
      if (field.type === 'date') property.pattern = DATE_PATTERN;
      if (typed) property.pattern = typed.pattern;
      if (field.default !== undefined) property.default = field.default;
      properties[field.name] = property;
    }
    if (field.showWhen) conditions[field.name] = conditionOf(field.showWhen);

    const options: Record<string, unknown> = {};
    if (field.upperCase || typed?.upperCase) options.upperCase = true;
    const inputMode = typed?.inputMode ?? field.inputMode;
    if (inputMode) options.inputMode = inputMode;
    // The widget normalises as typed and never cuts a typed field; the engine checks ages and years.
    if (typed) options.fieldType = field.type;
    if (field.minAge !== undefined) options.minAge = field.minAge;
    if (field.maxAge !== undefined) options.maxAge = field.maxAge;
    // A fee counts the years begun since this date (an expiry), so it is a day that has come.
    if (entry.fees?.some((fee) => fee.per === 'yearStarted' && fee.from === field.name)) options.notAfterToday = true;
    const ui: Record<string, unknown> = {};
    if (field.hint !== undefined) ui['ui:placeholder'] = localize(field.hint, lang);
    if (hasOptions(field) && lang !== 'en') ui['ui:enumNames'] = (field.options ?? []).map((o) => localize(o, lang));
    if (field.type === 'choices') ui['ui:widget'] = 'checkboxes';
    // An office's value is its id: every language shows its name and district instead.
    if (field.type === 'office') {
      ui['ui:enumNames'] = (field.offices ?? []).map((o) => `${localize(o.name, lang)} (${localize(o.district, lang)})`);
      // The picker groups the offices under their district (the list is sorted so).
      options.groups = (field.offices ?? []).map((o) => localize(o.district, lang));
    }
    if (field.type === 'multiline') {
      ui['ui:widget'] = 'textarea';
      options.rows = field.rows ?? DEFAULT_ROWS;
    }
    if (field.type === 'date') ui['ui:widget'] = 'date';
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

/** The options ticked: each an option's English value, once; a required field needs one (an empty list would pass `required`). */
function choicesSchema(field: FieldSource, lang: Lang, required: boolean): FormChoicesSchema {
  const schema: FormChoicesSchema = { type: 'array', title: localize(field.label, lang), items: { type: 'string', enum: optionValues(field) }, uniqueItems: true };
  if (required) schema.minItems = 1;
  return schema;
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
