import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { announcePersonLeft, listenForPersonLeft, onPersonLeft } from '../../src/shared/person-left';
import { MemoryStorage } from '../engine/memory-storage';

// The module's page, with its own window and tab storage; a second BroadcastChannel is another tab.
const globals = globalThis as { window?: unknown; sessionStorage?: unknown };
let otherTab: BroadcastChannel;
let tab: MemoryStorage;

beforeEach(() => {
  globals.window = new EventTarget();
  tab = new MemoryStorage();
  globals.sessionStorage = tab;
  otherTab = new BroadcastChannel('portal.person');
});

afterEach(() => {
  otherTab.close();
  delete globals.window;
  delete globals.sessionStorage;
});

const nextMessage = (channel: BroadcastChannel) => new Promise<unknown>((resolve) => channel.addEventListener('message', (event) => resolve((event as MessageEvent).data), { once: true }));

describe('sign-out reaches every tab of the browser', () => {
  it('tells the forms of this page and every other tab', async () => {
    let told = 0;
    const stop = onPersonLeft(() => told++);
    const heard = nextMessage(otherTab);
    announcePersonLeft();
    expect(told).toBe(1);
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
