// What an expected time may say beyond its schema (docs/catalogue.md, "expectedTime"): it belongs to
// a page with a form, its case rests on the entry's choice fields as a fee's does, and every item can
// apply (an item after one without a case would never be reached).
import { checkCase } from './check-conditions.ts';
import type { Fail } from './check-rules.ts';
import type { EntrySource } from './types.ts';


export function checkExpectedTime(entry: EntrySource, fail: Fail): void {
  const times = entry.expectedTime;
  if (!times) return;
  if (entry.kind !== 'request' && entry.kind !== 'rto-info') {
    fail('expected-time.not-taken', ['expectedTime'], 'expectedTime: only a request or rto-info page has an expected time (the desk counts it from the sent form)');
    return;
  }
  const fields = entry.fields ?? [];
  const always = times.findIndex((time) => !time.showWhen);
  times.forEach((time, i) => {
    if (time.showWhen) checkCase(time.showWhen, fields, fields, ['expectedTime', i, 'showWhen'], `expectedTime[${i}].showWhen`, fail);
    if (always !== -1 && i > always) {
      fail('expected-time.never-applies', ['expectedTime', i], `expectedTime[${i}]: never applies, as expectedTime[${always}] has no showWhen and applies to every case; put the cases first`);
    }
  });
}
