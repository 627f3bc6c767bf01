import { isRealSiteUrl } from './example-contacts.ts';
import { hasExampleValues } from './example-site-values.ts';
import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { chatIndex } from './chat-index.ts';
import { searchIndex } from './search-index.ts';
import { compileForm } from './compile-form.ts';
import { formatError, formatWarning } from './format-error.ts';
import { DEFAULT_CATALOG_DIR, loadCatalog } from './load.ts';
import type { Lang } from '../core/languages.ts';
import { inLanguage } from '../core/text.ts';
import type { Catalog, CompiledEntry } from './types.ts';
import { validatorModuleSource } from './validator-module.ts';

const INDEX = 'virtual:catalog';
const CHAT = 'virtual:catalog/chat';
const FIGURES = 'virtual:catalog/figures';
const SEARCH = 'virtual:catalog/search';
const ENTRY = 'virtual:catalog/entry/';
const VALIDATOR = 'virtual:catalog/validator/';
const RESOLVED = '\0';

/**
 * Serves the compiled catalogue to the app as virtual modules: `virtual:catalog` (site, listings,
 * a light index and a lazy loader per entry), one module per entry with its form and message spec,
 * one precompiled validator module per entry (loaded by its entry module when the form opens), `virtual:catalog/chat` (titles, descriptions and
 * documents the chat answers from, loaded with the chat) and `virtual:catalog/search` (the service search's index, in every
 * language, since people type either: loaded by /search's island as one types). A broken catalogue fails the build with every
 * problem as file:line:col. The modules carry each text in the build's language only (`pageLanguage`:
 * the English build for the plain paths, the Telugu one for /te/), so no page downloads translations
 * it does not show. `adapt` changes the loaded catalogue once (the tests' pseudo-locale build adds its
 * texts there).
 */
export function catalogPlugin(dir: string = DEFAULT_CATALOG_DIR, pageLanguage: Lang = 'en', adapt: (catalog: Catalog) => Catalog = (catalog) => catalog): Plugin {
  let catalog: Catalog | null = null;
  const load = async () => {
    if (catalog) return catalog;
    // A build for a real address refuses site.yaml's example contact, service fee and figures.
    const result = await loadCatalog(dir, { production: isRealSiteUrl(process.env.SITE_URL) });
    for (const warning of result.warnings) console.warn(formatWarning(warning));
    if (!result.catalog) throw new Error(`The catalogue has problems:\n${result.errors.map(formatError).join('\n')}`);
    catalog = adapt(result.catalog);
    return catalog;
  };
  const entryById = async (id: string): Promise<CompiledEntry> => {
    const entry = (await load()).entries.find((e) => e.id === id);
    if (!entry) throw new Error(`no catalogue entry "${id}"`);
    return entry;
  };

  return {
    name: 'portal-catalog',
    resolveId(id) {
      if (id === INDEX || id === CHAT || id === FIGURES || id === SEARCH || id.startsWith(ENTRY) || id.startsWith(VALIDATOR)) return RESOLVED + id;
      return null;
    },
    async load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      const name = id.slice(RESOLVED.length);
      if (name === INDEX) return indexModule(await load(), pageLanguage);
      // What each figure counts and as of when: only the pages that note it (the home page) load it.
      if (name === FIGURES) return `export const notes = ${JSON.stringify(inLanguage(figureNotes(await load()), pageLanguage))};\n`;
      if (name === SEARCH) return `export const docs = ${JSON.stringify(searchIndex(await load()))};\n`;
      if (name === CHAT) return `export const services = ${JSON.stringify(inLanguage(chatIndex(await load()), pageLanguage))};\n`;
      if (name.startsWith(ENTRY)) return entryModule(await entryById(name.slice(ENTRY.length)), pageLanguage);
      if (name.startsWith(VALIDATOR)) {
        // Compiled from the schema the page's form has (its titles in the page's language): the
        // precompiled validator is found by the schema's hash.
        const form = compileForm((await entryById(name.slice(VALIDATOR.length))).source, pageLanguage);
        return form ? validatorModuleSource(form.schema) : 'export default {};';
      }
      return null;
    },
    configureServer(server: ViteDevServer) {
      server.watcher.add(path.join(dir, '**/*.yaml'));
      server.watcher.on('all', (_event, file) => {
        if (!file.startsWith(path.resolve(dir)) || !file.endsWith('.yaml')) return;
        catalog = null;
        for (const module of server.moduleGraph.idToModuleMap.values()) {
          if (module.id?.startsWith(RESOLVED + INDEX)) server.moduleGraph.invalidateModule(module);
        }
        server.ws.send({ type: 'full-reload' });
      });
    },
  };
}

function indexModule(catalog: Catalog, lang: Lang): string {
  const index = catalog.entries.map((e) => ({
    id: e.id,
    route: e.route,
    kind: e.kind,
    title: e.source.title,
    description: e.source.description,
    icon: e.source.icon,
  }));
  const loaders = catalog.entries.map((e) => `${JSON.stringify(e.id)}: () => import(${JSON.stringify(ENTRY + e.id)})`).join(',\n  ');
  // Every page carries the site; what each figure counts is in virtual:catalog/figures instead.
  const site = { ...catalog.site, figures: catalog.site.figures.map(({ counts: _counts, asOf: _asOf, ...figure }) => figure), examples: hasExampleValues(catalog.site) };
  return `export const site = ${JSON.stringify(inLanguage(site, lang))};
export const listings = ${JSON.stringify(inLanguage(catalog.listings, lang))};
export const entries = ${JSON.stringify(inLanguage(index, lang))};
export const entryLoaders = {
  ${loaders}
};
`;
}

function figureNotes(catalog: Catalog) {
  return catalog.site.figures.map(({ key, counts, asOf }) => ({ key, counts, asOf }));
}

function entryModule(entry: CompiledEntry, lang: Lang): string {
  // The keywords are the search's (virtual:catalog/search), never shown: the page does not carry them.
  const { source: { keywords: _keywords, ...source }, ...compiled } = entry;
  // The file path is for error messages at build time only. The form and the WhatsApp message speak
  // the page's language (the message keeps the service's English name, a plain string, for the desk).
  const data = { ...compiled, file: undefined, source, form: compileForm(source, lang) };
  // The validator is the form's: it loads with the form view, not with the page's start view. One
  // promise per page, so every caller gets the same functions.
  const validator = entry.form
    ? `let validator;
export const loadValidator = () => (validator ??= import(${JSON.stringify(VALIDATOR + entry.id)}).then((m) => m.default));`
    : 'export const loadValidator = null;';
  return `export const entry = ${JSON.stringify(inLanguage(data, lang))};
${validator}
`;
}
