// The suggestion of the Telugu site, in Telugu (language-suggestion.ts).
import type { LanguageSuggestion } from './language-suggestion';

export const suggestion: LanguageSuggestion = {
  text: 'ఈ సైట్ తెలుగులో కూడా ఉంది.',
  open: 'తెలుగులో చూడండి',
  stay: 'వద్దు, ఇంగ్లీష్‌లోనే చూస్తాను',
};
