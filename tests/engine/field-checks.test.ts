import { describe, expect, it } from 'vitest';
import type { CompiledForm } from '../../src/catalog/types';
import { ageOn, dayProblems, parseDay, today } from '../../src/engine/field-checks';

const form = {
  schema: { type: 'object', properties: {}, required: [] },
  uiSchema: {
    'ui:order': ['dateOfBirth', 'yearOfManufacture', 'note'],
    dateOfBirth: { 'ui:widget': 'date', 'ui:options': { minAge: 16, maxAge: 100 } },
    yearOfManufacture: { 'ui:options': { fieldType: 'year' } },
    note: {},
  },
  messages: {},
} as unknown as CompiledForm;
const on = { year: 2026, month: 11, day: 22 };

describe('birth dates and years against the day of sending', () => {
  it('accepts an age inside the range, birthdays counted to the day', () => {
    expect(dayProblems(form, { dateOfBirth: '2010-11-22', yearOfManufacture: '2026' }, on)).toEqual({});
    expect(dayProblems(form, { dateOfBirth: '1995-08-15' }, on)).toEqual({});
  });

  it.each([
    ['2010-11-23', 'You must be at least 16 years old for this service'],
    ['2030-01-01', 'The date of birth cannot be in the future'],
    ['1900-01-01', 'Please check the date of birth (age over 100)'],
    ['2001-02-30', 'Enter a real date, for example 15 8 1995'],
  ])('refuses the birth date %s', (dateOfBirth, message) => {
    expect(dayProblems(form, { dateOfBirth }, on)).toEqual({ dateOfBirth: message });
  });

  it('refuses a year after this one (a bike made in 2030)', () => {
    expect(dayProblems(form, { yearOfManufacture: '2030' }, on)).toEqual({ yearOfManufacture: 'The year cannot be after 2026' });
  });

  it('refuses a date a fee counts from (an expiry date) after today, and takes today itself', () => {
    const expiry = { ...form, uiSchema: { 'ui:order': ['expiryDate'], expiryDate: { 'ui:widget': 'date', 'ui:options': { notAfterToday: true } } } } as unknown as CompiledForm;
    expect(dayProblems(expiry, { expiryDate: '2026-11-23' }, on)).toEqual({ expiryDate: 'The date cannot be after today' });
    expect(dayProblems(expiry, { expiryDate: '2026-11-22' }, on)).toEqual({});
    expect(dayProblems(expiry, { expiryDate: '2026-02-29' }, on)).toEqual({ expiryDate: 'Enter a real date, for example 15 8 1995' });
    expect(dayProblems(expiry, { expiryDate: '2026-03-22' }, on)).toEqual({});
  });

  it('leaves empty and unchecked fields alone', () => {
    expect(dayProblems(form, { dateOfBirth: '', note: '2030' }, on)).toEqual({});
  });

  it('counts whole years and knows the calendar', () => {
    expect(ageOn({ year: 2000, month: 2, day: 29 }, { year: 2018, month: 2, day: 28 })).toBe(17);
    expect(ageOn({ year: 2000, month: 2, day: 29 }, { year: 2018, month: 3, day: 1 })).toBe(18);
    expect(parseDay('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseDay('2023-02-29')).toBeNull();
    expect(today(new Date(2026, 10, 22, 23, 59))).toEqual(on);
  });
});
