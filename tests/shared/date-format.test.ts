// Dates in Telugu: the month in full and the time of day as a word (ఉదయం, మధ్యాహ్నం, సాయంత్రం,
// రాత్రి) before the time; never the short month (నవం) or AM/PM. English keeps en-IN's own form.
import { afterEach, describe, expect, it } from 'vitest';
import { en } from '../../src/shared/i18n/en';
import { dateFormat, teluguDayPeriod } from '../../src/shared/i18n/date-format';
import { setDictionary } from '../../src/shared/i18n/t';
import { te } from '../../src/shared/i18n/te';

afterEach(() => setDictionary('en', en));
const IST = 'Asia/Kolkata';
const at = (time: string) => new Date(`2026-11-21T${time}:00+05:30`);

describe('dates in Telugu', () => {
  it('write the month in full', () => {
    setDictionary('te', te);
    const text = dateFormat({ day: 'numeric', month: 'short', year: 'numeric', timeZone: IST }).format(at('15:05'));
    expect(text).toContain('నవంబర్');
    expect(text).toContain('2026');
    expect(text).not.toMatch(/నవం(?!బ)/u);
  });

  it('write the time of day as a word before the time, never AM or PM', () => {
    setDictionary('te', te);
    const format = dateFormat({ day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: IST });
    expect(format.format(at('15:05'))).toBe('21 నవంబర్, 2026, మధ్యాహ్నం 3:05');
    expect(format.format(at('09:30'))).toBe('21 నవంబర్, 2026, ఉదయం 9:30');
    expect(format.format(at('18:45'))).toBe('21 నవంబర్, 2026, సాయంత్రం 6:45');
    expect(format.format(at('22:10'))).toBe('21 నవంబర్, 2026, రాత్రి 10:10');
    expect(dateFormat({ hour: 'numeric', minute: '2-digit', timeZone: IST }).format(at('07:05'))).toBe('ఉదయం 7:05');
    for (const time of ['00:00', '06:00', '12:00', '17:00', '23:59']) expect(format.format(at(time))).not.toMatch(/AM|PM|am|pm/);
  });

  it('name the time of day by the hour', () => {
    expect([0, 3, 4, 11, 12, 15, 16, 19, 20, 23].map(teluguDayPeriod)).toEqual(['రాత్రి', 'రాత్రి', 'ఉదయం', 'ఉదయం', 'మధ్యాహ్నం', 'మధ్యాహ్నం', 'సాయంత్రం', 'సాయంత్రం', 'రాత్రి', 'రాత్రి']);
  });
});

describe('dates in English', () => {
  it('keep en-IN', () => {
    expect(dateFormat({ day: 'numeric', month: 'short', year: 'numeric', timeZone: IST }).format(at('15:05'))).toBe('21 Nov 2026');
  });
});
