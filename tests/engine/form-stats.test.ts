// A form's drop-off counts in the browser: never under Do Not Track, Global Privacy Control or
// Save-Data; only the fields the form showed (conditions followed); one batch as the visitor leaves,
// names only. The server's side is tests/server/form-stats.test.ts.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadCatalog } from '../../src/catalog/load';
import type { CompiledForm } from '../../src/catalog/types';
import { beacon, FORM_STATS_URL, formStats, onLeaving, type FormStatsOptions } from '../../src/engine/form-stats';
import { mayCount } from '../../src/engine/may-count';
import { shownFields } from '../../src/engine/shown-fields';
import type { FormStatsBody } from '../../src/shared/api/bodies';

const real = await loadCatalog();
const form = real.catalog!.entries.find((e) => e.id === 'duplicate-rc')!.form as CompiledForm;
afterEach(() => vi.unstubAllGlobals());

/** A page whose leaving the test drives: visibilitychange on the document, pagehide on the window. */
function fakePage() {
  const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
  const win = new EventTarget();
  return {
    page: { doc, win },
    hide() {
      doc.visibilityState = 'hidden';
      doc.dispatchEvent(new Event('visibilitychange'));
    },
    show() {
      doc.visibilityState = 'visible';
      doc.dispatchEvent(new Event('visibilitychange'));
    },
    unload: () => win.dispatchEvent(new Event('pagehide')),
  };
}

function tracked(options: Partial<FormStatsOptions> = {}) {
  const batches: FormStatsBody[] = [];
  const stats = formStats({ entryId: 'duplicate-rc', lang: 'te', order: form.uiSchema['ui:order'], invalidNow: () => [], ...options }, (b) => batches.push(b));
  const page = fakePage();
  onLeaving(page.page, stats.end);
  return { stats, batches, ...page };
}

describe('whether the form counts', () => {
  it.each([
    ['a browser that says nothing', {}, true],
    ['Do Not Track off', { doNotTrack: '0' }, true],
    ['Do Not Track on', { doNotTrack: '1' }, false],
    ['Global Privacy Control', { globalPrivacyControl: true }, false],
    ['Save-Data (Data Saver)', { connection: { saveData: true } }, false],
    ['a connection without Save-Data', { connection: { saveData: false } }, true],
  ])('%s: %s', (_, nav, counts) => {
    expect(mayCount(nav)).toBe(counts);
  });
});

describe('the fields shown', () => {
  it('follow the conditions: the FIR number only for a lost or stolen RC', () => {
    expect(shownFields(form, {})).not.toContain('firNumber');
    expect(shownFields(form, { reasonForDuplicate: 'Damaged' })).not.toContain('firNumber');
    expect(shownFields(form, { reasonForDuplicate: 'Stolen' })).toEqual(['reasonForDuplicate', 'onLoan', 'vehicleClass', 'vehicleNumber', 'chassisNumber', 'ownerName', 'ownerAadhaar', 'firNumber', 'mobileNumber']);
  });

  it('are every field shown during the view, in form order, and only those', () => {
    const t = tracked();
    t.stats.shown(shownFields(form, { reasonForDuplicate: 'Damaged' }));
    t.hide();
    expect(t.batches).toEqual([{ entryId: 'duplicate-rc', lang: 'te', reached: ['reasonForDuplicate', 'onLoan', 'vehicleClass', 'vehicleNumber', 'chassisNumber', 'ownerName', 'ownerAadhaar', 'mobileNumber'], invalid: [], sent: false }]);

    const lost = tracked();
    lost.stats.shown(shownFields(form, { reasonForDuplicate: 'Damaged' }));
    lost.stats.shown(shownFields(form, { reasonForDuplicate: 'Lost' }));
    lost.unload();
    expect(lost.batches[0]!.reached).toContain('firNumber');
  });
});

describe('the batch', () => {
  it('goes once, as the page is hidden or unloaded, with the fields left invalid at a send and when leaving', () => {
    const invalidNow = vi.fn(() => ['chassisNumber']);
    const t = tracked({ invalidNow });
    t.stats.shown(['vehicleNumber', 'chassisNumber', 'mobileNumber']);
    t.stats.invalid(['mobileNumber']);
    t.show();
    expect(t.batches).toEqual([]);
    expect(invalidNow).not.toHaveBeenCalled();
    t.hide();
    t.unload();
    t.hide();
    expect(t.batches).toEqual([{ entryId: 'duplicate-rc', lang: 'te', reached: ['vehicleNumber', 'chassisNumber', 'mobileNumber'], invalid: ['chassisNumber', 'mobileNumber'], sent: false }]);
  });

  it('says the form was sent', () => {
    const t = tracked();
    t.stats.shown(['vehicleNumber']);
    t.stats.sent();
    t.hide();
    expect(t.batches[0]).toMatchObject({ sent: true });
  });

  it('goes not at all from a view that showed nothing', () => {
    const t = tracked();
    t.stats.end();
    t.hide();
    expect(t.batches).toEqual([]);
  });

  it('is a JSON beacon to the API with names only', async () => {
    const sendBeacon = vi.fn((_url: string, _data: Blob) => true);
    vi.stubGlobal('navigator', { sendBeacon });
    beacon({ entryId: 'duplicate-rc', lang: 'en', reached: ['vehicleNumber'], invalid: [], sent: false });
    const [url, blob] = sendBeacon.mock.calls[0]!;
    expect(url).toBe(FORM_STATS_URL);
    expect(blob.type).toBe('application/json');
    expect(JSON.parse(await blob.text())).toEqual({ entryId: 'duplicate-rc', lang: 'en', reached: ['vehicleNumber'], invalid: [], sent: false });
  });
});
