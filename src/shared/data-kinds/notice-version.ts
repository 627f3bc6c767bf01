// The version of the notice before each form: a hash of what it says in every language and of the
// data kinds it is drawn from. A consent names the version the person saw; a changed notice is a
// new version, so consents given before it are told apart from those given after.
import { DATA_KINDS } from '../../core/data-kinds.ts';
import { enDataKinds } from '../i18n/en-data-kinds.ts';
import { teDataKinds } from '../i18n/te-data-kinds.ts';

/** 16 hex digits: two 32-bit FNV-1a hashes of the notice's text, with different seeds. */
export function noticeVersion(): string {
  const text = JSON.stringify([DATA_KINDS, enDataKinds, teDataKinds]);
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
