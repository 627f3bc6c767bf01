import { describe, expect, it } from 'vitest';
import { pageHtml, splitHeadTags } from '../../scripts/page-html';

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
      '<!doctype html><html><head><meta charset="UTF-8" /><title>Track | AP</title><script type="module" src="/assets/index.js"></script></head><body><div id="root" data-prerendered="/track"><main>Track a request</main></div></body></html>',
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
