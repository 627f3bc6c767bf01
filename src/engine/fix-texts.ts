// The fix view's texts join the i18n layer when its code loads (imported first by fix-view.tsx), so
// no other page's first load carries them: this module in the English build, its twin
// fix-texts-te.ts in the Telugu one (scripts/page-language-plugin.ts).
import { enFix } from '../shared/i18n/en-fix';
import { addTexts } from '../shared/i18n/t';

addTexts(enFix);
