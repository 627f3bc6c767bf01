// Review dates: a date more than 12 months before "today" is a warning that does not stop the build;
// the day it is measured against can be set, so the rule is tested on fixed dates.
import { describe, expect, it } from 'vitest';
import { compileCatalog } from '../../src/catalog/compile-catalog';
import { formatWarning } from '../../src/catalog/format-error';
import { asCatalogFiles, readTree, VALID_DIR } from './fixture-files';

const files = asCatalogFiles(readTree(VALID_DIR));
const compileOn = (today: string) => compileCatalog(files, 'catalog', { today });
const withTransferText = (from: string, to: string) =>
  files.map((f) => (f.path.endsWith('transfer-ownership.yaml') ? { ...f, text: f.text.replaceAll(from, to) } : f));
// The page's review date and its fees' and expected times' asOf dates, all 2026-11-22 in the fixture.
const withReviewed = (date: string) => withTransferText(': 2026-11-22', `: ${date}`);

describe('review dates', () => {
  it('give no warning within 12 months, up to and including the same day a year later', () => {
    for (const today of ['2026-11-22', '2027-05-01', '2027-11-22']) {
      const result = compileOn(today);
      expect(result.errors, today).toEqual([]);
      expect(result.warnings, today).toEqual([]);
    }
  });

  it('warn at the reviewed line of each stale entry the day after, and the catalogue still compiles', () => {
    const result = compileOn('2027-11-23');
    expect(result.catalog).not.toBeNull();
    expect(result.warnings.map(formatWarning)).toEqual([
      'catalog/rto-assistance/transfer-ownership.yaml:18:11: warning: reviewed: 2026-11-22 is more than 12 months ago; check the page against its sources and update the date [dates.stale]',
      'catalog/rto-assistance/transfer-ownership.yaml:116:13: warning: fees[0].source.asOf: 2026-11-22 is more than 12 months ago; read the amount at its source again and update the date [dates.stale]',
      'catalog/rto-assistance/transfer-ownership.yaml:123:13: warning: fees[1].source.asOf: 2026-11-22 is more than 12 months ago; read the amount at its source again and update the date [dates.stale]',
      'catalog/rto-assistance/transfer-ownership.yaml:132:13: warning: expectedTime[0].source.asOf: 2026-11-22 is more than 12 months ago; read the time at its source again and update the date [dates.stale]',
      'catalog/rto-assistance/transfer-ownership.yaml:138:13: warning: expectedTime[1].source.asOf: 2026-11-22 is more than 12 months ago; read the time at its source again and update the date [dates.stale]',
      'catalog/vehicle/order-vehicle-rc.yaml:26:11: warning: reviewed: 2026-11-22 is more than 12 months ago; check the page against its sources and update the date [dates.stale]',
    ]);
  });

  it('count a month back from the end of a month (29 February → 28 February of the year before)', () => {
    const staleFiles = (date: string) => [
      ...new Set(compileCatalog(withReviewed(date), 'catalog', { today: '2028-02-29' }).warnings.map((w) => w.file)),
    ];
    // order-vehicle-rc (reviewed 2026-11-22) is stale on both runs; only transfer-ownership's date varies.
    expect(staleFiles('2027-02-28')).toEqual(['catalog/vehicle/order-vehicle-rc.yaml']);
    expect(staleFiles('2027-02-27')).toEqual(['catalog/rto-assistance/transfer-ownership.yaml', 'catalog/vehicle/order-vehicle-rc.yaml']);
  });

  it('refuse a review date after today', () => {
    const result = compileCatalog(withReviewed('2026-11-23'), 'catalog', { today: '2026-11-22' });
    expect(result.catalog).toBeNull();
    expect(result.errors.map((e) => `${e.file}:${e.line}:${e.col}: ${e.message}`)).toEqual([
      'catalog/rto-assistance/transfer-ownership.yaml:18:11: reviewed: 2026-11-23 is in the future',
      'catalog/rto-assistance/transfer-ownership.yaml:116:13: fees[0].source.asOf: 2026-11-23 is in the future',
      'catalog/rto-assistance/transfer-ownership.yaml:123:13: fees[1].source.asOf: 2026-11-23 is in the future',
      'catalog/rto-assistance/transfer-ownership.yaml:132:13: expectedTime[0].source.asOf: 2026-11-23 is in the future',
      'catalog/rto-assistance/transfer-ownership.yaml:138:13: expectedTime[1].source.asOf: 2026-11-23 is in the future',
    ]);
  });

  it("date a fee's amount and an expected time on their own: a stale asOf warns at its line while the page's review is recent", () => {
    const result = compileCatalog(withTransferText('asOf: 2026-11-22', 'asOf: 2025-06-30'), 'catalog', { today: '2026-11-22' });
    expect(result.catalog).not.toBeNull();
    expect(result.warnings.map(formatWarning)).toEqual([
      'catalog/rto-assistance/transfer-ownership.yaml:116:13: warning: fees[0].source.asOf: 2025-06-30 is more than 12 months ago; read the amount at its source again and update the date [dates.stale]',
      'catalog/rto-assistance/transfer-ownership.yaml:123:13: warning: fees[1].source.asOf: 2025-06-30 is more than 12 months ago; read the amount at its source again and update the date [dates.stale]',
      'catalog/rto-assistance/transfer-ownership.yaml:132:13: warning: expectedTime[0].source.asOf: 2025-06-30 is more than 12 months ago; read the time at its source again and update the date [dates.stale]',
      'catalog/rto-assistance/transfer-ownership.yaml:138:13: warning: expectedTime[1].source.asOf: 2025-06-30 is more than 12 months ago; read the time at its source again and update the date [dates.stale]',
    ]);
  });
});
