import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { announcePersonLeft, listenForPersonLeft, onPersonLeft } from '../../src/shared/person-left';
import { MemoryStorage } from '../engine/memory-storage';

// The module's page, with its own window and tab storage; a second BroadcastChannel is another tab.
const globals = globalThis as { window?: unknown; sessionStorage?: unknown; StorageEvent?: unknown };
// Node has no StorageEvent: one with the key it was given, as the browser's.
class StorageEvent extends Event {
  key: string | null;
  constructor(type: string, init: { key: string | null }) {
    super(type);
    this.key = init.key;
  }
}
let otherTab: BroadcastChannel;
let tab: MemoryStorage;

beforeEach(() => {
  globals.window = new EventTarget();
  tab = new MemoryStorage();
  globals.sessionStorage = tab;
  otherTab = new BroadcastChannel('portal.person');
  globals.StorageEvent = StorageEvent;
});

afterEach(() => {
  otherTab.close();
  delete globals.window;
  delete globals.sessionStorage;
  delete globals.StorageEvent;
});

const nextMessage = (channel: BroadcastChannel) => new Promise<unknown>((resolve) => channel.addEventListener('message', (event) => resolve((event as MessageEvent).data), { once: true }));

describe('sign-out reaches every tab of the browser', () => {
  it('tells the forms of this page, what reads the device storage here (as the storage cleared), and every other tab', async () => {
    let told = 0;
    const stop = onPersonLeft(() => told++);
    const storageKeys: (string | null)[] = [];
    (globals.window as EventTarget).addEventListener('storage', (event) => storageKeys.push((event as StorageEvent).key));
    const heard = nextMessage(otherTab);
    announcePersonLeft();
    expect([told, storageKeys]).toEqual([1, [null]]);
    expect(await heard).toBe('left');
    stop();
    announcePersonLeft();
    expect(told).toBe(1);
  });

  it("in another tab, forgets that tab's drafts and clears its open form; keeps what is not the person's", async () => {
    tab.setItem('draft:driving-licence-renewal', JSON.stringify({ serviceNumber: 'DL123456001', values: { mobileNumber: '9876543210' } }));
    tab.setItem('unsentLater', '["DL123456001"]');
    tab.setItem('portal.menu', 'closed');
    listenForPersonLeft();
    const cleared = new Promise<void>((resolve) => onPersonLeft(resolve));
    otherTab.postMessage('left');
    await cleared;
    expect([tab.length, tab.key(0)]).toEqual([1, 'portal.menu']);
  });
});

describe('sign-out reaches every tab of a browser without BroadcastChannel (Safari before 15.4)', () => {
  const withoutChannel = globalThis as { BroadcastChannel?: unknown; localStorage?: unknown };
  let device: MemoryStorage;
  let channelClass: unknown;

  beforeEach(() => {
    channelClass = withoutChannel.BroadcastChannel;
    delete withoutChannel.BroadcastChannel;
    device = new MemoryStorage();
    withoutChannel.localStorage = device;
    vi.resetModules();
  });

  afterEach(() => {
    withoutChannel.BroadcastChannel = channelClass;
    delete withoutChannel.localStorage;
  });

  it('writes a device-storage key at sign-out, which the other tabs hear as a storage event and forget their drafts', async () => {
    const personLeft = await import('../../src/shared/person-left');
    personLeft.announcePersonLeft();
    expect(device.getItem('portal.personLeft')).toMatch(/^\d+$/);

    tab.setItem('draft:driving-licence-renewal', JSON.stringify({ serviceNumber: 'DL123456001', values: {} }));
    tab.setItem('portal.menu', 'closed');
    personLeft.listenForPersonLeft();
    let told = 0;
    personLeft.onPersonLeft(() => told++);
    (globals.window as EventTarget).dispatchEvent(new StorageEvent('storage', { key: 'portal.menu' }));
    expect([told, tab.length]).toEqual([0, 2]);
    (globals.window as EventTarget).dispatchEvent(new StorageEvent('storage', { key: 'portal.personLeft' }));
    expect([told, tab.length, tab.key(0)]).toEqual([1, 1, 'portal.menu']);
  });
});
