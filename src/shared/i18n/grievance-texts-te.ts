// The Telugu build's grievance-texts.ts (see there).
import { addTexts } from './t';
import { teGrievance } from './te-grievance';

addTexts(teGrievance);
