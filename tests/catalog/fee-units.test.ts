// A fee's `per` units are one list (src/catalog/fee-units.ts): the catalogue schema's enum, which
// editors complete from, names the same units, and the fee sheet counts each as its entry says.
import { expect, it } from 'vitest';
import entrySchema from '../../schemas/catalog-entry.schema.json';
import { FEE_UNITS, PER_UNITS, type FeeUnit } from '../../src/catalog/fee-units';

it("the catalogue schema's per enum is the list of units", () => {
  const fee = (entrySchema.definitions as Record<string, { properties?: Record<string, { enum?: string[] }> }>).FeeSource;
  expect(fee?.properties?.per?.enum).toEqual(PER_UNITS);
});

it('counts each unit from what its field kind answers, and nothing from another answer', () => {
  const counted = (unit: FeeUnit, answer: unknown) => unit.count(answer, '2026-12-04');
  expect(counted(FEE_UNITS.yearStarted, '2024-12-05')).toBe(2);
  expect(counted(FEE_UNITS.monthStarted, '2026-10-04')).toBe(2);
  expect(counted(FEE_UNITS.dayStarted, '2026-11-30')).toBe(4);
  expect(counted(FEE_UNITS.class, ['LMV', 'MCWG'])).toBe(2);
  expect(counted(FEE_UNITS.yearStarted, ['2024-12-05'])).toBe(0);
  expect(counted(FEE_UNITS.class, 'LMV')).toBe(0);
});
