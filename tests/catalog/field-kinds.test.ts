// The field kinds are listed twice, for the compiler (kinds/index.ts) and for a page (kinds/answers.ts):
// both hold every type a catalogue entry may write, in the schema's order, and nothing else.
import { describe, expect, it } from 'vitest';
import { KIND_ANSWERS } from '../../src/catalog/kinds/answers';
import { FIELD_KINDS } from '../../src/catalog/kinds/index';
import { ALL_FIELD_TYPES } from '../../src/core/field-types';

describe('the field kinds', () => {
  it("are the catalogue schema's types, for the compiler and for a page alike", () => {
    expect(Object.keys(FIELD_KINDS)).toEqual(ALL_FIELD_TYPES);
    expect(Object.keys(KIND_ANSWERS)).toEqual(ALL_FIELD_TYPES);
  });

  it('name the kinds that take a key in a refusal as catalog:check writes it', () => {
    expect(Object.entries(FIELD_KINDS).filter(([, kind]) => kind.takes.includes('options')).map(([type]) => type)).toEqual(['choice', 'choices']);
  });
});
