// Which forms' answers this device keeps of the person (personal-keys.ts): what sign-out would remove,
// named to them before it does (auth/confirm-sign-out.ts).
import { deviceStorage, tabStorage } from './browser-storage';
import { draftKey, unsentKey } from './personal-keys';

const DRAFT = draftKey('');
const UNSENT = unsentKey('');

/** The entries whose answers sign-out would remove: this tab's drafts with answers, the requests kept for WhatsApp. */
export function formsOnDevice(storage = { tab: tabStorage(), device: deviceStorage() }): string[] {
  const found = new Set<string>();
  for (const [store, prefix] of [[storage.tab, DRAFT], [storage.device, UNSENT]] as const) {
    try {
      for (let i = 0; i < (store?.length ?? 0); i++) {
        const key = store?.key(i);
        if (key?.startsWith(prefix) && hasAnswers(store?.getItem(key))) found.add(key.slice(prefix.length));
      }
    } catch {
      // storage disabled: it holds nothing
    }
  }
  return [...found];
}

function hasAnswers(raw: string | null | undefined): boolean {
  try {
    const values = (JSON.parse(raw ?? '') as { values?: unknown }).values;
    return typeof values === 'object' && values !== null && Object.keys(values).length > 0;
  } catch {
    return false;
  }
}
