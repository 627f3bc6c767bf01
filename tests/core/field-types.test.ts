// A field type is declared once (src/core/field-types.ts); what must list the types by hand follows
// it: the catalogue schema's enum (and what site.yaml's fixReasons may fit), the docs table, the form messages in every language.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ALL_FIELD_TYPES, FIELD_TYPES, fieldTypesDocTable, INPUT_MODES } from '../../src/core/field-types';
import { en } from '../../src/shared/i18n/en';
import { te } from '../../src/shared/i18n/te';

const schema = JSON.parse(readFileSync('schemas/catalog-entry.schema.json', 'utf8')) as {
  definitions: { FieldSource: { properties: { type: { enum: string[]; description: string }; inputMode: { enum: string[] } } } };
};

describe('field types, declared once', () => {
  it("the catalogue schema's type enum is the declared list, in its order", () => {
    expect(schema.definitions.FieldSource.properties.type.enum).toEqual(ALL_FIELD_TYPES);
  });

  it("site.yaml's fixReasons fit the declared types, or a document", () => {
    const site = JSON.parse(readFileSync('schemas/site.schema.json', 'utf8')) as { definitions: { FixReasonSource: { properties: { fits: { items: { enum: string[] } } } } } };
    expect(site.definitions.FixReasonSource.properties.fits.items.enum).toEqual([...ALL_FIELD_TYPES, 'document']);
  });

  it("the catalogue schema's inputMode enum is the declared keyboards", () => {
    expect(schema.definitions.FieldSource.properties.inputMode.enum).toEqual(INPUT_MODES);
  });

  it("the schema's description names every type", () => {
    for (const type of ALL_FIELD_TYPES) expect(schema.definitions.FieldSource.properties.type.description).toContain(type);
  });

  it('docs/forms-and-chat.md shows the declared table (copy it from fieldTypesDocTable() when this fails)', () => {
    const docs = readFileSync('docs/forms-and-chat.md', 'utf8');
    const table = fieldTypesDocTable();
    expect(docs, `docs/forms-and-chat.md should contain:\n${table}`).toContain(`\n${table}\n`);
  });

  it('every message key has a text in every language, and every example passes its own rule', () => {
    for (const [type, rule] of Object.entries(FIELD_TYPES)) {
      expect(en[rule.message as keyof typeof en], type).toBeTruthy();
      expect(te[rule.message as keyof typeof te], type).toBeTruthy();
      expect(new RegExp(rule.pattern, 'u').test(rule.asTyped ? rule.asTyped(rule.example) : rule.example), `${type} ${rule.example}`).toBe(true);
      expect(rule.example.length).toBeLessThanOrEqual(rule.maxLength);
    }
  });
});
