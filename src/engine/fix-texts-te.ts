// The Telugu build's fix-texts.ts (see there).
import { addTexts } from '../shared/i18n/t';
import { teFix } from '../shared/i18n/te-fix';

addTexts(teFix);
