import { describe, expect, it } from 'vitest';
import { formatIndian } from '../../src/shared/format';

describe('formatIndian', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [24, '24'],
    [999, '999'],
    [1000, '1,000'],
    [99999, '99,999'],
    [100000, '1,00,000'],
    [250000, '2,50,000'],
    [1500000, '15,00,000'],
    [75000000, '7,50,00,000'],
    [123456789, '12,34,56,789'],
    [1234567890123, '12,34,56,78,90,123'],
  ])('%d -> %s', (n, shown) => {
    expect(formatIndian(n)).toBe(shown);
  });

  it('rounds fractions to whole numbers', () => {
    expect(formatIndian(1499999.6)).toBe('15,00,000');
    expect(formatIndian(0.4)).toBe('0');
  });

  it('keeps the sign of negative numbers', () => {
    expect(formatIndian(-1500000)).toBe('-15,00,000');
    expect(formatIndian(-0.2)).toBe('0');
  });

  it('leaves numbers it cannot group exactly as they are', () => {
    expect(formatIndian(Number.NaN)).toBe('NaN');
    expect(formatIndian(Infinity)).toBe('Infinity');
    expect(formatIndian(1e22)).toBe('1e+22');
  });
});
