import type { OtherLang } from '../../core/languages';

// The texts that lead a reader to a language (the switch's link, the home page's suggestion) are
// written in the language they lead to: a Telugu reader on an English page reads "తెలుగు" (each
// language's name in itself is the list's `name`). So they sit outside the per-language
// dictionaries, and every page carries them (a few words).

/** The English home page's suggestion of each other language's site, in that language. */
export const LANGUAGE_SUGGESTIONS: Record<OtherLang, { text: string; open: string; stay: string }> = {
  te: {
    text: 'ఈ సైట్ తెలుగులో కూడా ఉంది.',
    open: 'తెలుగులో చూడండి',
    stay: 'వద్దు, ఇంగ్లీష్‌లోనే చూస్తాను',
  },
};
