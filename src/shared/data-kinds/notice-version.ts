// The version of a notice: a hash of what it says in every language and of the data kinds it is
// drawn from. A consent names the version the person saw; a changed notice is a new version, so
// consents given before it are told apart from those given after. The notice before each form
// covers every kind; the sign-up's covers the account's item alone, so the account holder is asked
// again only when what an account keeps changes, not for a change to a request's item.
import { DATA_KINDS, dataKindTexts, type DataKind } from '../../core/data-kinds.ts';
import { enDataKinds } from '../i18n/en-data-kinds.ts';
import { teDataKinds } from '../i18n/te-data-kinds.ts';

/** 16 hex digits: two 32-bit FNV-1a hashes of the whole notice's text, with different seeds. */
export function noticeVersion(): string {
  return hashed(JSON.stringify([DATA_KINDS, enDataKinds, teDataKinds]));
}

/** The version of the account's notice (the sign-up's, and the dashboard's when it asks again). */
export function accountNoticeVersion(): string {
  const account = DATA_KINDS.find((kind) => kind.key === 'account')!;
  return hashed(JSON.stringify([account, textsOf(account, enDataKinds), textsOf(account, teDataKinds)]));
}

function textsOf(kind: DataKind, texts: Record<string, string>): string[] {
  return Object.values(dataKindTexts(kind)).map((key) => texts[key] ?? '');
}

function hashed(text: string): string {
  return fnv1a(text, 0x811c9dc5) + fnv1a(text, 0x01000193);
}

function fnv1a(text: string, seed: number): string {
  let hash = seed;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}
