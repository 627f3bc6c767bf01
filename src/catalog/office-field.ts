// The `office` field type (docs/catalogue.md, "offices.yaml"): a choice of the offices of
// catalog/offices.yaml, answered with the office's id. The compiler copies the offices into each
// such field (names, district and address only), so only the pages that ask for an office carry
// the list; the form, the message, the case and /track all read it from there.
import type { CheckedEntry } from './cross-check.ts';
import type { CatalogError, CompiledField, CompiledSource, OfficeChoice, OfficeSource, Text } from './types.ts';

/** The entry with the offices (by district, then name, in English) in each of its office fields. */
export function withOffices(entry: CompiledSource, offices: readonly OfficeSource[]): CompiledSource {
  if (!entry.fields?.some((f) => f.type === 'office')) return entry;
  const en = (text: Text) => (typeof text === 'string' ? text : text.en);
  const choices = offices
    .map(({ id, name, district, address }) => ({ id, name, district, address }))
    .sort((a, b) => en(a.district).localeCompare(en(b.district)) || en(a.name).localeCompare(en(b.name)));
  return { ...entry, fields: entry.fields.map((f) => (f.type === 'office' ? { ...f, offices: choices } : f)) };
}

/** The office an answer names, if the field offers it. */
export function officeOf(field: Pick<CompiledField, 'offices'>, id: unknown): OfficeChoice | undefined {
  return field.offices?.find((o) => o.id === id);
}

/** An office field in a catalogue without offices.yaml has nothing to offer. */
export function officeFieldProblems(entries: readonly CheckedEntry[], hasOffices: boolean): CatalogError[] {
  if (hasOffices) return [];
  return entries.flatMap(({ source, entry }) =>
    (entry.fields ?? []).flatMap((f, i) =>
      f.type === 'office' ? [source.errorAt('offices.file-missing', ['fields', i, 'type'], `fields[${i}].type: an office field needs catalog/offices.yaml, the offices it offers`)] : [],
    ),
  );
}
