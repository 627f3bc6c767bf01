// A fee's `per` units are one list (src/catalog/fee-units.ts): the catalogue schema's enum, which
// editors complete from, names the same units, and the fee sheet counts each as its entry says.
import { expect, it } from 'vitest';
import entrySchema from '../../schemas/catalog-entry.schema.json';
import { FEE_UNITS, PER_UNITS } from '../../src/catalog/fee-units';

it("the catalogue schema's per enum is the list of units", () => {
  const fee = (entrySchema.definitions as Record<string, { properties?: Record<string, { enum?: string[] }> }>).fee;
  expect(fee?.properties?.per?.enum).toEqual(PER_UNITS);
});

it('counts each unit from what its field kind answers, and nothing from another answer', () => {
  const today = '2026-12-04';
  expect(FEE_UNITS.yearStarted.count('2024-12-05', today)).toBe(2);
  expect(FEE_UNITS.monthStarted.count('2026-10-04', today)).toBe(2);
  expect(FEE_UNITS.dayStarted.count('2026-11-30', today)).toBe(4);
  expect(FEE_UNITS.class.count(['LMV', 'MCWG'], today)).toBe(2);
  expect(FEE_UNITS.yearStarted.count(['2024-12-05'], today)).toBe(0);
  expect(FEE_UNITS.class.count('LMV', today)).toBe(0);
});
