// The console's texts join the i18n layer when its code loads: imported first by admin-console.ts,
// so they are there before any of its modules runs, in the page's language: this module in the
// English build, its twin admin-texts-te.ts in the Telugu one (scripts/page-language-plugin.ts).
import { enAdmin } from '../../shared/i18n/en-admin';
import { addTexts } from '../../shared/i18n/t';

addTexts(enAdmin);
