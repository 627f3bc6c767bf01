import { describe, expect, it } from 'vitest';
import { clearDraft, loadDraft, saveDraft } from '../../src/engine/drafts';
import { MemoryStorage } from './memory-storage';

describe('form drafts', () => {
  it('restores the values and service number saved for the same entry, and only that entry', () => {
    const storage = new MemoryStorage();
    saveDraft('vehicle-ekyc', { serviceNumber: 'VS123456001', values: { vehicleNumber: 'AP39BJ1234' } }, storage);
    expect(loadDraft('vehicle-ekyc', storage)).toEqual({ serviceNumber: 'VS123456001', values: { vehicleNumber: 'AP39BJ1234' } });
    expect(loadDraft('vehicle-fitness', storage)).toBeNull();
  });

  it('forgets a cleared draft', () => {
    const storage = new MemoryStorage();
    saveDraft('duplicate-rc', { serviceNumber: 'DRC123456001', values: {} }, storage);
    clearDraft('duplicate-rc', storage);
    expect(loadDraft('duplicate-rc', storage)).toBeNull();
  });

  it('discards unreadable or foreign data instead of failing', () => {
    const storage = new MemoryStorage();
    storage.setItem('draft:a', '{not json');
    storage.setItem('draft:b', JSON.stringify({ serviceNumber: 5, values: {} }));
    storage.setItem('draft:c', JSON.stringify({ serviceNumber: 'X', values: { a: 1 } }));
    expect(loadDraft('a', storage)).toBeNull();
    expect(loadDraft('b', storage)).toBeNull();
    expect(loadDraft('c', storage)).toBeNull();
  });

  it('keeps working when storage refuses writes', () => {
    const storage = new MemoryStorage();
    storage.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    expect(() => saveDraft('x', { serviceNumber: 'VS1', values: {} }, storage)).not.toThrow();
  });
});
