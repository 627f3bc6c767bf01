// A form's draft is kept per browser tab (sessionStorage), so a reload or a return from WhatsApp finds
// the values, the service number and the agreed terms again; 'Clear form' forgets it.

export interface Draft {
  serviceNumber: string;
  values: Record<string, string>;
}

const key = (entryId: string) => `draft:${entryId}`;

export function loadDraft(entryId: string, storage: Storage | undefined = safeSessionStorage()): Draft | null {
  try {
    const raw = storage?.getItem(key(entryId));
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isDraft(parsed) ? parsed : null;
  } catch {
    return null; // unreadable drafts are discarded
  }
}

export function saveDraft(entryId: string, draft: Draft, storage: Storage | undefined = safeSessionStorage()): void {
  try {
    storage?.setItem(key(entryId), JSON.stringify(draft));
  } catch {
    // storage full or disabled: the form still works, it just won't survive a reload
  }
}

export function clearDraft(entryId: string, storage: Storage | undefined = safeSessionStorage()): void {
  try {
    storage?.removeItem(key(entryId));
  } catch {
    // nothing to clear
  }
}

function isDraft(value: unknown): value is Draft {
  if (typeof value !== 'object' || value === null) return false;
  const draft = value as Partial<Draft>;
  return (
    typeof draft.serviceNumber === 'string' &&
    typeof draft.values === 'object' &&
    draft.values !== null &&
    Object.values(draft.values).every((v) => typeof v === 'string')
  );
}

function safeSessionStorage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}
