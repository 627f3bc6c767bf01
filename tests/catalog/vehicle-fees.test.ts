// The vehicle pages' official fees (rule 81) and the NOC's 30 days (section 48), as the real
// catalogue states them: what a visitor is told to pay for their case, and when the desk's NOC is due.
import { describe, expect, it } from 'vitest';
import { expectedTimeOf } from '../../src/catalog/due-at';
import { feeSheet } from '../../src/catalog/fee-sheet';
import { loadCatalog } from '../../src/catalog/load';

const { catalog } = await loadCatalog();
const source = (id: string) => catalog!.entries.find((e) => e.id === id)!.source;
const TODAY = '2026-11-29';
const amounts = (id: string, answers: Record<string, string>) => {
  const sheet = feeSheet(source(id), answers, TODAY);
  return { lines: sheet.lines.map((l) => l.amount), total: sheet.total };
};

describe('transfer-ownership', () => {
  it('charges half the registration fee of the class for a buyer in Andhra Pradesh, and no amount for a class the form cannot tell', () => {
    expect(amounts('transfer-ownership', { vehicleClass: 'Two-wheeler', destination: 'Same RTO' })).toEqual({ lines: [150], total: 150 });
    expect(amounts('transfer-ownership', { vehicleClass: 'Car', destination: 'Another RTO in Andhra Pradesh' })).toEqual({ lines: [300], total: 300 });
    expect(amounts('transfer-ownership', { vehicleClass: 'Transport vehicle', destination: 'Same RTO' })).toEqual({ lines: [], total: 0 });
  });

  it('leaves a sale to another state to that state’s fees, and gives the seller’s NOC its 30 days', () => {
    expect(amounts('transfer-ownership', { vehicleClass: 'Car', destination: 'Another state' }).lines).toEqual([]);
    expect(expectedTimeOf(source('transfer-ownership'), { role: 'I am the seller', destination: 'Another state' })).toMatchObject({ days: 30, counting: 'calendar' });
    expect(expectedTimeOf(source('transfer-ownership'), { role: 'I am the buyer', destination: 'Another state' })).toBeNull();
    expect(expectedTimeOf(source('transfer-ownership'), { role: 'I am the seller', destination: 'Same RTO' })).toBeNull();
  });
});

describe('the RC services that ask the vehicle’s class', () => {
  it('price a duplicate RC by class', () => {
    expect(amounts('duplicate-rc', { vehicleClass: 'Motorcycle or scooter' }).total).toBe(150);
    expect(amounts('duplicate-rc', { vehicleClass: 'Heavy goods or passenger vehicle (lorry, bus)' }).total).toBe(750);
    expect(amounts('duplicate-rc', {}).lines).toEqual([]);
  });

  it('price an address change only for a move within the state, which also has no NOC time', () => {
    const withinState = { moveType: 'To another RTO area in Andhra Pradesh', vehicleClass: 'Private three-wheeler, car or other light vehicle' };
    expect(amounts('address-change-rc', withinState).total).toBe(300);
    expect(expectedTimeOf(source('address-change-rc'), withinState)).toBeNull();
    const otherState = { moveType: 'To another state', vehicleClass: 'Motorcycle or scooter' };
    expect(amounts('address-change-rc', otherState).lines).toEqual([]);
    expect(expectedTimeOf(source('address-change-rc'), otherState)?.days).toBe(30);
  });

  it('price entering a loan by class, and ending it at nothing', () => {
    expect(amounts('hypothecation-addition', { vehicleClass: 'Three-wheeler, car or other light vehicle' }).total).toBe(1500);
    expect(amounts('hypothecation-termination', { nocStatus: 'Yes, both' })).toEqual({ lines: [0], total: 0 });
  });
});
