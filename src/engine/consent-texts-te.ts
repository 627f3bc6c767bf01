// The Telugu build's consent-texts.ts (see there).
import { addTexts } from '../shared/i18n/t';
import { teConsent } from '../shared/i18n/te-consent';

addTexts(teConsent);
