import { describe, expect, it } from 'vitest';
import { keepUntilSent, loadDraft, saveDraft, unsentRequests } from '../../src/engine/drafts';
import { addPending, loadPending } from '../../src/engine/pending-requests';
import { forgetPersonOnDevice } from '../../src/shared/person-on-device';
import { MemoryStorage } from '../engine/memory-storage';

const answers = { serviceNumber: 'DDL123456001', values: { licenceNumber: 'AP0120190001234', mobileNumber: '9876543210' } };

describe('sign-out on a shared phone', () => {
  it("forgets the person's drafts, requests kept for WhatsApp and records waiting, and keeps the phone's language", async () => {
    const storage = { tab: new MemoryStorage(), device: new MemoryStorage() };
    saveDraft('duplicate-driving-licence', answers, storage);
    keepUntilSent('driving-licence-renewal', { serviceNumber: 'DLR123456001', values: { mobileNumber: '9876543210' } }, storage);
    addPending({ entryId: 'driving-licence-renewal', serviceNumber: 'DLR123456001', phone: '9876543210', language: 'en' }, storage.device);
    storage.tab.setItem('unsentLater', JSON.stringify(['DLR123456001']));
    storage.device.setItem('portal.language', 'te');

    await forgetPersonOnDevice(storage);

    expect(loadDraft('duplicate-driving-licence', storage)).toBeNull();
    expect(unsentRequests(storage)).toEqual([]);
    expect(loadPending(storage.device)).toEqual([]);
    expect(storage.tab.length).toBe(0);
    expect([storage.device.length, storage.device.getItem('portal.language')]).toEqual([1, 'te']);
  });
});
