import { describe, expect, it } from 'vitest';
import { chunkLinks, fontPreloadsUnlessLocal, pageHtml, inertUntilPainted, selectedClasses, splitHeadTags, withIslandsEntry } from '../../scripts/page-html';
import { EARLY_INPUT_SCRIPT } from '../../src/shared/early-input/early-input-script';

const TEMPLATE = '<!doctype html><html><head><meta charset="UTF-8" /><title>AP Vehicle &amp; Licence Assist</title><script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>';

describe('splitHeadTags', () => {
  it('takes the title, meta and link tags React writes first, and leaves the page markup', () => {
    const rendered = '<title>Track | AP</title><meta name="description" content="Find a request"/><link rel="canonical" href="https://example.org/track"/><style>x{}</style><main><title-like>no</title-like></main>';
    expect(splitHeadTags(rendered)).toEqual({
      head: '<title>Track | AP</title><meta name="description" content="Find a request"/><link rel="canonical" href="https://example.org/track"/>',
      body: '<style>x{}</style><main><title-like>no</title-like></main>',
    });
  });
});

describe('pageHtml', () => {
  it('puts the head tags in place of the template title and the markup in #root, marked with its path', () => {
    const html = pageHtml(TEMPLATE, '<title>Track | AP</title><main>Track a request</main>', '/track');
    expect(html).toBe(
      `<!doctype html><html><head><meta charset="UTF-8" /><script>${EARLY_INPUT_SCRIPT}</script><title>Track | AP</title><link rel="x-module" href="/assets/index.js"></head><body><div id="root" data-prerendered="/track"><main>Track a request</main></div></body></html>`,
    );
  });

  it('leaves the 404 page unmarked, so the browser renders it afresh at whatever path it is served', () => {
    expect(pageHtml(TEMPLATE, '<main>Page not found</main>', null)).toContain('<div id="root"><main>Page not found</main></div>');
  });

  it('refuses markup with an inline script, which the Content-Security-Policy would block', () => {
    expect(() => pageHtml(TEMPLATE, '<main><script>alert(1)</script></main>', '/x')).toThrow(/inline script/);
  });

  it('keeps $ sequences of the page text as they are', () => {
    expect(pageHtml(TEMPLATE, "<main>Fee: $' and $&</main>", '/fees')).toContain("<main>Fee: $' and $&</main>");
  });
});

describe('fontPreloadsUnlessLocal', () => {
  const preload = (href: string) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${href}"`;
  const local = `data-local="local(&#39;NotoSansTelugu-Regular&#39;)"`;
  const template = `<head><meta charset="UTF-8" /><title>x</title>${preload('/te/assets/cut-400.woff2')} ${local}>${preload('/te/assets/plain.woff2')}></head>`;

  it('takes the preloads that name a local copy out of the template, as inert x-font links, and as plain preloads without JavaScript', () => {
    const { template: rest, tags } = fontPreloadsUnlessLocal(template);
    expect(rest).toBe(`<head><meta charset="UTF-8" /><title>x</title>${preload('/te/assets/plain.woff2')}></head>`);
    expect(tags).toBe(
      `<link rel="x-font" as="font" type="font/woff2" crossorigin href="/te/assets/cut-400.woff2" ${local}><noscript>${preload('/te/assets/cut-400.woff2')}></noscript>`,
    );
  });

  it('puts them before the early-input script, which reads them as it starts', () => {
    const html = pageHtml(template.replace('<head>', '<html><head>') + '<body><div id="root"></div></body></html>', '<title>Home</title><main>x</main>', '/te');
    expect(html).toContain(`<meta charset="UTF-8" /><link rel="x-font" as="font" type="font/woff2" crossorigin href="/te/assets/cut-400.woff2" ${local}><noscript>`);
    expect(html.indexOf('rel="x-font"')).toBeLessThan(html.indexOf(`<script>${EARLY_INPUT_SCRIPT}`));
    expect(html.match(/cut-400\.woff2/g)).toHaveLength(2);
  });

  it('leaves a template without them as it is', () => {
    expect(fontPreloadsUnlessLocal(TEMPLATE)).toEqual({ template: TEMPLATE, tags: '' });
  });
});

describe('inertUntilPainted', () => {
  it('leaves the module script, its preloads and the manifest inert, for the early-input script to start after the first paint', () => {
    expect(inertUntilPainted('<script type="module" crossorigin src="/assets/index-1.js"></script><link rel="modulepreload" crossorigin href="/assets/Box-2.js"><link rel="stylesheet" crossorigin href="/assets/index-3.css"><link rel="manifest" href="/manifest.webmanifest">')).toBe(
      '<link rel="x-module" crossorigin href="/assets/index-1.js"><link rel="x-modulepreload" crossorigin href="/assets/Box-2.js"><link rel="stylesheet" crossorigin href="/assets/index-3.css"><link rel="x-manifest" href="/manifest.webmanifest">',
    );
  });

  it('is applied to every prerendered page, lazy chunks\' preloads included', () => {
    const chunk = { css: '/assets/c.css', js: '/assets/c.js', classes: new Set(['c']) };
    const html = pageHtml(TEMPLATE, '<div class="c">x</div>', '/x', [chunk]);
    expect(html).not.toMatch(/<script type="module"|rel="modulepreload"/);
    expect(html).toContain('<link rel="x-modulepreload" crossorigin href="/assets/c.js">');
  });
});

describe('chunkLinks', () => {
  const requestPage = { css: '/assets/request-page-1.css', js: '/assets/request-page-1.js', classes: selectedClasses('/* .not-this */ ._bar_1yrdu_3{position:sticky} @media (min-width:62em){._bar_1yrdu_3{padding:0}}') };
  const dashboard = { css: '/assets/dashboard-2.css', js: '/assets/dashboard-2.js', classes: selectedClasses('._nav_9x{display:flex}') };

  it('links the stylesheet (and preloads the script) of each lazy chunk whose classes the page uses, once', () => {
    const body = '<div class="_bar_1yrdu_3 other"><button class="m_1">I agree</button></div>';
    expect(chunkLinks(body, [requestPage, dashboard, { ...requestPage, js: '/assets/form-view-3.js' }])).toBe(
      '<link rel="stylesheet" crossorigin href="/assets/request-page-1.css"><link rel="modulepreload" crossorigin href="/assets/request-page-1.js">',
    );
    expect(chunkLinks('<div class="not-this">x</div>', [requestPage, dashboard])).toBe('');
  });

  it('puts them in the page head, except a stylesheet the template links already', () => {
    const html = pageHtml(TEMPLATE.replace('</head>', '<link rel="stylesheet" href="/assets/dashboard-2.css"></head>'), '<title>T</title><div class="_bar_1yrdu_3 _nav_9x"></div>', '/x', [requestPage, dashboard]);
    expect(html).toContain('<title>T</title><link rel="stylesheet" crossorigin href="/assets/request-page-1.css">');
    expect(html.match(/dashboard-2\.css/g)).toHaveLength(1);
  });
});

describe('an islands page', () => {
  const template = '<!doctype html><html><head><title>x</title><script type="module" crossorigin src="/assets/index-1.js"></script><link rel="modulepreload" crossorigin href="/assets/router-2.js"><link rel="stylesheet" crossorigin href="/assets/index-3.css"></head><body><div id="root"></div></body></html>';
  const islands = { entry: '/assets/islands-4.js', preloads: ['/assets/react-5.js', '/assets/header-island-6.js'] };

  it('starts the islands entry and preloads its imports and load islands, none of the whole-page app, and keeps the stylesheets', () => {
    expect(withIslandsEntry(template, islands)).toBe(
      '<!doctype html><html><head><title>x</title><script type="module" crossorigin src="/assets/islands-4.js"></script><link rel="modulepreload" crossorigin href="/assets/react-5.js"><link rel="modulepreload" crossorigin href="/assets/header-island-6.js"><link rel="stylesheet" crossorigin href="/assets/index-3.css"></head><body><div id="root"></div></body></html>',
    );
  });

  it('is marked data-islands (the early-input script holds taps only inside its islands), its scripts started after the first paint', () => {
    const requestPage = { css: '/assets/request-page-1.css', js: '/assets/request-page-1.js', classes: new Set(['_bar']) };
    const html = pageHtml(template, '<title>Home</title><main class="_bar">Home</main>', '/', [requestPage], islands);
    expect(html).toContain('<div id="root" data-prerendered="/" data-islands>');
    expect(html).toContain('<link rel="x-module" crossorigin href="/assets/islands-4.js">');
    expect(html).not.toContain('index-1.js');
    // A lazy chunk's stylesheet the markup uses, without preloading that chunk of the whole-page app.
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/request-page-1.css">');
    expect(html).not.toContain('request-page-1.js');
  });
});
