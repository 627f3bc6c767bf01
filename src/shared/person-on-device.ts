// Sign-out forgets what this device keeps of the person (personal-keys.ts, and the service worker's
// copies of the pages visited), so on a shared phone nothing of one person is left for the next
// (docs/offline.md). Loaded only when someone signs out.
import { deviceStorage, tabStorage } from './browser-storage';
import { forgetKeptPages } from './offline/forget-kept-pages';
import { removeKeys } from './person-left';
import { isPersonalDeviceKey, isPersonalTabKey } from './personal-keys';

/** This tab's drafts, the device's kept requests and waiting records, and the pages kept offline. */
export async function forgetPersonOnDevice(storage = { tab: tabStorage(), device: deviceStorage() }): Promise<void> {
  removeKeys(storage.tab, isPersonalTabKey);
  removeKeys(storage.device, isPersonalDeviceKey);
  await forgetKeptPages();
}
