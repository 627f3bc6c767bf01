// Sign-out in one tab reaches every tab of the browser: a tab's storage (its drafts) is readable only
// by that tab, so each one forgets its own, and a form open on any screen drops the previous person's
// answers (docs/offline.md, "Sign-out on a shared phone"). The device's storage and the pages kept
// are forgotten once, by the tab that signs out (person-on-device.ts).
import { deviceStorage, tabStorage } from './browser-storage';
import { isPersonalTabKey } from './personal-keys';

const CHANNEL = 'portal.person';
const LEFT = 'portal:person-left';
// Where a browser has no BroadcastChannel (Safari before 15.4), a device-storage key written at
// sign-out tells the other tabs instead: each hears a `storage` event naming it.
const LEFT_KEY = 'portal.personLeft';

let channel: BroadcastChannel | undefined;
// One channel per page: a BroadcastChannel never hears its own messages, so this page is told by an event.
const personChannel = () => (channel ??= typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(CHANNEL));

/** After sign-out: this page's forms and notices, and every other tab, let go of the person. */
export function announcePersonLeft(): void {
  const channel = personChannel();
  if (channel) channel.postMessage('left');
  else deviceStorage()?.setItem(LEFT_KEY, String(Date.now()));
  window.dispatchEvent(new Event(LEFT));
  // What reads the device's storage (the notice of requests kept for WhatsApp) is told as another
  // tab's change would tell it: a storage event without a key, the storage cleared.
  window.dispatchEvent(new StorageEvent('storage', { key: null }));
}

/** On every page: another tab's sign-out forgets this tab's drafts, then tells the page. */
export function listenForPersonLeft(): void {
  const forget = () => {
    removeKeys(tabStorage(), isPersonalTabKey);
    window.dispatchEvent(new Event(LEFT));
  };
  const channel = personChannel();
  if (channel) channel.addEventListener('message', forget);
  else window.addEventListener('storage', (event) => event.key === LEFT_KEY && forget());
}

/** Calls back whenever the person using this browser signs out, here or in another tab; returns the unsubscribe. */
export function onPersonLeft(callback: () => void): () => void {
  window.addEventListener(LEFT, callback);
  return () => window.removeEventListener(LEFT, callback);
}

/** Removes every key of a storage that matches; a storage that refuses kept nothing. */
export function removeKeys(storage: Storage | undefined, matches: (key: string) => boolean): void {
  try {
    const keys = Array.from({ length: storage?.length ?? 0 }, (_, i) => storage?.key(i) ?? '');
    for (const key of keys.filter(matches)) storage?.removeItem(key);
  } catch {
    // storage disabled: it kept nothing
  }
}
