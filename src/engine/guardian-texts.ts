// The guardian panel's texts join the i18n layer with its code, loaded only for an applicant under
// 18: this module in the English build, its twin guardian-texts-te.ts in the Telugu one
// (scripts/page-language-plugin.ts).
import { enGuardian } from '../shared/i18n/en-guardian';
import { addTexts } from '../shared/i18n/t';

addTexts(enGuardian);
