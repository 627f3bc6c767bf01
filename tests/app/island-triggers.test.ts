// The islands page's first-load code: the `saved-state` trigger wakes a service page's request
// island when the page holds something to show at once (a fix link's fragment among them, the prefix
// the fix view reads), and the marks of the form's skeleton are the ones its template is written with.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, expect, it, vi } from 'vitest';
import { TRIGGERS } from '../../src/app/island-triggers';
import { FIX_TOKEN_HASH, fixTokenOf } from '../../src/core/fix-token-hash';
import { FORM_SKELETON, SHOWING_SKELETON, STARTS_FORM } from '../../src/shared/islands/form-skeleton-marks';

const island = () => ({ element: {} as HTMLElement, boxes: [], props: { entryId: 'vehicle-fitness' } });
const wokenAt = (hash: string) => {
  vi.stubGlobal('location', { search: '', hash });
  const wake = vi.fn();
  TRIGGERS['saved-state'](island(), wake);
  return wake.mock.calls.length > 0;
};
afterEach(() => vi.unstubAllGlobals());

it('wakes the request island on a fix link, as the fix view reads its fragment', () => {
  const hash = `${FIX_TOKEN_HASH}eyJzbiI6IlZTMSJ9.abc-_`;
  expect(fixTokenOf(hash)).not.toBeNull();
  expect(wokenAt(hash)).toBe(true);
});

it('leaves it asleep on a plain visit or another fragment', () => {
  expect(wokenAt('')).toBe(false);
  expect(wokenAt('#documents')).toBe(false);
});

it("the first-load code writes the form skeleton's marks as form-skeleton-marks.ts spells them", () => {
  const firstLoad = ['src/app/wake-islands.ts', 'src/app/island-triggers.ts'].map((file) => readFileSync(path.resolve(import.meta.dirname, '../..', file), 'utf8')).join('\n');
  const written = new Set([...firstLoad.matchAll(/data-(?:form-skeleton|skeleton|starts-form)\b/g)].map(([mark]) => mark));
  expect([...written].sort()).toEqual([FORM_SKELETON, SHOWING_SKELETON, STARTS_FORM].sort());
});
