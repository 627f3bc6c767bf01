import { describe, expect, it } from 'vitest';
import { saveDraft, keepUntilSent } from '../../src/engine/drafts';
import { formsOnDevice } from '../../src/shared/forms-on-device';
import { MemoryStorage } from '../engine/memory-storage';

describe('the forms sign-out would remove, named before it does', () => {
  it("names this tab's drafts with answers and the requests kept for WhatsApp, once each", () => {
    const storage = { tab: new MemoryStorage(), device: new MemoryStorage(), visit: 'v1' };
    saveDraft('duplicate-driving-licence', { serviceNumber: 'DL1', values: { licenceNumber: 'AP0120190001234' } }, storage);
    saveDraft('vehicle-ekyc', { serviceNumber: 'VS1', values: {} }, storage);
    keepUntilSent('driving-licence-renewal', { serviceNumber: 'DLR1', values: { expiry: 'It has not expired yet' } }, storage);
    saveDraft('driving-licence-renewal', { serviceNumber: 'DLR1', values: { expiry: 'It has not expired yet' } }, storage);
    expect(formsOnDevice(storage).sort()).toEqual(['driving-licence-renewal', 'duplicate-driving-licence']);
  });

  it('names nothing on a device that keeps nothing, or whose storage is unreadable', () => {
    expect(formsOnDevice({ tab: new MemoryStorage(), device: new MemoryStorage() })).toEqual([]);
    const broken = new MemoryStorage();
    broken.setItem('draft:vehicle-ekyc', '{not json');
    expect(formsOnDevice({ tab: broken, device: undefined })).toEqual([]);
  });
});
