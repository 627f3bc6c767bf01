// The grievance page's texts join the i18n layer when that page's code loads: this module in the
// English build, its twin grievance-texts-te.ts in the Telugu one (scripts/page-language-plugin.ts).
import { enGrievance } from './en-grievance';
import { addTexts } from './t';

addTexts(enGrievance);
