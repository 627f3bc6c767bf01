// The console's texts join the i18n layer when its code loads: imported first by admin-console.ts,
// so they are there before any of its modules runs. Both languages ride in the console's own code
// (no public page carries them); the page's language picks one.
import { enAdmin } from '../../shared/i18n/en-admin';
import { currentLanguage, addTexts } from '../../shared/i18n/t';
import { teAdmin } from '../../shared/i18n/te-admin';

addTexts(currentLanguage() === 'te' ? teAdmin : enAdmin);
