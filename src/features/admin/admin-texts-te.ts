// The Telugu build's admin-texts.ts (see there).
import { addTexts } from '../../shared/i18n/t';
import { teAdmin } from '../../shared/i18n/te-admin';

addTexts(teAdmin);
