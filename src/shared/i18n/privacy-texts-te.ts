// The Telugu build's privacy-texts.ts (see there).
import { addTexts } from './t';
import { tePrivacy } from './te-privacy';

addTexts(tePrivacy);
