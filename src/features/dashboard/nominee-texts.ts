// The nominee form's texts join the i18n layer with its code, loaded only with /dashboard/settings:
// this module in the English build, its twin nominee-texts-te.ts in the Telugu one
// (scripts/page-language-plugin.ts).
import { enNominee } from '../../shared/i18n/en-nominee';
import { addTexts } from '../../shared/i18n/t';

addTexts(enNominee);
