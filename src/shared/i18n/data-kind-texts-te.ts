// The Telugu build's data-kind-texts.ts (see there).
import { addTexts } from './t';
import { teDataKinds } from './te-data-kinds';

addTexts(teDataKinds);
