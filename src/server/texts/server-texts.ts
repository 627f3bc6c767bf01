// The texts the server sends itself (SMS, WhatsApp status updates), one file per language of the
// list: server-texts-<code>.ts, found by its name, so a new language is its file and no code here.
// Loaded once when the server starts; a language of the list without its file stops the start.
import { LANGUAGES, type Lang } from '../../core/languages';
import type { ExpiryKind } from '../../core/reminders';
import type { enRequests } from '../../shared/i18n/en-requests';
import type { StatusUpdate } from '../notify/types';

/** A due document: `date` as YYYY-MM-DD (each language writes it its way, sms/sms-dates.ts); `overdue` once it has passed. */
export interface DueDocument {
  kind: ExpiryKind;
  number: string;
  date: string;
  overdue: boolean;
}

export interface ServerTexts {
  /** catalog/site.yaml's `name` in this language, for a server started without the catalogue. */
  siteName: string;
  otp(code: string, site: string, minutes: number): string;
  passwordChanged: string;
  stepUp(site: string): string;
  reminder(site: string, kind: string, due: DueDocument): string;
  kinds: Record<ExpiryKind, string>;
  /** One status update: the site's name, the status as /track names it, the desk's note (if any). */
  statusUpdate(site: string, update: StatusUpdate, status: string, note: string | null): string;
  /** The words /track shows (the browser's own dictionary of the language), for the status names. */
  requests: Record<keyof typeof enRequests, string>;
}

const loaded = new Map<string, ServerTexts>(
  await Promise.all(
    LANGUAGES.map(async ({ code }) => {
      const file = (await import(`./server-texts-${code}.ts`)) as { serverTexts: ServerTexts };
      return [code, file.serverTexts] as const;
    }),
  ),
);

/** The server's texts in `lang`. */
export function serverTexts(lang: Lang): ServerTexts {
  const texts = loaded.get(lang);
  if (!texts) throw new Error(`no server texts for ${lang}`);
  return texts;
}
