import { describe, expect, it } from 'vitest';
import { dateParts, dateValue } from '../../src/engine/date-parts';

describe('a date typed as day, month, year', () => {
  it.each([
    [['15', '8', '1995'], '1995-08-15'],
    [['05', '08', '1995'], '1995-08-05'],
    [['5', '8', '1995'], '1995-08-05'],
    [[' 15 ', ' 8', '1995 '], '1995-08-15'],
    [['29', '2', '2000'], '2000-02-29'],
    [['29', '2', '2024'], '2024-02-29'],
    [['31', '12', '2026'], '2026-12-31'],
    [['౧౫', '౮', '౧౯౯౫'], '1995-08-15'],
  ])('reads %j as %s', (parts, iso) => {
    expect(dateValue(parts as [string, string, string])).toBe(iso);
  });

  it.each([
    [['31', '2', '2000'], '31/2/2000'],
    [['29', '2', '2001'], '29/2/2001'],
    [['29', '2', '1900'], '29/2/1900'],
    [['15', '13', '1995'], '15/13/1995'],
    [['0', '8', '1995'], '0/8/1995'],
    [['15', '8', '95'], '15/8/95'],
    [['15', '8', '1895'], '15/8/1895'],
    [['15', '', '1995'], '15//1995'],
    [['1a', '8', '1995'], '1a/8/1995'],
  ])('refuses %j: kept as %s, which the date pattern refuses', (parts, kept) => {
    const value = dateValue(parts as [string, string, string]);
    expect(value).toBe(kept);
    expect(value).not.toMatch(/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/);
  });

  it('takes nothing typed, spaces too, for no answer', () => {
    expect(dateValue(['', '', ''])).toBeUndefined();
    expect(dateValue([' ', '', ' '])).toBeUndefined();
  });

  it('reads a value back into its boxes: an ISO day without leading zeros, a refused one as typed', () => {
    expect(dateParts('1995-08-05')).toEqual(['5', '8', '1995']);
    expect(dateParts('31/2/2000')).toEqual(['31', '2', '2000']);
    expect(dateParts('15//1995')).toEqual(['15', '', '1995']);
    expect(dateParts(undefined)).toEqual(['', '', '']);
    expect(dateParts('15 August')).toEqual(['', '', '']);
  });
});
