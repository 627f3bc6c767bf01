// Whether this browser holds a form's draft or a request kept for WhatsApp, by its key alone: all an
// island's trigger needs to wake the island (src/app/island-triggers.ts), without drafts.ts on every
// page's first load. The island then reads them (drafts.ts): their age, and whether this browser
// session made them or they wait for "Is this your request?".
import { deviceStorage, tabStorage } from '../shared/browser-storage';
import { draftKey, unsentKey } from '../shared/personal-keys';

const UNSENT_PREFIX = unsentKey('');

/** Whether a change to the device's storage (another tab's `storage` event) may change the requests kept for WhatsApp; a null key is the storage cleared. */
export const changesUnsent = (key: string | null): boolean => key === null || key.startsWith(UNSENT_PREFIX);

/** Whether a page of this entry may have a draft or a kept request to open or to ask about. */
export function holdsDraft(entryId: string): boolean {
  return keys(tabStorage()).includes(draftKey(entryId)) || keys(deviceStorage()).includes(unsentKey(entryId));
}

/** Whether the device may keep a request for WhatsApp. */
export const holdsUnsent = (): boolean => keys(deviceStorage()).some((key) => key.startsWith(UNSENT_PREFIX));

function keys(storage: Storage | undefined): string[] {
  try {
    return Array.from({ length: storage?.length ?? 0 }, (_, i) => storage?.key(i) ?? '');
  } catch {
    return []; // storage disabled: it holds nothing
  }
}
