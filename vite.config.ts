import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { apiPathsPerImporterPlugin } from './scripts/api-paths-plugin.ts';
import { bundleReport } from './scripts/bundle-report.ts';
import { mantineThemePlugin } from './scripts/mantine-theme-plugin.ts';
import { pageLanguagePlugin } from './scripts/page-language-plugin.ts';
import { PSEUDO_LANGUAGE, withPseudoTranslations } from './scripts/pseudo-locale.ts';
import { pseudoLocalePlugin } from './scripts/pseudo-locale-plugin.ts';
import { teluguFontCutPlugin } from './scripts/telugu-font-cut.ts';
import { DEFAULT_LANGUAGE, langOr, languageOf } from './src/core/languages.ts';
import { webManifestPlugin } from './scripts/web-manifest-plugin.ts';
import { apiFormPlugin } from './src/catalog/api-form-plugin.ts';
import { sitemapPlugin } from './src/catalog/sitemap-plugin.ts';
import { siteUrl } from './src/catalog/sitemap.ts';
import { catalogPlugin } from './src/catalog/vite-plugin.ts';
import { accountNoticeVersion, noticeVersion } from './src/shared/data-kinds/notice-version.ts';

// CATALOG_DIR builds another catalogue folder (the tests build a temporary copy); default catalog/.
const catalogDir = process.env.CATALOG_DIR || undefined;
// PAGE_LANGUAGE=te builds the Telugu site, served under its prefix /te/ from dist/te/ (scripts/build.ts
// builds every language of src/core/languages.ts; docs/translation.md, "Language in URLs"). Default:
// English at the plain paths.
const pageLanguage = langOr(process.env.PAGE_LANGUAGE);
const { prefix } = languageOf(pageLanguage);
// PSEUDO_LOCALE=1 (set by scripts/build.ts, for the tests only): the English site with every text in
// the pseudo-locale, into dist-pseudo/ (docs/translation.md, "The pseudo-locale").
const pseudoLocale = process.env.PSEUDO_LOCALE === '1';

export default defineConfig({
  base: `${prefix}/`,
  plugins: [
    react(),
    pageLanguagePlugin(pageLanguage),
    mantineThemePlugin(pageLanguage),
    teluguFontCutPlugin(),
    ...(pseudoLocale ? [pseudoLocalePlugin(), catalogPlugin(catalogDir, PSEUDO_LANGUAGE, withPseudoTranslations)] : [catalogPlugin(catalogDir, pageLanguage)]),
    apiFormPlugin(),
    apiPathsPerImporterPlugin(),
    webManifestPlugin(pageLanguage, catalogDir),
    // One sitemap.xml and robots.txt, at the root, listing every language.
    ...(pageLanguage === DEFAULT_LANGUAGE ? [sitemapPlugin(catalogDir)] : []),
    commonPasswordsForTheBrowser(),
    ...(process.env.ANALYZE ? [bundleReport()] : []),
  ],
  // Canonical and Open Graph URLs use the same public address as sitemap.xml.
  // A consent names the notice's version; computed here, so the pages do not carry every language's notice to hash it.
  define: {
    'import.meta.env.SITE_URL': JSON.stringify(siteUrl(process.env.SITE_URL)),
    'import.meta.env.NOTICE_VERSION': JSON.stringify(noticeVersion()),
    'import.meta.env.ACCOUNT_NOTICE_VERSION': JSON.stringify(accountNoticeVersion()),
  },
  resolve: {
    // rjsf's Markdown renderer, never switched on by our forms: a plain-text stand-in keeps it out of the form view.
    alias: { 'markdown-to-jsx/react': fileURLToPath(new URL('./src/engine/theme/markdown-as-text.tsx', import.meta.url)) },
  },
  build: {
    outDir: pseudoLocale ? 'dist-pseudo' : `dist${prefix}`,
    // The English build empties dist/ (every other language included); each other one adds dist/<code>/.
    manifest: true,
    // Two browser entries: the whole-page app (index.html: the client app, and public pages not yet
    // made of islands) and the islands entry of the pages that are (docs/architecture.md, "Islands").
    rolldownOptions: { input: { index: 'index.html', islands: 'src/islands.tsx' } },
    target: 'es2022',
    sourcemap: false,
    // Fonts stay files, however small: inlined, they would weigh on the stylesheet that blocks the
    // first paint, and a page would pay for a font it may never draw.
    assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined),
  },
  // `npm run dev` serves the app with hot reload; the API runs beside it (`npm run dev:api`).
  server: { port: 5173, proxy: { '/api': `http://localhost:${process.env.API_PORT ?? 3000}` } },
});

/**
 * The browser's copy of the common-password list keeps only passwords long enough to pass the
 * length rule: shorter ones are refused by length already, and shipping them would add ~140 KB
 * gzip to the sign-up, reset and profile pages. The server keeps the whole list.
 */
function commonPasswordsForTheBrowser(): Plugin {
  const { minLength } = JSON.parse(readFileSync(new URL('./schemas/api/new-password.schema.json', import.meta.url), 'utf8')) as { minLength: number };
  return {
    name: 'common-passwords-for-the-browser',
    enforce: 'pre',
    transform(code, id) {
      if (!id.replace(/\\/g, '/').endsWith('@zxcvbn-ts/language-common/src/passwords.json')) return null;
      const list = (JSON.parse(code) as string[]).filter((p) => [...p].length >= minLength);
      return { code: JSON.stringify(list), map: null };
    },
  };
}
