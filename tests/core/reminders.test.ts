// The one reminder rule the dashboard and the daily SMS job share.
import { describe, expect, it } from 'vitest';
import { addDays, dueReminders, indiaToday, isCalendarDate, type Vehicle } from '../../src/core/reminders';

const car: Vehicle = {
  id: 'v1',
  number: 'AP39BJ1234',
  expiries: { insurance: '2026-12-02', puc: '2026-11-20', fitness: '2027-06-01', roadTax: '2026-12-22' },
};
const bike: Vehicle = { id: 'v2', number: 'AP39CD0001', expiries: { permit: '2026-11-22', insurance: '2026-12-23' } };

describe('dueReminders', () => {
  it('lists overdue and due-within-30-days documents, overdue first, then by due date', () => {
    expect(dueReminders([car, bike], '2026-11-22')).toEqual([
      { vehicleId: 'v1', number: 'AP39BJ1234', kind: 'puc', dueDate: '2026-11-20', overdue: true },
      { vehicleId: 'v2', number: 'AP39CD0001', kind: 'permit', dueDate: '2026-11-22', overdue: false },
      { vehicleId: 'v1', number: 'AP39BJ1234', kind: 'insurance', dueDate: '2026-12-02', overdue: false },
      { vehicleId: 'v1', number: 'AP39BJ1234', kind: 'roadTax', dueDate: '2026-12-22', overdue: false },
    ]);
  });

  it('includes the last day of the window and leaves out the day after', () => {
    const on = dueReminders([{ id: 'a', number: 'AP01A0001', expiries: { insurance: '2026-12-22' } }], '2026-11-22');
    const after = dueReminders([{ id: 'a', number: 'AP01A0001', expiries: { insurance: '2026-12-23' } }], '2026-11-22');
    expect(on).toHaveLength(1);
    expect(after).toEqual([]);
  });

  it('takes another window length', () => {
    expect(dueReminders([car], '2026-11-22', 10).map((r) => r.kind)).toEqual(['puc', 'insurance']);
  });

  it('keeps vehicle order, then kind order, for one due date', () => {
    const a: Vehicle = { id: 'a', number: 'AP01A0001', expiries: { roadTax: '2026-12-01', insurance: '2026-12-01' } };
    const b: Vehicle = { id: 'b', number: 'AP01A0002', expiries: { insurance: '2026-12-01' } };
    expect(dueReminders([a, b], '2026-11-22').map((r) => `${r.vehicleId}:${r.kind}`)).toEqual(['a:insurance', 'a:roadTax', 'b:insurance']);
  });

  it('ignores vehicles without dates and dates that are not real days', () => {
    const odd: Vehicle = { id: 'x', number: 'AP01A0003', expiries: { insurance: '2026-02-30', puc: 'soon' } };
    expect(dueReminders([{ id: 'e', number: 'AP01A0004', expiries: {} }, odd], '2026-01-01')).toEqual([]);
  });
});

describe('calendar days', () => {
  it('gives the day in India, which starts 5 h 30 min before UTC midnight', () => {
    expect(indiaToday(Date.parse('2026-11-22T18:29:59Z'))).toBe('2026-11-22');
    expect(indiaToday(Date.parse('2026-11-22T18:30:00Z'))).toBe('2026-11-23');
  });

  it('adds days across months and leap days', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('accepts only real dates', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('26-01-01')).toBe(false);
  });
});
