// The data kinds' texts (the notice before a form, the privacy policy's tables) join the i18n layer
// when a page that shows them loads, so no other page's first load carries them: this module in the
// English build, its twin data-kind-texts-te.ts in the Telugu one (scripts/page-language-plugin.ts).
import { enDataKinds } from './en-data-kinds';
import { addTexts } from './t';

addTexts(enDataKinds);
