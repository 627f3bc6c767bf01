// Puts a prerendered page into the HTML file Vite built (dist/index.html before the build replaces
// it): the page's head tags in <head>, its markup in #root. Pure string work, tested on its own.
import { EARLY_INPUT_SCRIPT } from '../src/shared/early-input/early-input-script.ts';

/** React writes a page's <title>, <meta> and <link> tags first when it renders part of a document. */
const LEADING_HEAD_TAGS = /^(?:<title>[\s\S]*?<\/title>|<meta\b[^>]*>|<link\b[^>]*>)+/;

/** Splits React's output for #root into the head tags it hoisted and the markup that stays in #root. */
export function splitHeadTags(rendered: string): { head: string; body: string } {
  const head = LEADING_HEAD_TAGS.exec(rendered)?.[0] ?? '';
  return { head, body: rendered.slice(head.length) };
}

/** A stylesheet of a lazily loaded chunk (its page code), and that chunk's script, each at its address (/assets/… or /te/assets/…). */
export interface ChunkStyles {
  css: string;
  js: string;
  /** The class names its rules select. */
  classes: ReadonlySet<string>;
}

/** The class names a stylesheet's rules select. */
export function selectedClasses(css: string): Set<string> {
  return new Set([...css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/\.(-?[A-Za-z_][\w-]*)/g)].map((m) => m[1]!));
}

/**
 * Links for the stylesheets of lazy chunks whose classes the page's markup uses (the browser would
 * otherwise style those parts only once the chunk has loaded, a visible change), with a preload of
 * each chunk's script so hydration need not wait to discover it.
 */
export function chunkLinks(body: string, chunks: readonly ChunkStyles[], preload = true): string {
  const used = new Set([...body.matchAll(/\bclass="([^"]*)"/g)].flatMap((m) => m[1]!.split(/\s+/)));
  const sheets = new Set<string>();
  return chunks
    .filter((chunk) => !sheets.has(chunk.css) && [...chunk.classes].some((name) => used.has(name)) && sheets.add(chunk.css))
    .map((chunk) => `<link rel="stylesheet" crossorigin href="${chunk.css}">${preload ? `<link rel="modulepreload" crossorigin href="${chunk.js}">` : ''}`)
    .join('');
}

/**
 * The page's module script, module preloads and web app manifest as inert links, which the
 * early-input script turns back into a script, preloads and the manifest once the page has painted
 * (early-input-script.ts says why). Chrome fetches a linked manifest and its icon while the page loads.
 */
export function inertUntilPainted(head: string): string {
  return head
    .replace(/<script type="module"([^>]*?) src="([^"]+)"([^>]*)><\/script>/g, '<link rel="x-module"$1 href="$2"$3>')
    .replace(/<link rel="modulepreload"/g, '<link rel="x-modulepreload"')
    .replace(/<link rel="manifest"/g, '<link rel="x-manifest"');
}

/** A font preload that names the local() copies of its face (scripts/page-language-plugin.ts). */
const LOCAL_FONT_PRELOAD = /<link rel="preload"( as="font"[^>]*?) data-local="([^"]*)"([^>]*)>/g;

/**
 * The template without its font preloads that name local() copies, and those preloads as inert
 * `<link rel="x-font">` tags for the early-input script, which runs right after them and makes each a
 * preload only if the device has none of the copies (Android has Noto Sans Telugu: 55 KB not
 * downloaded). Without JavaScript, <noscript> keeps them plain preloads.
 */
export function fontPreloadsUnlessLocal(template: string): { template: string; tags: string } {
  const links = [...template.matchAll(LOCAL_FONT_PRELOAD)];
  if (links.length === 0) return { template, tags: '' };
  const inert = links.map(([, attrs, local, rest]) => `<link rel="x-font"${attrs} data-local="${local}"${rest}>`).join('');
  const plain = links.map(([, attrs, , rest]) => `<link rel="preload"${attrs}${rest}>`).join('');
  return { template: template.replace(LOCAL_FONT_PRELOAD, ''), tags: `${inert}<noscript>${plain}</noscript>` };
}

/** The islands entry (src/islands.tsx) and the scripts an islands page preloads (the entry's imports, its `load` islands). */
export interface IslandsScripts {
  entry: string;
  preloads: readonly string[];
  /** What a tap on the page's start button needs, fetched while the visitor reads (scripts/form-warm-up.ts). */
  warm?: readonly string[];
}

/**
 * The template with the islands entry in place of the whole-page app's script and preloads (its
 * stylesheets stay: the page's HTML needs them).
 */
export function withIslandsEntry(template: string, scripts: IslandsScripts): string {
  const tags = [`<script type="module" crossorigin src="${scripts.entry}"></script>`, ...scripts.preloads.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`)].join('');
  return template
    .replace(/<link rel="modulepreload"[^>]*>/g, '')
    .replace(/<script type="module"[^>]*><\/script>/, () => tags);
}

/** Inert links to what the page's start button needs, which src/app/warm-form.ts fetches while the visitor reads. */
function warmLinks(files: readonly string[]): string {
  return files.map((file) => `<link rel="x-warm"${file.endsWith('.css') ? ' as="style"' : ''} href="${file}">`).join('');
}

/**
 * The page's file: the template's <title> replaced by the page's head tags, and its markup in #root;
 * its code is started by the early-input script once the page has painted (inertUntilPainted).
 * `path` marks the page the markup was rendered for: the browser hydrates it only at that path (the
 * 404 page, served at any unknown path, is rendered afresh instead).
 */
export function pageHtml(template: string, rendered: string, path: string | null, chunks: readonly ChunkStyles[] = [], islands?: IslandsScripts): string {
  const split = splitHeadTags(rendered);
  const body = split.body;
  const fonts = fontPreloadsUnlessLocal(template);
  // The early-input script first (after the font links it reads), so it is listening before the
  // visitor can tap anything. An islands page preloads no chunk of the whole-page app, only the
  // stylesheets its HTML uses.
  const linked = `${fonts.tags}<script>${EARLY_INPUT_SCRIPT}</script>` + split.head + chunkLinks(body, chunks.filter((chunk) => !template.includes(`${chunk.css}"`)), !islands);
  const head = linked + warmLinks((islands?.warm ?? []).filter((file) => !linked.includes(`"${file}"`)));
  if (/<script\b/i.test(body)) throw new Error(`${path ?? '404'}: the rendered page has an inline script, which the Content-Security-Policy refuses`);
  if (!/<title>[\s\S]*?<\/title>/.test(template) || !template.includes('<div id="root"></div>')) {
    throw new Error('index.html must have a <title> and an empty <div id="root"></div>');
  }
  const marker = (path === null ? '' : ` data-prerendered="${path.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`) + (islands ? ' data-islands' : '');
  // Without the lines the tags taken out above stood on (only their indentation is left there).
  const page = (islands ? withIslandsEntry(fonts.template, islands) : fonts.template).replace(/\n[ \t]*(?=\n)/g, '');
  return inertUntilPainted(page.replace(/<title>[\s\S]*?<\/title>/, () => head)).replace('<div id="root"></div>', () => `<div id="root"${marker}>${body}</div>`);
}
