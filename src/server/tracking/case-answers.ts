// What the visitor answered, where the server knows it: the request's case keeps the choice and
// choices answers a fee or the time reads, and the office (src/catalog/request-case.ts); the other
// answers travel only in the WhatsApp message. The return dialog shows these beside their fields.
// A count (years begun, classes ticked) is no answer the visitor typed, so it is not shown.
import { answerText } from '../../catalog/kinds/answers';
import { answerField } from '../../catalog/kinds/index';
import type { LangTexts } from '../../core/lang-texts';
import { perLanguage } from '../../core/languages';
import type { RequestCase } from '../../catalog/request-case';
import type { SeedEntry } from '../services/catalog-seed';

/** The recorded answers by field name, in every language (an option's text, an office's name). */
export function caseAnswers(entry: SeedEntry, answers: RequestCase | undefined): Record<string, LangTexts> {
  const shown: Record<string, LangTexts> = {};
  for (const field of entry.caseSource.fields ?? []) {
    const value = answers?.[field.name];
    if (value === undefined || typeof value === 'number') continue;
    // Kept answers are English option values or an office's id: written as every other place writes them.
    shown[field.name] = perLanguage((lang) => answerText(answerField(field), value, lang));
  }
  return shown;
}
