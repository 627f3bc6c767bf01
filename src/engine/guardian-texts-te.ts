// The Telugu build's guardian-texts.ts (see there).
import { addTexts } from '../shared/i18n/t';
import { teGuardian } from '../shared/i18n/te-guardian';

addTexts(teGuardian);
