import { describe, expect, it } from 'vitest';
import { readServiceNumber } from '../../src/core/service-number';

describe('reading a service number back', () => {
  it('takes the printed form as it is', () => {
    expect(readServiceNumber('TOO846028326')).toBe('TOO846028326');
    expect(readServiceNumber('ACRC000042999')).toBe('ACRC000042999');
  });

  it('ignores case, spaces and dashes', () => {
    expect(readServiceNumber(' too 846 028 326 ')).toBe('TOO846028326');
    expect(readServiceNumber('dl-000-000-456')).toBe('DL000000456');
  });

  it('reads the letters with 0 as O and 1 as I, and the digits with O as 0 and I or L as 1', () => {
    expect(readServiceNumber('T00846028326')).toBe('TOO846028326');
    expect(readServiceNumber('1DP12345678O')).toBe('IDP123456780');
    expect(readServiceNumber('TOO84602832l')).toBe('TOO846028321');
    expect(readServiceNumber('TOOI23456789')).toBe('TOO123456789');
  });

  it('refuses what cannot be one: too short, too many letters, other characters', () => {
    for (const text of ['', 'VS12', 'VS12345604', 'ABCDEF123456789', 'V5123456042', 'VS12345604X', 'VS+123456042']) {
      expect(readServiceNumber(text), text).toBeNull();
    }
  });
});
