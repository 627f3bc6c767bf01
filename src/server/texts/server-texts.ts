// The texts the server sends itself (SMS, WhatsApp status updates), one file per language of the
// list: server-texts-<code>.ts, named here once in a record over the languages, so a new language is
// its file and one line here, which the compiler asks for. Not found by a dynamic import: that needs a
// top-level await, and Cloud Functions loads the bundle with require(), which refuses one.
import type { Lang } from '../../core/languages';
import { serverTexts as en } from './server-texts-en';
import { serverTexts as te } from './server-texts-te';
import type { ServerTexts } from './server-text-list';

const LOADED: Record<Lang, ServerTexts> = { en, te };

/** The server's texts in `lang`. */
export function serverTexts(lang: Lang): ServerTexts {
  return LOADED[lang];
}
