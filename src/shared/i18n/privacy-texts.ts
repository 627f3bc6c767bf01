// The texts of downloading and deleting one's data join the i18n layer when that code loads: this
// module in the English build, its twin privacy-texts-te.ts in the Telugu one (scripts/page-language-plugin.ts).
import { enPrivacy } from './en-privacy';
import { addTexts } from './t';

addTexts(enPrivacy);
