// The language a request asks for, for what the server writes itself in a language (the SMS texts
// of src/server/sms/sms-texts.ts). API answers carry codes and English texts; the browser shows
// them in the page's language from its own dictionary (src/shared/i18n/en-api.ts, te-api.ts).

/** Whether the most preferred language of an Accept-Language header is Telugu ("te", "te-IN"). */
export function asksForTelugu(header: string | undefined): boolean {
  if (!header) return false;
  let best = { lang: '', q: 0 };
  for (const part of header.split(',')) {
    const [tag = '', ...params] = part.trim().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    if (Number.isFinite(q) && q > best.q) best = { lang: tag.trim().toLowerCase(), q };
  }
  return best.lang === 'te' || best.lang.startsWith('te-');
}
