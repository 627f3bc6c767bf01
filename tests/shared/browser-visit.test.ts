import { describe, expect, it } from 'vitest';
import { browserVisit, type CookieJar } from '../../src/shared/browser-visit';

/** A browser's cookies for the site as document.cookie shows them; `refuses` is a browser that blocks cookies. */
class Jar implements CookieJar {
  written: string[] = [];
  private values = new Map<string, string>([['other', 'x']]);
  constructor(private readonly refuses = false) {}
  get cookie() {
    return [...this.values].map(([name, value]) => `${name}=${value}`).join('; ');
  }
  set cookie(line: string) {
    this.written.push(line);
    const [name = '', value = ''] = (line.split(';')[0] ?? '').split('=');
    if (!this.refuses) this.values.set(name.trim(), value);
  }
}

describe('the browser session a draft belongs to', () => {
  it('is one id for every page and tab until the browser is closed, then a new one', () => {
    const session = new Jar();
    const id = browserVisit(session, true);
    expect(id).toMatch(/^[0-9a-f]{24}$/);
    expect(browserVisit(session, true)).toBe(id);
    expect(session.written).toEqual([`portal.visit=${id}; Path=/; SameSite=Strict; Secure`]);
    expect(browserVisit(new Jar(), true)).not.toBe(id);
  });

  it('is a session cookie (no expiry), Secure only over https', () => {
    const session = new Jar();
    browserVisit(session, false);
    expect(session.written[0]).not.toMatch(/Expires|Max-Age|Secure/i);
  });

  it('lasts for the page where the browser refuses cookies, and is nothing where there is no document', () => {
    const refusing = new Jar(true);
    const id = browserVisit(refusing, false);
    expect(id).toBeDefined();
    expect(browserVisit(refusing, false)).toBe(id);
    expect(browserVisit(undefined)).toBeUndefined();
  });
});
