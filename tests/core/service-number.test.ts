import { describe, expect, it } from 'vitest';
import { SERVICE_NUMBER_PATTERN, isLegacyFor, isMintedFor, mintServiceNumber, readServiceNumber } from '../../src/core/service-number';

// A number minted today, its check digit right (Damm): TOO, 13 digits, then 9.
const MINTED = 'TOO48217730915469';

describe('minting a service number', () => {
  it('is the prefix, 13 random digits and a check digit, and reads back as itself', () => {
    for (let i = 0; i < 200; i++) {
      const number = mintServiceNumber('TOO');
      expect(number).toMatch(/^TOO\d{14}$/);
      expect(number).toMatch(SERVICE_NUMBER_PATTERN);
      expect(isMintedFor('TOO', number)).toBe(true);
      expect(readServiceNumber(number)).toBe(number);
    }
  });

  it('takes its digits from the random bytes alone, never from the clock', () => {
    const bytes = (b: Uint8Array) => b.fill(7);
    expect(mintServiceNumber('VS', bytes)).toBe(mintServiceNumber('VS', bytes));
    expect(mintServiceNumber('VS', bytes).slice(2, 15)).toBe('7777777777777');
  });

  it('skips bytes from 250 up, which would make 0 to 5 likelier than 6 to 9', () => {
    let call = 0;
    // First 16 bytes all 255 (all skipped), then 251 and 3s.
    const bytes = (b: Uint8Array) => (call++ === 0 ? b.fill(255) : b.fill(3));
    expect(mintServiceNumber('DL', bytes).slice(2, 15)).toBe('3333333333333');
  });

  it('spreads its digits evenly: every digit at every place, none favoured', () => {
    const counts = Array.from({ length: 13 }, () => new Array<number>(10).fill(0));
    const runs = 5000;
    for (let i = 0; i < runs; i++) [...mintServiceNumber('AB').slice(2, 15)].forEach((d, place) => (counts[place]![Number(d)]! += 1));
    // Each count is about 500; 5 standard deviations either side.
    for (const place of counts) for (const count of place) expect(Math.abs(count - runs / 10)).toBeLessThan(5 * Math.sqrt(runs * 0.09));
  });

  it('draws no number twice in 100,000', () => {
    const seen = new Set(Array.from({ length: 100_000 }, () => mintServiceNumber('VS')));
    expect(seen.size).toBe(100_000);
  });
});

describe('reading a service number back', () => {
  it('takes the printed form as it is, today\'s and the 9-digit numbers made before', () => {
    expect(readServiceNumber(MINTED)).toBe(MINTED);
    expect(readServiceNumber('TOO846028326')).toBe('TOO846028326');
    expect(readServiceNumber('ACRC000042999')).toBe('ACRC000042999');
  });

  it('ignores case, spaces and dashes', () => {
    expect(readServiceNumber(' too 4821 7730 9154 69 ')).toBe(MINTED);
    expect(readServiceNumber(' too 846 028 326 ')).toBe('TOO846028326');
    expect(readServiceNumber('dl-000-000-456')).toBe('DL000000456');
  });

  it('reads the letters with 0 as O and 1 as I, and the digits with O as 0 and I or L as 1', () => {
    expect(readServiceNumber('T00482I773O915469')).toBe(MINTED);
    expect(readServiceNumber('T00846028326')).toBe('TOO846028326');
    expect(readServiceNumber('1DP12345678O')).toBe('IDP123456780');
    expect(readServiceNumber('TOO84602832l')).toBe('TOO846028321');
    expect(readServiceNumber('TOOI23456789')).toBe('TOO123456789');
  });

  it('refuses a minted number with any one digit wrong, or two neighbours swapped', () => {
    const digits = MINTED.slice(3);
    for (let place = 0; place < digits.length; place++) {
      for (let d = 0; d <= 9; d++) {
        if (String(d) === digits[place]) continue;
        const wrong = `TOO${digits.slice(0, place)}${d}${digits.slice(place + 1)}`;
        expect(readServiceNumber(wrong), wrong).toBeNull();
      }
      if (place + 1 < digits.length && digits[place] !== digits[place + 1]) {
        const swapped = `TOO${digits.slice(0, place)}${digits[place + 1]}${digits[place]}${digits.slice(place + 2)}`;
        expect(readServiceNumber(swapped), swapped).toBeNull();
      }
    }
  });

  it('refuses what cannot be one: too short, too many letters, other characters', () => {
    for (const text of ['', 'VS12', 'VS12345604', 'ABCDEF123456789', 'V5123456042', 'VS12345604X', 'VS+123456042', 'TOO4821773091546']) {
      expect(readServiceNumber(text), text).toBeNull();
    }
  });
});

describe('whose number it is', () => {
  it('knows a minted number of the prefix by its 14 digits and check digit, and a number made before by its 9', () => {
    expect(isMintedFor('TOO', MINTED)).toBe(true);
    expect(isMintedFor('TO', MINTED)).toBe(false);
    expect(isMintedFor('TOO', 'TOO48217730915468')).toBe(false);
    expect(isMintedFor('TOO', 'TOO846028326')).toBe(false);
    expect(isLegacyFor('TOO', 'TOO846028326')).toBe(true);
    expect(isLegacyFor('TOO', MINTED)).toBe(false);
  });
});
