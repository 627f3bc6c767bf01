// What the page asks the service worker to fetch for offline reading, by the visitor's connection.
import { describe, expect, it } from 'vitest';
import { coresToKeep } from '../../src/shared/offline/offline-support';

describe('coresToKeep', () => {
  it("fetches every language's core on a fast connection, or when the browser does not say", () => {
    expect(coresToKeep({ effectiveType: '4g' })).toEqual({ core: true, otherLanguages: true });
    expect(coresToKeep(undefined)).toEqual({ core: true, otherLanguages: true });
  });

  it("fetches only the page's language on 3G or slower", () => {
    for (const effectiveType of ['3g', '2g', 'slow-2g']) expect(coresToKeep({ effectiveType })).toEqual({ core: true, otherLanguages: false });
  });

  it('fetches no core under Data Saver', () => {
    expect(coresToKeep({ saveData: true, effectiveType: '4g' })).toEqual({ core: false, otherLanguages: false });
  });
});
