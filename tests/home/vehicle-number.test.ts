import { describe, expect, it } from 'vitest';
import { parseVehicleNumber, VEHICLE_NUMBER_MAX, VEHICLE_NUMBER_PATTERN, vehicleNumberInput } from '../../src/core/vehicle-number';

describe('parseVehicleNumber', () => {
  it.each(['AP39BJ1234', 'AP9B1234', 'AP39B1234', 'AP9BJ1234', 'TS07EA0001', 'KA01AB9999'])('accepts the state series %s', (n) => {
    expect(parseVehicleNumber(n)).toBe(n);
  });

  it.each(['22BH1234AA', '21BH0001A', '23bh4567cd'])('accepts the Bharat series %s', (n) => {
    expect(parseVehicleNumber(n)).toBe(n.toUpperCase());
  });

  it('upper-cases what was typed', () => {
    expect(parseVehicleNumber('ap39bj1234')).toBe('AP39BJ1234');
    expect(parseVehicleNumber('Ap39Bj1234')).toBe('AP39BJ1234');
  });

  it('ignores spaces and dashes', () => {
    expect(parseVehicleNumber('AP 39 BJ 1234')).toBe('AP39BJ1234');
    expect(parseVehicleNumber('ap-39-bj-1234')).toBe('AP39BJ1234');
    expect(parseVehicleNumber('  22 BH 1234 AA  ')).toBe('22BH1234AA');
    expect(parseVehicleNumber('AP\t39 - BJ\u00a01234')).toBe('AP39BJ1234');
  });

  it.each([
    ['empty', ''],
    ['only separators', ' - '],
    ['one state letter', 'A09BJ1234'],
    ['three district digits', 'AP123BJ1234'],
    ['no series letters', 'AP391234'],
    ['three series letters', 'AP39BJK1234'],
    ['three final digits', 'AP39BJ123'],
    ['five final digits', 'AP39BJ12345'],
    ['digits first (not BH)', '22AP1234AA'],
    ['BH without series letters', '22BH1234'],
    ['BH with three series letters', '22BH1234ABC'],
    ['other punctuation', 'AP.09.BJ.1234'],
    ['non-Latin digits', 'AP०९BJ1234'],
  ])('rejects %s', (_what, n) => {
    expect(parseVehicleNumber(n)).toBeNull();
  });

  it('rejects what is not a string', () => {
    expect(parseVehicleNumber(undefined)).toBeNull();
    expect(parseVehicleNumber(1234)).toBeNull();
    expect(parseVehicleNumber(['AP39BJ1234'])).toBeNull();
  });
});

describe('vehicleNumberInput', () => {
  it('forces upper case as typed', () => {
    expect(vehicleNumberInput('ap39bj')).toBe('AP39BJ');
  });

  it(`keeps at most ${VEHICLE_NUMBER_MAX} characters of the number`, () => {
    expect(vehicleNumberInput('ap39bj12345678')).toBe('AP39BJ123456');
    expect(vehicleNumberInput('ap39bj12345678')).toHaveLength(VEHICLE_NUMBER_MAX);
  });

  it('does not count spaces and dashes towards the limit', () => {
    expect(vehicleNumberInput('ap 39 bj 1234')).toBe('AP 39 BJ 1234');
    expect(vehicleNumberInput('AP-39-BJ-123456789')).toBe('AP-39-BJ-123456');
  });

  it('keeps a short entry as it is', () => {
    expect(vehicleNumberInput('')).toBe('');
    expect(vehicleNumberInput('2')).toBe('2');
  });
});

describe('VEHICLE_NUMBER_PATTERN (the catalogue forms check with it)', () => {
  it.each(['AP39BJ1234', 'ap 39 bj 1234', 'AP-39-BJ-1234', 'AP9B1234', '22 BH 1234 AA', 'HELLO', 'AP39BJ12345', 'AP.09.BJ.1234', '22BH1234', ' - ', 'AP०९BJ1234'])(
    'agrees with parseVehicleNumber on %j',
    (input) => {
      expect(new RegExp(VEHICLE_NUMBER_PATTERN, 'u').test(input)).toBe(parseVehicleNumber(input) !== null);
    },
  );
});
