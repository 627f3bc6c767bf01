// The send step's consent texts join the i18n layer with the form view's code, so no other page's
// first load carries them: this module in the English build, its twin consent-texts-te.ts in the
// Telugu one (scripts/page-language-plugin.ts).
import { enConsent } from '../shared/i18n/en-consent';
import { addTexts } from '../shared/i18n/t';

addTexts(enConsent);
