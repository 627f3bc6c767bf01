// The fee sheet of one case, on the real renewal page: which official fees apply to the answers, the
// late fee counted in years begun since the expiry date, and the total a visitor is told to expect.
import { describe, expect, it } from 'vitest';
import { feeSheet, type FeeSheet } from '../../src/catalog/fee-sheet';
import { daysAfter, monthsBegun, yearsBegun } from '../../src/catalog/fee-units';
import { loadCatalog } from '../../src/catalog/load';
import type { EntrySource } from '../../src/catalog/types';

const { catalog } = await loadCatalog();
const renewal = catalog!.entries.find((e) => e.id === 'driving-licence-renewal')!.source;
const TODAY = '2026-11-29';
const CARD = 'Smart card and postal charge, if Andhra Pradesh issues a printed licence (₹200 + ₹25)';
/** The lines of a sheet without the card charge every case of the page lists as an estimate. */
const forText = (sheet: FeeSheet) => sheet.lines.map((l) => [typeof l.item.for === 'string' ? l.item.for : l.item.for.en, l.count, l.amount]).filter(([name]) => name !== CARD);

describe('yearsBegun', () => {
  it('counts each year or part of a year since the date, none on the day itself', () => {
    expect(yearsBegun('2026-11-29', TODAY)).toBe(0);
    expect(yearsBegun('2026-12-10', TODAY)).toBe(0);
    expect(yearsBegun('2026-11-28', TODAY)).toBe(1);
    expect(yearsBegun('2026-03-29', TODAY)).toBe(1); // 8 months
    expect(yearsBegun('2025-11-29', TODAY)).toBe(1); // a year to the day
    expect(yearsBegun('2025-11-28', TODAY)).toBe(2); // a year and a day
    expect(yearsBegun('2025-10-29', TODAY)).toBe(2); // 13 months
    expect(yearsBegun('2023-11-30', TODAY)).toBe(3);
  });

  it('takes 29 February to the end of February in a year without it', () => {
    expect(yearsBegun('2024-02-29', '2025-02-28')).toBe(1);
    expect(yearsBegun('2024-02-29', '2025-03-01')).toBe(2);
  });
});

describe('feeSheet on driving-licence-renewal', () => {
  it('before the expiry: the renewal fee alone', () => {
    const sheet = feeSheet(renewal, { expiry: 'It has not expired yet', expiryDate: '2025-01-01' }, TODAY);
    expect(forText(sheet)).toEqual([['Renewal of a driving licence', 1, 200]]);
    // The card and post is listed only as a charge that may apply: never in the total.
    expect(sheet.lines.at(-1)).toMatchObject({ amount: 225, item: { mayApply: true } });
    expect(sheet.total).toBe(200);
    expect(sheet.kind).toBe('known');
  });

  it('expired 8 months ago: the late renewal and one year begun of the late fee', () => {
    const sheet = feeSheet(renewal, { expiry: 'It expired less than a year ago', expiryDate: '2026-03-29' }, TODAY);
    expect(forText(sheet)).toEqual([
      ['Renewal of a driving licence after its expiry', 1, 300],
      ['Late fee, for each year or part of a year since the expiry date', 1, 1000],
    ]);
    expect(sheet.total).toBe(1300);
    // AP's table counts from the end of the grace period: both are marked estimates, with why.
    expect(sheet.kind).toBe('estimate');
    expect(sheet.lines.slice(0, 2).every((l) => l.item.estimate && l.item.note)).toBe(true);
  });

  it('expired 13 months ago: two years begun', () => {
    const sheet = feeSheet(renewal, { expiry: 'It expired more than a year ago', expiryDate: '2025-10-29' }, TODAY);
    expect(sheet.lines.map((l) => l.amount)).toEqual([300, 2000, 225]);
    expect(sheet.total).toBe(2300);
  });

  it('reads a count kept in place of the date (a record keeps years begun, never the date)', () => {
    expect(feeSheet(renewal, { expiry: 'It expired more than a year ago', expiryDate: 3 }, TODAY).total).toBe(3300);
  });

  it("has the form refuse an expiry date after today, which would count no year of the late fee", () => {
    const form = catalog!.entries.find((e) => e.id === 'driving-licence-renewal')!.form!;
    expect(form.uiSchema.expiryDate?.['ui:options']).toEqual({ notAfterToday: true });
    expect(form.uiSchema.dateOfBirth?.['ui:options']).not.toHaveProperty('notAfterToday');
  });

  it('leaves out a per-year fee with nothing to count yet, and every fee of a case not answered', () => {
    expect(forText(feeSheet(renewal, { expiry: 'It expired less than a year ago' }, TODAY))).toEqual([['Renewal of a driving licence after its expiry', 1, 300]]);
    expect(forText(feeSheet(renewal, {}, TODAY))).toEqual([]);
  });
});

describe('feeSheet', () => {
  const source = { url: 'https://aptransport.org/html/fees-licence.html', title: 'AP Transport', asOf: TODAY };
  const entry: Pick<EntrySource, 'fees' | 'fields'> = {
    fields: [
      { name: 'late', label: 'Late?', type: 'choice', options: ['Yes', 'No'] },
      { name: 'since', label: 'Since', type: 'date', showWhen: { late: 'Yes' } },
    ],
    fees: [
      { for: 'Fee', amount: 50, collectedBy: 'rto-counter', source },
      { for: 'Each year', amount: 100, collectedBy: 'rto-counter', per: 'yearStarted', from: 'since', source },
    ],
  };

  it('does not count from a date whose question is not asked for these answers', () => {
    expect(feeSheet(entry, { late: 'No', since: '2020-01-01' }, TODAY).total).toBe(50);
    expect(feeSheet(entry, { late: 'Yes', since: '2020-01-01' }, TODAY).total).toBe(750);
  });
});

describe('months and days begun, and how a total reads', () => {
  it('counts months begun ("every month or part thereof") and days after a date', () => {
    expect(monthsBegun('2026-11-29', TODAY)).toBe(0);
    expect(monthsBegun('2026-11-28', TODAY)).toBe(1);
    expect(monthsBegun('2026-10-29', TODAY)).toBe(1); // a month to the day
    expect(monthsBegun('2026-10-28', TODAY)).toBe(2);
    expect(monthsBegun('2026-01-31', '2026-02-28')).toBe(1); // the month ends on the 28th
    expect(monthsBegun('2026-01-31', '2026-03-01')).toBe(2);
    expect(daysAfter('2026-11-19', TODAY)).toBe(10);
    expect(daysAfter('2026-12-01', TODAY)).toBe(0);
  });

  it('reads an empty sheet and a fee without an amount as unknown, never as a ₹0 total', () => {
    const source = { url: 'https://aptransport.org/html/fees-licence.html', title: 'AP Transport', asOf: TODAY };
    const entry: Pick<EntrySource, 'fees' | 'fields'> = {
      fields: [{ name: 'kind', label: 'Kind', type: 'choice', options: ['A', 'B', 'C'] }],
      fees: [
        { for: 'Known', amount: 0, note: 'No fee', collectedBy: 'vahan', showWhen: { kind: 'A' }, source },
        { for: 'Not stated', note: 'The RTO states it', collectedBy: 'vahan', showWhen: { kind: 'B' }, source },
      ],
    };
    expect(feeSheet(entry, { kind: 'A' }, TODAY)).toMatchObject({ total: 0, kind: 'known' });
    expect(feeSheet(entry, { kind: 'B' }, TODAY)).toMatchObject({ total: 0, kind: 'unknown', lines: [{ amount: null }] });
    expect(feeSheet(entry, { kind: 'C' }, TODAY)).toEqual({ lines: [], total: 0, kind: 'unknown' });
  });
});
