// `npm run catalog:check [-- --dir some/other/catalog] [-- --today YYYY-MM-DD] [-- --lang en]`: prints every
// problem as file:line:col and exits 1, or a one-line summary and exits 0. Review dates more than 12 months old
// are printed as warnings (file:line:col: warning: …) and do not change the exit code; --today sets
// the day they are measured against. Every text needs every language of the portal (en,te); --lang
// names fewer (`--lang en` for a draft not yet translated). --production refuses the example contact
// values of site.yaml, as a build for a real address and a Firebase deploy do. With Telugu among the
// languages, every Telugu text is read for the renderings i18n/glossary.yaml avoids (telugu-style.ts):
// the catalogue's `te:` values, and for the repository's own catalogue the app's Telugu sources too.
import { parseArgs } from 'node:util';
import { formatError, formatWarning } from './format-error.ts';
import { DEFAULT_CATALOG_DIR, loadCatalog } from './load.ts';
import { DEFAULT_LANGUAGE, isLang, LANGUAGES, translatedLanguages } from '../core/languages.ts';
import { STYLE_LANGUAGE } from './telugu-style.ts';
import { checkAppStyle, readStyleRules } from './telugu-style-files.ts';

const { values } = parseArgs({ options: { dir: { type: 'string' }, today: { type: 'string' }, lang: { type: 'string' }, production: { type: 'boolean' } } });
const dir = values.dir ?? DEFAULT_CATALOG_DIR;
if (values.today !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(values.today)) {
  console.error(`--today: "${values.today}" is not a date in the form YYYY-MM-DD`);
  process.exit(2);
}
// Every language of the list but a draft's (its texts fall back to English) unless --lang says
// otherwise; English always.
const codes = LANGUAGES.map((l) => l.code);
const languages = (values.lang ?? translatedLanguages().join(',')).split(',').map((l) => l.trim());
if (!languages.includes(DEFAULT_LANGUAGE) || !languages.every(isLang)) {
  console.error(`--lang: "${values.lang}" must list ${DEFAULT_LANGUAGE} and any of ${codes.filter((l) => l !== DEFAULT_LANGUAGE).join(', ')}, separated by commas (${codes.join(',')})`);
  process.exit(2);
}
const style = languages.includes(STYLE_LANGUAGE) ? readStyleRules() : undefined;
const started = performance.now();
const { catalog, errors, warnings } = await loadCatalog(dir, { today: values.today, languages, production: values.production, style });
const ms = Math.round(performance.now() - started);
const appErrors = style && values.dir === undefined ? checkAppStyle(style) : [];

for (const warning of warnings) console.error(formatWarning(warning));
for (const error of appErrors) console.error(formatError(error));
if (!catalog) {
  for (const error of errors) console.error(formatError(error));
  console.error(`\n${errors.length} problem${errors.length === 1 ? '' : 's'} in the catalogue.`);
}
if (appErrors.length > 0) console.error(`${catalog ? '\n' : ''}${appErrors.length} Telugu style problem${appErrors.length === 1 ? '' : 's'} in the app's texts (i18n/glossary.yaml, avoid).`);
if (!catalog || appErrors.length > 0) process.exit(1);
const listed = Object.values(catalog.listings).reduce((n, cards) => n + cards.length, 0);
console.log(`catalogue ok: ${catalog.entries.length} entries, ${listed} listed cards, compiled in ${ms} ms`);
