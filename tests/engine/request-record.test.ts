import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../src/catalog/load';
import type { CompiledEntry } from '../../src/catalog/types';
import { addPending, dropPendingNumber, loadPending, PENDING_LIMIT, removePending } from '../../src/engine/pending-requests';
import { contactFieldNames, requestRecord } from '../../src/engine/request-record';
import { MemoryStorage } from './memory-storage';

const real = await loadCatalog();
if (!real.catalog) throw new Error('the real catalogue must compile');
const entries = real.catalog.entries;
const entry = (id: string) => entries.find((e) => e.id === id)!;

describe('the record of a sent form', () => {
  it('keeps only the entry, the number, the mobile, the vehicle number and the choices its fees and time read: never Aadhaar, names or dates', () => {
    const transfer = entry('transfer-ownership');
    const values: Record<string, string> = {};
    for (const field of transfer.source.fields ?? []) values[field.name] = `value of ${field.name}`;
    values.mobileNumber = ' 98765 43210 ';
    values.vehicleNumber = 'AP39BJ1234';
    Object.assign(values, { role: 'I am the seller', vehicleClass: 'Car', destination: 'Another state', district: 'kurnool-rto' });
    expect(requestRecord(transfer, 'TOO123456001', values)).toEqual({
      entryId: 'transfer-ownership',
      serviceNumber: 'TOO123456001',
      phone: '98765 43210',
      vehicleNumber: 'AP39BJ1234',
      case: { role: 'I am the seller', vehicleClass: 'Car', destination: 'Another state', district: 'kurnool-rto' },
    });
  });

  it('leaves out a contact field the visitor left empty, and a form without one', () => {
    expect(requestRecord(entry('vehicle-fitness'), 'VS123456001', { vehicleNumber: 'AP39BJ1234', chassisNumber: 'X' })).toEqual({
      entryId: 'vehicle-fitness',
      serviceNumber: 'VS123456001',
      vehicleNumber: 'AP39BJ1234',
    });
    const noContact = { id: 'no-contact', source: { fields: [{ name: 'licenceNumber', type: 'text' }] } } as unknown as CompiledEntry;
    expect(requestRecord(noContact, 'DL123456001', { licenceNumber: 'AP0120190001234' })).toEqual({ entryId: 'no-contact', serviceNumber: 'DL123456001' });
  });

  it('takes the mobile from the contact field only: another phone field (a new number) is not the contact', () => {
    const typed = {
      id: 'typed',
      source: { fields: [
        { name: 'newMobile', type: 'phone' },
        { name: 'ownMobile', type: 'contact' },
        { name: 'registration', type: 'vehicleNumber' },
      ] },
    } as unknown as CompiledEntry;
    expect(contactFieldNames(typed)).toEqual({ phone: 'ownMobile', vehicleNumber: 'registration' });
  });

  it('finds the contact field in every catalogue form sent to the desk', () => {
    const toDesk = entries.filter((e) => e.handoff?.type === 'whatsapp' && e.form);
    // Every form but a partner page's (which passes no data) goes to the desk.
    expect(toDesk.map((e) => e.id)).toEqual(entries.filter((e) => e.form && e.kind !== 'partner').map((e) => e.id));
    expect(toDesk.length).toBeGreaterThan(0);
    for (const e of toDesk) expect(contactFieldNames(e).phone, e.id).toBe('mobileNumber');
  });
});

describe('the queue of records waiting to be sent', () => {
  const record = (n: number, phone?: string) => ({ entryId: 'vehicle-fitness', serviceNumber: `VS${String(n).padStart(9, '0')}`, ...(phone ? { phone } : {}) });

  it('keeps a record until it is removed, once per service number and phone', () => {
    const storage = new MemoryStorage();
    addPending(record(1, '9876543210'), storage);
    addPending(record(1, '9876543210'), storage);
    addPending(record(1, '9123456780'), storage);
    expect(loadPending(storage)).toHaveLength(2);
    removePending(record(1, '9876543210'), storage);
    expect(loadPending(storage)).toEqual([record(1, '9123456780')]);
  });

  it('lets go of every record of a request the visitor deleted, and of no other', () => {
    const storage = new MemoryStorage();
    addPending(record(1, '9876543210'), storage);
    addPending(record(1, '9123456780'), storage);
    addPending(record(2, '9876543210'), storage);
    dropPendingNumber(record(1).serviceNumber, storage);
    expect(loadPending(storage)).toEqual([record(2, '9876543210')]);
    dropPendingNumber(record(2).serviceNumber, storage);
    expect(storage.getItem('pendingRequests')).toBeNull();
  });

  it(`holds at most ${PENDING_LIMIT}, dropping the oldest`, () => {
    const storage = new MemoryStorage();
    for (let n = 1; n <= PENDING_LIMIT + 5; n++) addPending(record(n), storage);
    const kept = loadPending(storage);
    expect(kept).toHaveLength(PENDING_LIMIT);
    expect(kept[0]).toEqual(record(6));
  });

  it('drops an unreadable queue and entries of the wrong shape', () => {
    const storage = new MemoryStorage();
    storage.setItem('pendingRequests', '{not json');
    expect(loadPending(storage)).toEqual([]);
    storage.setItem('pendingRequests', JSON.stringify([{ entryId: 1 }, record(2)]));
    expect(loadPending(storage)).toEqual([record(2)]);
  });
});

describe('the case a record carries', () => {
  it('holds the choices the fees read, the years begun since the expiry and the side of 40 the documents read, never the date, licence number or birth date', () => {
    const values = {
      expiry: 'It expired more than a year ago',
      expiryDate: '2024-06-01',
      transport: 'No',
      licenceNumber: 'AP3920190001234',
      dateOfBirth: '1990-01-01',
      mobileNumber: '9876543210',
    };
    expect(requestRecord(entry('driving-licence-renewal'), 'DLR123456001', values, '2026-11-29')).toEqual({
      entryId: 'driving-licence-renewal',
      serviceNumber: 'DLR123456001',
      phone: '9876543210',
      case: { dateOfBirth: 0, expiry: 'It expired more than a year ago', expiryDate: 3 },
    });
  });
});
