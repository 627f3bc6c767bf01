import { describe, expect, it } from 'vitest';
import { addDays, dueAt, dueState, expectedTimeOf } from '../../src/catalog/due-at';
import type { EntrySource, ExpectedTimeSource } from '../../src/catalog/types';

const source = { url: 'https://aptransport.org/html/citizens-charter.html', title: 'Charter', asOf: '2026-11-22' };
const time = (days: number, counting: ExpectedTimeSource['counting'], showWhen?: ExpectedTimeSource['showWhen']): ExpectedTimeSource => ({
  days,
  counting,
  source,
  ...(showWhen ? { showWhen } : {}),
});
const entry: Pick<EntrySource, 'expectedTime'> = {
  expectedTime: [time(15, 'working', { moving: 'Yes' }), time(3, 'working')],
};
// Independence Day 2026 is a Saturday; Varalakshmi Vratam is Friday 21 August.
const holidays = new Set(['2026-08-15', '2026-08-21']);
/** An instant on that day in India (10:00 IST). */
const ist = (day: string) => Date.parse(`${day}T04:30:00Z`);

describe('expectedTimeOf', () => {
  it('takes the first item whose case holds, else the one without a case', () => {
    expect(expectedTimeOf(entry, { moving: 'Yes' })?.days).toBe(15);
    expect(expectedTimeOf(entry, { moving: 'No' })?.days).toBe(3);
    expect(expectedTimeOf(entry, {})?.days).toBe(3);
  });

  it('is null for an entry without an expected time, or when no item fits the case', () => {
    expect(expectedTimeOf({}, {})).toBeNull();
    expect(expectedTimeOf({ expectedTime: [time(5, 'working', { moving: 'Yes' })] }, { moving: 'No' })).toBeNull();
  });
});

describe('addDays', () => {
  it('counts working days past Sundays and holidays', () => {
    // Thursday 13 August: Fri 14, (Sat 15 holiday), (Sun 16), Mon 17.
    expect(addDays('2026-08-13', 2, 'working', holidays)).toBe('2026-08-17');
    // Thursday 20 August: (Fri 21 holiday), Sat 22, (Sun 23), Mon 24, Tue 25.
    expect(addDays('2026-08-20', 3, 'working', holidays)).toBe('2026-08-25');
  });

  it('counts every day in calendar days, across a month and a year', () => {
    expect(addDays('2026-08-13', 2, 'calendar', holidays)).toBe('2026-08-15');
    expect(addDays('2026-12-30', 3, 'calendar', holidays)).toBe('2027-01-02');
  });
});

describe('dueAt', () => {
  const official = (on: string) => ({ on, by: 'expectedTime' });
  const record = (sent: string, caseAnswers: Record<string, string>, history: { status: string; at: number }[] = []) => ({
    createdAt: ist(sent),
    case: caseAnswers,
    history: [{ status: 'waiting', at: ist(sent) }, ...history],
  });

  it('is the day sent in India plus the case’s time', () => {
    expect(dueAt(record('2026-08-13', { moving: 'No' }), entry, holidays, null)).toEqual(official('2026-08-18'));
    expect(dueAt(record('2026-08-13', { moving: 'Yes' }), entry, holidays, null)).toEqual(official('2026-09-02'));
  });

  it('takes the day in India: 23:00 UTC is already the next day there', () => {
    const lateNight = { createdAt: Date.parse('2026-08-12T23:00:00Z'), case: {}, history: [] };
    expect(dueAt(lateNight, entry, holidays, null)).toEqual(official('2026-08-18'));
  });

  it('moves later by the time spent waiting for a correction, and keeps moving while it waits', () => {
    const fixed = record('2026-08-13', {}, [
      { status: 'needs_fix', at: ist('2026-08-13') },
      { status: 'waiting', at: ist('2026-08-18') },
    ]);
    // Five days in needs_fix: counted from Tuesday 18 August, past Friday 21's holiday.
    expect(dueAt(fixed, entry, holidays, null)).toEqual(official('2026-08-22'));
    const waiting = record('2026-08-13', {}, [{ status: 'needs_fix', at: ist('2026-08-13') }]);
    expect(dueAt(waiting, entry, holidays, null, ist('2026-08-14'))).toEqual(official('2026-08-19'));
    expect(dueAt(waiting, entry, holidays, null, ist('2026-08-20'))).toEqual(official('2026-08-25'));
  });

  it('counts from the desk’s target when the case has no official time, never over an official one', () => {
    const desk = { days: 2, counting: 'working' } as const;
    // Thursday 13 August: Fri 14, (Sat 15 holiday), (Sun 16), Mon 17.
    expect(dueAt(record('2026-08-13', {}), {}, holidays, desk)).toEqual({ on: '2026-08-17', by: 'deskTime' });
    expect(dueAt(record('2026-08-13', {}), { expectedTime: [time(5, 'working', { moving: 'Yes' })] }, holidays, desk)?.by).toBe('deskTime');
    expect(dueAt(record('2026-08-13', { moving: 'No' }), entry, holidays, desk)).toEqual(official('2026-08-18'));
    // The desk's clock stops too while the visitor owes a correction: three days in needs_fix.
    const returned = record('2026-08-13', {}, [
      { status: 'needs_fix', at: ist('2026-08-13') },
      { status: 'waiting', at: ist('2026-08-16') },
    ]);
    expect(dueAt(returned, {}, holidays, desk)).toEqual({ on: '2026-08-18', by: 'deskTime' });
  });

  it('is null without an expected time or a desk target', () => {
    expect(dueAt(record('2026-08-13', {}), {}, holidays, null)).toBeNull();
  });
});

describe('dueState', () => {
  it('says overdue, due today or later', () => {
    expect(dueState('2026-08-17', '2026-08-18')).toBe('overdue');
    expect(dueState('2026-08-18', '2026-08-18')).toBe('today');
    expect(dueState('2026-08-19', '2026-08-18')).toBe('later');
    expect(dueState(null, '2026-08-18')).toBe('none');
  });
});
