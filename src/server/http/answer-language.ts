// The language a request asks for, for what the server writes itself in a language (the SMS texts
// of src/server/sms/sms-texts.ts). API answers carry codes and English texts; the browser shows
// them in the page's language from its own dictionary (src/shared/i18n/en-api.ts, te-api.ts).
import { DEFAULT_LANGUAGE, langOfTag, type Lang } from '../../core/languages';

/** The most preferred language of an Accept-Language header (te, te-IN;q=0.9) when the portal has it, else English. */
export function answerLanguage(header: string | undefined): Lang {
  if (!header) return DEFAULT_LANGUAGE;
  let best = { tag: '', q: 0 };
  for (const part of header.split(',')) {
    const [tag = '', ...params] = part.trim().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    if (Number.isFinite(q) && q > best.q) best = { tag, q };
  }
  return langOfTag(best.tag) ?? DEFAULT_LANGUAGE;
}
