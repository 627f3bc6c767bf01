// The visitor's choice of language, remembered in this browser (no account needed), and which site
// to suggest on the English home page: the language a visitor chose before, or the first language of
// the browser's the portal has. Never a redirect: the suggestion is a link.
import { DEFAULT_LANGUAGE, isLang, langOfTag, type Lang, type OtherLang } from '../../core/languages';
import { deviceStorage } from '../browser-storage';

const KEY = 'portal.language';

export function rememberLanguage(lang: Lang, storage: Storage | undefined = deviceStorage()): void {
  try {
    storage?.setItem(KEY, lang);
  } catch {
    // storage disabled: the switch still works, it just is not remembered
  }
}

export function rememberedLanguage(storage: Storage | undefined = deviceStorage()): Lang | null {
  try {
    const value = storage?.getItem(KEY);
    return isLang(value) ? value : null;
  } catch {
    return null;
  }
}

/** The language the English home page suggests: chosen before, or (no choice yet) the browser's first the portal has; none when that is English. */
export function suggestedLanguage(remembered: Lang | null, browserLanguages: readonly string[]): OtherLang | null {
  const lang = remembered ?? browserLanguages.map(langOfTag).find((l) => l !== undefined);
  return lang === undefined || lang === DEFAULT_LANGUAGE ? null : lang;
}
