// The Telugu build's nominee-texts.ts (see there).
import { addTexts } from '../../shared/i18n/t';
import { teNominee } from '../../shared/i18n/te-nominee';

addTexts(teNominee);
