import { describe, expect, it } from 'vitest';
import { claimDraft, clearDraft, EARLIER_DRAFT_HOURS, EARLIER_KEPT_HOURS, earlierNumbers, forgetUnsent, keepUntilSent, KEPT_DAYS, loadDraft, saveDraft, unfinishedDrafts, unsentRequests } from '../../src/engine/drafts';
import { MemoryStorage } from './memory-storage';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const NOW = Date.UTC(2026, 10, 28, 12);
/** A browser tab, in the browser session 'v1' (shared/browser-visit.ts). */
const browser = () => ({ tab: new MemoryStorage(), device: new MemoryStorage(), visit: 'v1' });
/** The same device later, in a new tab of the same browser session (a closed tab's storage is gone). */
const newTab = (storage: ReturnType<typeof browser>) => ({ tab: new MemoryStorage(), device: storage.device, visit: storage.visit });
/** The same tab after the browser was closed and opened again: restored with its storage, in a new session. */
const nextSession = (storage: ReturnType<typeof browser>) => ({ ...storage, visit: 'v2' });
const draft = { serviceNumber: 'DL123456001', values: { licenceNumber: 'AP0120190001234', mobileNumber: '9876543210' } };

describe('form drafts', () => {
  it('restores the values and service number saved for the same entry, and only that entry', () => {
    const storage = browser();
    saveDraft('vehicle-ekyc', { serviceNumber: 'VS123456001', values: { vehicleNumber: 'AP39BJ1234' } }, storage);
    expect(loadDraft('vehicle-ekyc', storage)).toEqual({ serviceNumber: 'VS123456001', values: { vehicleNumber: 'AP39BJ1234' } });
    expect(loadDraft('vehicle-fitness', storage)).toBeNull();
  });

  it('keeps a draft to its tab and leaves nothing on the device', () => {
    const storage = browser();
    saveDraft('driving-licence-renewal', draft, storage);
    expect(loadDraft('driving-licence-renewal', newTab(storage))).toBeNull();
    expect(storage.device.length).toBe(0);
  });

  it('forgets a cleared draft', () => {
    const storage = browser();
    saveDraft('duplicate-rc', { serviceNumber: 'DRC123456001', values: {} }, storage);
    clearDraft('duplicate-rc', storage);
    expect(loadDraft('duplicate-rc', storage)).toBeNull();
  });

  it('discards unreadable or foreign data instead of failing', () => {
    const storage = browser();
    storage.tab.setItem('draft:a', '{not json');
    storage.tab.setItem('draft:b', JSON.stringify({ serviceNumber: 5, values: {} }));
    storage.tab.setItem('draft:c', JSON.stringify({ serviceNumber: 'X', values: { a: 1 } }));
    storage.device.setItem('unsent:d', JSON.stringify({ ...draft }));
    expect(loadDraft('a', storage)).toBeNull();
    expect(loadDraft('b', storage)).toBeNull();
    expect(loadDraft('c', storage)).toBeNull();
    expect(loadDraft('d', storage)).toBeNull();
  });

  it('keeps working when storage refuses writes', () => {
    const storage = browser();
    storage.tab.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    storage.device.setItem = storage.tab.setItem;
    expect(() => saveDraft('x', { serviceNumber: 'VS1', values: {} }, storage)).not.toThrow();
    expect(() => keepUntilSent('x', { serviceNumber: 'VS1', values: {} }, storage)).not.toThrow();
  });
});

describe('a request sent offline', () => {
  it('opens in a new tab with its answers and number once its tab is closed', () => {
    const storage = browser();
    saveDraft('driving-licence-renewal', draft, storage, NOW);
    keepUntilSent('driving-licence-renewal', draft, storage, NOW);
    expect(loadDraft('driving-licence-renewal', newTab(storage), NOW + DAY)).toEqual(draft);
  });

  it('follows the answers changed after it was sent, and the tab’s own draft comes first', () => {
    const storage = browser();
    keepUntilSent('driving-licence-renewal', draft, storage, NOW);
    const changed = { ...draft, values: { ...draft.values, mobileNumber: '9123456780' } };
    saveDraft('driving-licence-renewal', changed, storage, NOW + 1000);
    expect(loadDraft('driving-licence-renewal', storage, NOW + 2000)).toEqual(changed);
    expect(loadDraft('driving-licence-renewal', newTab(storage), NOW + 2000)).toEqual(changed);
  });

  it('leaves the device once WhatsApp has it; the tab keeps its draft', () => {
    const storage = browser();
    saveDraft('driving-licence-renewal', draft, storage, NOW);
    keepUntilSent('driving-licence-renewal', draft, storage, NOW);
    forgetUnsent('driving-licence-renewal', storage);
    expect(storage.device.length).toBe(0);
    expect(loadDraft('driving-licence-renewal', storage, NOW)).toEqual(draft);
    expect(loadDraft('driving-licence-renewal', newTab(storage), NOW)).toBeNull();
  });

  it('leaves the device on "Clear form"', () => {
    const storage = browser();
    keepUntilSent('driving-licence-renewal', draft, storage, NOW);
    clearDraft('driving-licence-renewal', storage);
    expect(storage.device.length).toBe(0);
  });

  it(`is forgotten after ${KEPT_DAYS} days, so answers do not stay on a shared phone`, () => {
    const storage = browser();
    keepUntilSent('driving-licence-renewal', draft, storage, NOW);
    expect(loadDraft('driving-licence-renewal', newTab(storage), NOW + KEPT_DAYS * DAY - 1)).toEqual(draft);
    expect(loadDraft('driving-licence-renewal', newTab(storage), NOW + KEPT_DAYS * DAY)).toBeNull();
    expect(storage.device.length).toBe(0);
  });
});

describe('the requests a device keeps for WhatsApp', () => {
  it('names every request sent offline, oldest first, and no plain draft', () => {
    const storage = browser();
    keepUntilSent('vehicle-fitness', { serviceNumber: 'VF123456002', values: {} }, storage, NOW + 1000);
    keepUntilSent('driving-licence-renewal', draft, storage, NOW);
    saveDraft('duplicate-rc', { serviceNumber: 'DRC123456003', values: {} }, storage, NOW);
    storage.device.setItem('pendingRequests', '[]');
    expect(unsentRequests(storage, NOW + 2000)).toEqual([
      { entryId: 'driving-licence-renewal', serviceNumber: 'DL123456001', keptAt: NOW, earlier: false },
      { entryId: 'vehicle-fitness', serviceNumber: 'VF123456002', keptAt: NOW + 1000, earlier: false },
    ]);
  });

  it(`stops naming one once it went to WhatsApp, was cleared, or is ${KEPT_DAYS} days old`, () => {
    const storage = browser();
    keepUntilSent('driving-licence-renewal', draft, storage, NOW);
    keepUntilSent('vehicle-fitness', { serviceNumber: 'VF123456002', values: {} }, storage, NOW + DAY);
    keepUntilSent('duplicate-rc', { serviceNumber: 'DRC123456003', values: {} }, storage, NOW + DAY);
    forgetUnsent('vehicle-fitness', storage);
    clearDraft('duplicate-rc', storage);
    expect(unsentRequests(storage, NOW + KEPT_DAYS * DAY - 1).map((r) => r.entryId)).toEqual(['driving-licence-renewal']);
    expect(unsentRequests(storage, NOW + KEPT_DAYS * DAY)).toEqual([]);
    expect(storage.device.length).toBe(0);
  });
});

describe('a shared phone: what an earlier browser session left', () => {
  it('opens no draft or kept request of an earlier session; it is only asked about, by its service number', () => {
    const storage = browser();
    saveDraft('duplicate-driving-licence', draft, storage, NOW);
    keepUntilSent('driving-licence-renewal', { ...draft, serviceNumber: 'DLR123456002' }, storage, NOW);
    const later = nextSession(storage);
    expect(loadDraft('duplicate-driving-licence', later, NOW + 1000)).toBeNull();
    expect(loadDraft('driving-licence-renewal', later, NOW + 1000)).toBeNull();
    expect(earlierNumbers('duplicate-driving-licence', later, NOW + 1000)).toEqual(['DL123456001']);
    expect(unsentRequests(later, NOW + 1000)).toEqual([{ entryId: 'driving-licence-renewal', serviceNumber: 'DLR123456002', keptAt: NOW, earlier: true }]);
  });

  it('opens it once the visitor says it is theirs, in every tab of their session', () => {
    const storage = browser();
    saveDraft('driving-licence-renewal', draft, storage, NOW);
    keepUntilSent('driving-licence-renewal', draft, storage, NOW);
    const later = nextSession(storage);
    expect(claimDraft('driving-licence-renewal', later, NOW + HOUR / 2)).toEqual(draft);
    expect(earlierNumbers('driving-licence-renewal', later, NOW + HOUR / 2)).toEqual([]);
    expect(loadDraft('driving-licence-renewal', newTab(later), NOW + HOUR / 2)).toEqual(draft);
    expect(unsentRequests(later, NOW + HOUR / 2).map((r) => r.earlier)).toEqual([false]);
  });

  it('lets the next session neither change an earlier kept request nor have it mixed into its own draft', () => {
    const storage = browser();
    keepUntilSent('driving-licence-renewal', draft, storage, NOW);
    const later = newTab(nextSession(storage));
    saveDraft('driving-licence-renewal', { serviceNumber: 'DL123456009', values: { mobileNumber: '9000000001' } }, later, NOW + 1000);
    expect(loadDraft('driving-licence-renewal', later, NOW + 2000)).toEqual({ serviceNumber: 'DL123456009', values: { mobileNumber: '9000000001' } });
    expect(loadDraft('driving-licence-renewal', newTab(storage), NOW + 2000)).toEqual(draft);
  });

  it(`forgets an earlier session's draft after ${EARLIER_DRAFT_HOURS} hour and its kept request after ${EARLIER_KEPT_HOURS} hours, unless claimed`, () => {
    const storage = browser();
    saveDraft('duplicate-driving-licence', draft, storage, NOW);
    keepUntilSent('driving-licence-renewal', draft, storage, NOW);
    const later = nextSession(storage);
    expect(earlierNumbers('duplicate-driving-licence', later, NOW + EARLIER_DRAFT_HOURS * HOUR - 1)).toEqual(['DL123456001']);
    expect(earlierNumbers('duplicate-driving-licence', later, NOW + EARLIER_DRAFT_HOURS * HOUR)).toEqual([]);
    expect(storage.tab.length).toBe(0);
    expect(unsentRequests(later, NOW + EARLIER_KEPT_HOURS * HOUR - 1)).toHaveLength(1);
    expect(unsentRequests(later, NOW + EARLIER_KEPT_HOURS * HOUR)).toEqual([]);
    expect(storage.device.length).toBe(0);
  });

  it('keeps this session’s own kept request for its days, as before', () => {
    const storage = browser();
    keepUntilSent('driving-licence-renewal', draft, storage, NOW);
    expect(loadDraft('driving-licence-renewal', newTab(storage), NOW + EARLIER_KEPT_HOURS * HOUR + 1)).toEqual(draft);
  });

  it('treats a draft saved before sessions were marked as an earlier session’s', () => {
    const storage = browser();
    storage.device.setItem('unsent:vehicle-fitness', JSON.stringify({ serviceNumber: 'VF123456002', values: { vehicleNumber: 'AP39BJ1234' }, keptAt: NOW }));
    expect(loadDraft('vehicle-fitness', storage, NOW + 1000)).toBeNull();
    expect(earlierNumbers('vehicle-fitness', storage, NOW + 1000)).toEqual(['VF123456002']);
  });
});

describe('the unfinished forms the dashboard lists', () => {
  it("names each form this session started with answers in it, by its service number; an empty or cleared one is not", () => {
    const storage = browser();
    saveDraft('duplicate-driving-licence', draft, storage, NOW);
    saveDraft('vehicle-ekyc', { serviceNumber: 'VS123456001', values: {} }, storage, NOW);
    saveDraft('vehicle-fitness', { serviceNumber: 'VF123456001', values: { vehicleNumber: 'AP39BJ1234' } }, storage, NOW);
    clearDraft('vehicle-fitness', storage);
    expect(unfinishedDrafts(storage, NOW + 1000)).toEqual([{ entryId: 'duplicate-driving-licence', serviceNumber: 'DL123456001' }]);
  });

  it("never names an earlier session's draft (a shared phone): that one waits for 'Is this your request?'", () => {
    const storage = browser();
    saveDraft('duplicate-driving-licence', draft, storage, NOW);
    expect(unfinishedDrafts(nextSession(storage), NOW + 1000)).toEqual([]);
  });
});
