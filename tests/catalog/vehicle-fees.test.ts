// The vehicle pages' official fees (rule 81) and the NOC's 30 days (section 48), as the real
// catalogue states them: what a visitor is told to pay for their case, whether that total is known,
// an estimate or the RTO's to state (never ₹0 for a fee not known), and when the desk's NOC is due.
import { describe, expect, it } from 'vitest';
import { expectedTimeOf } from '../../src/catalog/due-at';
import { feeSheet } from '../../src/catalog/fee-sheet';
import { loadCatalog } from '../../src/catalog/load';

const { catalog } = await loadCatalog();
const source = (id: string) => catalog!.entries.find((e) => e.id === id)!.source;
const TODAY = '2026-11-29';
const amounts = (id: string, answers: Record<string, string>) => {
  const sheet = feeSheet(source(id), answers, TODAY);
  return { lines: sheet.lines.map((l) => l.amount), total: sheet.total, kind: sheet.kind };
};
/** The smart card and postal charge every RC sheet lists (note 2) as one that may apply, if AP issues a card: never in the total. */
const CARD = 225;

describe('transfer-ownership', () => {
  it('charges half the registration fee of the class for a buyer in Andhra Pradesh, and no amount for a class the form cannot tell', () => {
    expect(amounts('transfer-ownership', { vehicleClass: 'Two-wheeler', destination: 'Same RTO' })).toEqual({ lines: [150, CARD], total: 150, kind: 'known' });
    expect(amounts('transfer-ownership', { vehicleClass: 'Car', destination: 'Another RTO in Andhra Pradesh' })).toEqual({ lines: [300, CARD], total: 300, kind: 'known' });
    // Before: no line and a total of ₹0. Now the transfer fee is the RTO's to state (the card only may apply).
    expect(amounts('transfer-ownership', { vehicleClass: 'Transport vehicle', destination: 'Same RTO' })).toEqual({ lines: [null, CARD], total: 0, kind: 'unknown' });
  });

  it('leaves a sale to another state to the RTO, never ₹0, and gives the seller’s NOC its 30 days', () => {
    // Before: { lines: [], total: 0 }, shown as "Official fees for your case: ₹0".
    expect(amounts('transfer-ownership', { vehicleClass: 'Car', destination: 'Another state' })).toEqual({ lines: [null], total: 0, kind: 'unknown' });
    expect(expectedTimeOf(source('transfer-ownership'), { role: 'I am the seller', destination: 'Another state' })).toMatchObject({ days: 30, counting: 'calendar' });
    expect(expectedTimeOf(source('transfer-ownership'), { role: 'I am the buyer', destination: 'Another state' })).toBeNull();
    expect(expectedTimeOf(source('transfer-ownership'), { role: 'I am the seller', destination: 'Same RTO' })).toBeNull();
  });
});

describe('the RC services that ask the vehicle’s class', () => {
  it('price a duplicate RC by class', () => {
    expect(amounts('duplicate-rc', { vehicleClass: 'Motorcycle or scooter' }).total).toBe(150);
    expect(amounts('duplicate-rc', { vehicleClass: 'Heavy goods or passenger vehicle (lorry, bus)' }).total).toBe(750);
    expect(amounts('duplicate-rc', {}).lines).toEqual([CARD]);
  });

  it('price an address change only for a move within the state, which also has no NOC time', () => {
    const withinState = { moveType: 'To another RTO area in Andhra Pradesh', vehicleClass: 'Private three-wheeler, car or other light vehicle' };
    expect(amounts('address-change-rc', withinState).total).toBe(300);
    expect(expectedTimeOf(source('address-change-rc'), withinState)).toBeNull();
    const otherState = { moveType: 'To another state', vehicleClass: 'Motorcycle or scooter' };
    expect(amounts('address-change-rc', otherState)).toEqual({ lines: [], total: 0, kind: 'unknown' });
    expect(expectedTimeOf(source('address-change-rc'), otherState)?.days).toBe(30);
  });

  it('price entering a loan by class, and ending it at nothing', () => {
    expect(amounts('hypothecation-addition', { vehicleClass: 'Three-wheeler, car or other light vehicle' }).total).toBe(1500);
    // A known zero is known, and says why.
    expect(amounts('hypothecation-termination', { nocStatus: 'Yes, both' })).toEqual({ lines: [0], total: 0, kind: 'known' });
    expect(feeSheet(source('hypothecation-termination'), {}, TODAY).lines[0]!.item.note).toMatchObject({ en: expect.stringContaining('No separate fee') });
  });
});

describe('vehicle-renewal: by class and age, with the late fee by the month', () => {
  const car = { vehicleClass: 'Car or other light motor vehicle', age: 'The first, at 15 years' };

  it('a car 16 years old whose registration expired 3 months ago owes ₹5,000 and 3 months of ₹500, with sources', () => {
    const sheet = feeSheet(source('vehicle-renewal'), { ...car, expiryDate: '2026-08-29' }, TODAY);
    expect(sheet.lines.map((l) => [l.amount, l.count])).toEqual([[5000, 1], [1500, 3], [CARD, 1]]);
    expect(sheet.total).toBe(5000 + 1500);
    expect(sheet.lines.every((l) => l.item.source.url.startsWith('https://'))).toBe(true);
  });

  it('counts a month begun: a day late is one month, a month and a day two; none before the expiry', () => {
    const late = (expiryDate: string) => feeSheet(source('vehicle-renewal'), { ...car, expiryDate }, TODAY).lines.find((l) => l.item.per)?.count;
    expect(late('2026-11-28')).toBe(1);
    expect(late('2026-10-29')).toBe(1);
    expect(late('2026-10-28')).toBe(2);
    expect(late('2026-12-20')).toBeUndefined();
  });

  it('charges a motorcycle past 20 years ₹2,000 as an estimate, and ₹300 a month late', () => {
    const sheet = feeSheet(source('vehicle-renewal'), { vehicleClass: 'Motorcycle or scooter', age: 'A later one, at 20 years or more', expiryDate: '2026-09-15' }, TODAY);
    expect(sheet.lines.map((l) => l.amount)).toEqual([2000, 900, CARD]);
    expect(sheet.kind).toBe('estimate');
  });
});

describe('vehicle-fitness: the certificate, ₹50 a day late, the test by age, AP’s green tax', () => {
  it('a light transport vehicle 11 years old, 10 days late', () => {
    const sheet = feeSheet(source('vehicle-fitness'), { vehicleClass: 'Light motor vehicle', use: 'Yes', age: '10 to 12 years', expiryDate: '2026-11-19' }, TODAY);
    expect(sheet.lines.map((l) => [l.amount, l.count])).toEqual([[200, 1], [500, 10], [600, 1], [1500, 1]]);
    expect(sheet.kind).toBe('estimate');
  });

  it('a heavy private vehicle past 20 years, not late: no green tax', () => {
    const sheet = feeSheet(source('vehicle-fitness'), { vehicleClass: 'Heavy goods or passenger vehicle', use: 'No', age: 'More than 20 years', expiryDate: '2026-12-15' }, TODAY);
    expect(sheet.lines.map((l) => l.amount)).toEqual([200, 25000]);
  });

  it('a vehicle 15 to 20 years old: the test fee is the RTO’s to state, not ₹0', () => {
    const sheet = feeSheet(source('vehicle-fitness'), { vehicleClass: 'Three-wheeler', use: 'No', age: '15 to 20 years', expiryDate: '2026-12-15' }, TODAY);
    expect(sheet.lines.map((l) => l.amount)).toEqual([200, null]);
    expect(sheet.kind).toBe('unknown');
  });
});
