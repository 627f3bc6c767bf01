import { describe, expect, it } from 'vitest';
import { makeServiceNumber } from '../../src/engine/service-number';
import { SERVICE_NUMBER_PATTERN } from '../../src/core/service-number';

describe('service number', () => {
  it('is the prefix, the last 6 digits of the time in ms, and a zero-padded 3-digit random number', () => {
    expect(makeServiceNumber('VS', 1_732_000_123_456, () => 7)).toBe('VS123456007');
    expect(makeServiceNumber('ACRC', 1_732_000_000_042, () => 999)).toBe('ACRC000042999');
  });

  it('keeps the random part below 1000 whatever the source gives', () => {
    expect(makeServiceNumber('DL', 1_000_000, () => 123_456)).toBe('DL000000456');
  });

  it('matches the pattern with the real clock and random source, and differs between page opens', () => {
    const numbers = new Set(Array.from({ length: 50 }, () => makeServiceNumber('TOO')));
    for (const n of numbers) expect(n).toMatch(SERVICE_NUMBER_PATTERN);
    expect(numbers.size).toBeGreaterThan(1);
  });
});
