import type { Lang } from '../../core/text';

// The texts that lead a reader to a language (the switch's link, the home page's suggestion) are
// written in the language they lead to: a Telugu reader on an English page reads "తెలుగు". So they
// sit outside the per-language dictionaries, and every page carries them (a few words).

/** Each language's name in itself. */
export const LANGUAGE_NAMES: Record<Lang, string> = { en: 'English', te: 'తెలుగు' };

/** The English home page's suggestion of the Telugu site, in Telugu. */
export const TELUGU_SUGGESTION = {
  text: 'ఈ సైట్ తెలుగులో కూడా ఉంది.',
  open: 'తెలుగులో చూడండి',
  stay: 'వద్దు, ఇంగ్లీష్‌లోనే చూస్తాను',
};
