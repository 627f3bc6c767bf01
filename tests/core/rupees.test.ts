// Amounts as every page and message writes them: the rupee sign, Indian grouping, Latin digits.
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/core/languages';
import { formatRupees } from '../../src/core/rupees';

describe.each(LANGUAGES.map((l) => l.code))('formatRupees in %s', (lang) => {
  it('groups thousands, then lakhs and crores, by twos (Indian grouping)', () => {
    expect(formatRupees(0, lang)).toBe('₹0');
    expect(formatRupees(200, lang)).toBe('₹200');
    expect(formatRupees(1500, lang)).toBe('₹1,500');
    expect(formatRupees(150000, lang)).toBe('₹1,50,000');
    expect(formatRupees(12345678, lang)).toBe('₹1,23,45,678');
  });
});
