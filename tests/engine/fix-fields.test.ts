// The fix view asks only what the desk flagged (and what a corrected answer brings in), reads
// everything else from the request's recorded case and this phone's draft, and sends the corrected
// case (src/engine/fix-fields.ts).
import { describe, expect, it } from 'vitest';
import { feeSheet } from '../../src/catalog/fee-sheet';
import { loadCatalog } from '../../src/catalog/load';
import type { RequestCase } from '../../src/catalog/request-case';
import type { CompiledEntry, CompiledForm } from '../../src/catalog/types';
import { fixAsked, fixKept, fixSend, fixStart } from '../../src/engine/fix-fields';
import { fixTokenOf } from '../../src/core/fix-token-hash';
import type { FixFlagView } from '../../src/shared/api/answers';

const { catalog } = await loadCatalog();
if (!catalog) throw new Error('the real catalogue must compile');
const entryOf = (id: string) => catalog.entries.find((e) => e.id === id)! as CompiledEntry & { form: CompiledForm };
const reason = (text: string) => ({ en: text, te: `${text} (te)` });
const english = (flag: FixFlagView) => flag.reason.en;
const fieldFlag = (field: string, text = 'Number looks wrong'): FixFlagView => ({ target: { field }, reason: reason(text) });

const FITNESS = entryOf('vehicle-fitness');
const RENEWAL = entryOf('driving-licence-renewal');
const DUPLICATE = entryOf('duplicate-driving-licence');
const TODAY = '2027-03-01';
const LESS_THAN_A_YEAR = 'It expired less than a year ago';
const NOT_EXPIRED = 'It has not expired yet';

/** The fix view's questions for this flag list, draft and case, with these answers typed since. */
function askedFor(entry: typeof RENEWAL, flags: FixFlagView[], draft: Record<string, string>, recordCase: RequestCase, typed: Record<string, string> = {}) {
  const start = fixStart(entry.form, flags, english, draft, recordCase);
  const values = { ...start.values, ...typed };
  const asked = fixAsked(entry.form, start.reasons, start.before, values);
  return { start, values, asked, kept: fixKept(entry.form, asked, values) };
}

describe('the fix view asks', () => {
  it('only the flagged question, with no draft on this phone: nothing else is asked nor required', () => {
    const { asked, kept, start } = askedFor(RENEWAL, [fieldFlag('licenceNumber')], {}, { expiry: LESS_THAN_A_YEAR, expiryDate: 1 });
    expect(asked).toEqual(['licenceNumber']);
    // The case's choice is shown as it was sent; the answers the record does not keep are not asked.
    expect(kept).toEqual(['expiry']);
    expect(start.reasons).toEqual({ licenceNumber: 'Number looks wrong' });
    expect(start.before).toEqual({ expiry: LESS_THAN_A_YEAR });
  });

  it('only the flagged question when this phone keeps the other answers, which it shows, the old answer apart', () => {
    const draft = { vehicleNumber: 'AP39BJ1234', chassisNumber: 'MA3EWDE1S00123456', mobileNumber: '+919876543210' };
    const { asked, kept, start } = askedFor(FITNESS, [fieldFlag('chassisNumber')], draft, {});
    expect(asked).toEqual(['chassisNumber']);
    expect(kept).toEqual(['vehicleNumber', 'mobileNumber']);
    expect(start.before.chassisNumber).toBe('MA3EWDE1S00123456');
    // The flagged question starts empty: the desk asks for it again.
    expect(start.values).not.toHaveProperty('chassisNumber');
  });

  it("takes the record's case over the draft: the desk's fees read the case", () => {
    const { start, kept } = askedFor(RENEWAL, [fieldFlag('licenceNumber')], { expiry: NOT_EXPIRED, transport: 'No' }, { expiry: LESS_THAN_A_YEAR, expiryDate: 1 });
    expect(start.values).toEqual({ expiry: LESS_THAN_A_YEAR, transport: 'No' });
    expect(kept).toEqual(['expiry', 'transport']);
  });

  it('a question a corrected choice brings in, which the record has no answer to, and drops it again when the choice goes back', () => {
    const flags = [fieldFlag('expiry', 'Check the expiry')];
    const notExpired = { expiry: NOT_EXPIRED };
    expect(askedFor(RENEWAL, flags, {}, notExpired).asked).toEqual(['expiry']);
    expect(askedFor(RENEWAL, flags, {}, notExpired, { expiry: LESS_THAN_A_YEAR }).asked).toEqual(['expiry', 'expiryDate']);
    expect(askedFor(RENEWAL, flags, {}, notExpired, { expiry: NOT_EXPIRED }).asked).toEqual(['expiry']);
    // A question the case showed already is not asked again when the choice changes within its case.
    expect(askedFor(RENEWAL, flags, {}, { expiry: LESS_THAN_A_YEAR, expiryDate: 1 }, { expiry: 'It expired more than a year ago' }).asked).toEqual(['expiry']);
  });

  it('a flagged question resting on an answer neither the phone nor the record keeps asks that answer too, and shows with it', () => {
    const flags = [fieldFlag('licenceNumber')];
    expect(askedFor(DUPLICATE, flags, {}, {}).asked).toEqual(['knowsNumber']);
    expect(askedFor(DUPLICATE, flags, {}, {}, { knowsNumber: 'Yes' }).asked).toEqual(['knowsNumber', 'licenceNumber']);
    // The draft knows it: only the flagged question.
    expect(askedFor(DUPLICATE, flags, { knowsNumber: 'Yes', licenceNumber: 'AP3920190001234' }, {}).asked).toEqual(['licenceNumber']);
  });

  it('lists flagged documents with their reasons in the desk order, in the language given', () => {
    const flags: FixFlagView[] = [
      { target: { document: 'Valid insurance' }, reason: reason('Expired') },
      fieldFlag('chassisNumber'),
      { target: { document: 'RC of the vehicle' }, reason: reason('Photo unreadable') },
    ];
    const start = fixStart(FITNESS.form, flags, (f) => f.reason.te, {}, {});
    expect(start.documents).toEqual([
      { text: 'Valid insurance', reason: 'Expired (te)' },
      { text: 'RC of the vehicle', reason: 'Photo unreadable (te)' },
    ]);
    expect(start.reasons).toEqual({ chassisNumber: 'Number looks wrong (te)' });
  });
});

describe('the fix view sends', () => {
  const recorded: RequestCase = { expiry: LESS_THAN_A_YEAR, expiryDate: 1 };
  const totalOf = (answers: Record<string, unknown>) => feeSheet(RENEWAL.source, answers, TODAY).total;

  it("the request's fee sheet and case when the correction changes no fee, whatever the draft's date says", () => {
    // The draft's date is two years back today, but the record counted one year begun when it was sent.
    const { asked, values } = askedFor(RENEWAL, [fieldFlag('licenceNumber')], { expiryDate: '2025-01-10' }, recorded, { licenceNumber: 'AP3920190009999' });
    const sent = fixSend(RENEWAL, recorded, asked, values, TODAY);
    expect(totalOf(sent.feeAnswers)).toBe(1300);
    expect(sent.case).toEqual(recorded);
    expect(sent.answers).toMatchObject({ expiry: LESS_THAN_A_YEAR, licenceNumber: 'AP3920190009999' });
  });

  it('the new fees and case when a flagged choice changes them', () => {
    const flags = [fieldFlag('expiry', 'Check the expiry')];
    const notExpired = askedFor(RENEWAL, flags, {}, recorded, { expiry: NOT_EXPIRED });
    const sent = fixSend(RENEWAL, recorded, notExpired.asked, notExpired.values, TODAY);
    expect(totalOf(sent.feeAnswers)).toBe(200);
    expect(sent.case).toEqual({ expiry: NOT_EXPIRED });

    const expired = askedFor(RENEWAL, flags, {}, { expiry: NOT_EXPIRED }, { expiry: LESS_THAN_A_YEAR, expiryDate: '2026-09-01' });
    const late = fixSend(RENEWAL, { expiry: NOT_EXPIRED }, expired.asked, expired.values, TODAY);
    expect(totalOf(late.feeAnswers)).toBe(1300);
    expect(late.case).toEqual({ expiry: LESS_THAN_A_YEAR, expiryDate: 1 });
  });

  it('counts a corrected date afresh', () => {
    const { asked, values } = askedFor(RENEWAL, [fieldFlag('expiryDate', 'Date wrong')], {}, recorded, { expiryDate: '2025-01-10' });
    const sent = fixSend(RENEWAL, recorded, asked, values, TODAY);
    expect(sent.case).toEqual({ expiry: LESS_THAN_A_YEAR, expiryDate: 3 });
  });

  it('no case for a request recorded before cases: the server keeps the record as it is', () => {
    const { asked, values } = askedFor(FITNESS, [fieldFlag('chassisNumber')], {}, {}, { chassisNumber: 'MA3EWDE1S00654321' });
    expect(fixSend(FITNESS, {}, asked, values, TODAY).case).toBeUndefined();
  });
});

describe('the fix link', () => {
  it('is read from the fragment only, as #fix=<token>', () => {
    expect(fixTokenOf('#fix=eyJzbiI6IlZTMSJ9.abc-_')).toBe('eyJzbiI6IlZTMSJ9.abc-_');
    expect(fixTokenOf('')).toBeNull();
    expect(fixTokenOf('#fix=')).toBeNull();
    expect(fixTokenOf('#other=abc')).toBeNull();
    expect(fixTokenOf('#fix=abc<script>')).toBeNull();
  });
});
