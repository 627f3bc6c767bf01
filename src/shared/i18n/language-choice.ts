// The visitor's choice of language, remembered in this browser (no account needed), and whether to
// suggest the Telugu site on the English home page: to a visitor who chose Telugu before, or whose
// browser lists Telugu before English. Never a redirect: the suggestion is a link.
import type { Lang } from '../../core/text';

const KEY = 'portal.language';

export function rememberLanguage(lang: Lang, storage: Storage | undefined = safeLocalStorage()): void {
  try {
    storage?.setItem(KEY, lang);
  } catch {
    // storage disabled: the switch still works, it just is not remembered
  }
}

export function rememberedLanguage(storage: Storage | undefined = safeLocalStorage()): Lang | null {
  try {
    const value = storage?.getItem(KEY);
    return value === 'en' || value === 'te' ? value : null;
  } catch {
    return null;
  }
}

/** True when the English home page should suggest Telugu: chosen before, or (no choice yet) first among the browser's languages. */
export function suggestsTelugu(remembered: Lang | null, browserLanguages: readonly string[]): boolean {
  if (remembered) return remembered === 'te';
  const first = browserLanguages.map((tag) => tag.toLowerCase().split('-')[0]).find((lang) => lang === 'te' || lang === 'en');
  return first === 'te';
}

function safeLocalStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}
