// The console's texts join the i18n layer when its code loads: imported first by admin-console.ts,
// so they are there before any of its modules runs, in the page's language (a constant of each
// build, so the other language's texts are left out).
import { enAdmin } from '../../shared/i18n/en-admin';
import { pageLanguage } from '../../shared/i18n/page-language';
import { addTexts } from '../../shared/i18n/t';
import { teAdmin } from '../../shared/i18n/te-admin';

addTexts(pageLanguage === 'te' ? teAdmin : enAdmin);
