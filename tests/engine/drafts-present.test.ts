import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changesUnsent, holdsDraft, holdsUnsent } from '../../src/engine/drafts-present';
import { keepUntilSent, saveDraft } from '../../src/engine/drafts';
import { MemoryStorage } from './memory-storage';

// The browser's storages, as the islands' triggers read them.
const globals = globalThis as { sessionStorage?: unknown; localStorage?: unknown };
const storage = { tab: new MemoryStorage(), device: new MemoryStorage(), visit: 'v1' };

beforeEach(() => {
  storage.tab.clear();
  storage.device.clear();
  globals.sessionStorage = storage.tab;
  globals.localStorage = storage.device;
});

afterEach(() => {
  delete globals.sessionStorage;
  delete globals.localStorage;
});

describe('what wakes an island that shows saved answers', () => {
  it('a draft of the entry in the tab, or a request of it kept for WhatsApp, of any browser session', () => {
    expect([holdsDraft('driving-licence-renewal'), holdsUnsent()]).toEqual([false, false]);
    saveDraft('duplicate-driving-licence', { serviceNumber: 'DDL123456001', values: {} }, storage);
    expect([holdsDraft('duplicate-driving-licence'), holdsDraft('driving-licence-renewal'), holdsUnsent()]).toEqual([true, false, false]);
    keepUntilSent('driving-licence-renewal', { serviceNumber: 'DL123456001', values: {} }, { ...storage, visit: 'an earlier one' });
    expect([holdsDraft('driving-licence-renewal'), holdsUnsent()]).toEqual([true, true]);
  });

  it('another tab changing a kept request, or clearing the storage, and nothing else', () => {
    expect([changesUnsent('unsent:vehicle-fitness'), changesUnsent(null), changesUnsent('portal.language'), changesUnsent('pendingRequests')]).toEqual([true, true, false, false]);
  });
});
