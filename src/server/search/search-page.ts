// GET /search?q=… (and /te/search): the service search's results page, which works without
// JavaScript on both deployments (the local server and the Cloud Function behind Hosting answer it
// alike; docs/decisions.md). The build writes the page once per language with the empty search
// (public-pages.ts, searchTemplateFile); this fills in the query: the field's value and the results,
// matched by the browser's own rule (src/core/service-search.ts) from the same index.
import type { Hono } from 'hono';
import { LANGUAGES, pathInLanguage, type Lang } from '../../core/languages';
import { searchServices, type SearchDoc } from '../../core/service-search';
import { SEARCH_PATH } from '../../catalog/public-pages';
import { enSearch as en } from '../../shared/i18n/en-search';
import { teSearch as te } from '../../shared/i18n/te-search';
import { escapeHtml, searchResultsHtml, type SearchText } from '../../shared/search/search-results-html';
import { RESULTS_END, RESULTS_START, QUERY_MARK } from '../../shared/search/search-page-marks';
import type { AppDeps } from '../deps';

// Each language's search texts, one record over the list: a new language is one line, which the compiler asks for.
const DICTIONARIES: Record<Lang, Record<keyof typeof en, string>> = { en, te };

const wording =
  (lang: Lang): SearchText =>
  (key, params = {}) =>
    DICTIONARIES[lang][key].replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));

/** The built page with `query` written in: the field keeps it, the results replace the empty search's (an empty query is the built page as it is). */
export function filledSearchPage(template: string, query: string, index: readonly SearchDoc[], lang: Lang): string {
  if (!query.trim()) return template;
  const start = template.indexOf(RESULTS_START);
  const end = template.indexOf(RESULTS_END, start);
  if (start < 0 || end < 0) return template;
  const results = searchResultsHtml(query, searchServices(index, query), lang, wording(lang));
  const page = `${template.slice(0, start + RESULTS_START.length)}${results}${template.slice(end)}`;
  return page.replace(QUERY_MARK, () => `${QUERY_MARK} value="${escapeHtml(query)}"`);
}

export function searchPageRoutes(app: Hono, deps: AppDeps): void {
  for (const { code: lang } of LANGUAGES) {
    app.on(['GET', 'HEAD'], pathInLanguage(SEARCH_PATH, lang), async (c) => {
      const template = await deps.config.search.page(lang);
      if (!template) return c.text('The app is not built. Run `npm run build` first.', 503);
      const raw = c.req.query('q');
      const query = typeof raw === 'string' ? raw.slice(0, 200) : '';
      c.header('Cache-Control', 'no-cache');
      return c.html(filledSearchPage(template, query, deps.config.search.index, lang));
    });
  }
}
