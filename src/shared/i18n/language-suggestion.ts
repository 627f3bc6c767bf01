import type { OtherLang } from '../../core/languages';

// The home page's suggestion of another language's site is written in the language it leads to: a
// Telugu reader on an English page reads Telugu. Each language's texts are its own file,
// language-suggestion-<code>.ts, loaded (by its name) only when the suggestion shows, so no page
// carries them before.

export interface LanguageSuggestion {
  text: string;
  open: string;
  stay: string;
}

/** The suggestion of `lang`'s site, in `lang`. */
export async function loadLanguageSuggestion(lang: OtherLang): Promise<LanguageSuggestion> {
  const file = (await import(`./language-suggestion-${lang}.ts`)) as { suggestion: LanguageSuggestion };
  return file.suggestion;
}
