// The fix view asks the flagged questions only when this phone keeps the other answers, asks the
// rest again when it keeps none, and follows the visitor's case (src/engine/fix-fields.ts).
import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../src/catalog/load';
import type { CompiledForm } from '../../src/catalog/types';
import { fixSelection } from '../../src/engine/fix-fields';
import { fixTokenOf } from '../../src/engine/fix-token';
import type { FixFlagView } from '../../src/shared/api/answers';

const { catalog } = await loadCatalog();
if (!catalog) throw new Error('the real catalogue must compile');
const formOf = (id: string) => catalog.entries.find((e) => e.id === id)!.form as CompiledForm;
const reason = (text: string) => ({ en: text, te: `${text} (te)` });
const english = (flag: FixFlagView) => flag.reason.en;

const FITNESS = formOf('vehicle-fitness');
const RENEWAL = formOf('driving-licence-renewal');
const CHASSIS: FixFlagView = { target: { field: 'chassisNumber' }, reason: reason('Number looks wrong') };

describe('the fix view asks', () => {
  it('only the flagged question when this phone keeps the other answers, with its reason', () => {
    const draft = { vehicleNumber: 'AP39BJ1234', chassisNumber: 'MA3EWDE1S00123456', mobileNumber: '+919876543210' };
    expect(fixSelection(FITNESS, [CHASSIS], english, draft)).toEqual({
      asked: ['chassisNumber'],
      kept: ['vehicleNumber', 'mobileNumber'],
      reasons: { chassisNumber: 'Number looks wrong' },
      documents: [],
    });
  });

  it('every question again when the phone keeps no answers, and a kept answer missing is asked', () => {
    expect(fixSelection(FITNESS, [CHASSIS], english, {}).asked).toEqual(['vehicleNumber', 'chassisNumber', 'mobileNumber']);
    expect(fixSelection(FITNESS, [CHASSIS], english, { vehicleNumber: 'AP39BJ1234' })).toMatchObject({ asked: ['chassisNumber', 'mobileNumber'], kept: ['vehicleNumber'] });
  });

  it('follows the case of the kept answers: a question of another case is neither asked nor shown', () => {
    const notExpired = { expiry: 'It has not expired yet', transport: 'No', licenceNumber: 'AP3920190001234', dateOfBirth: '1990-01-01', mobileNumber: '+919876543210' };
    const flag: FixFlagView = { target: { field: 'licenceNumber' }, reason: reason('Number looks wrong') };
    const selection = fixSelection(RENEWAL, [flag], english, notExpired);
    expect(selection.asked).toEqual(['licenceNumber']);
    expect(selection.kept).not.toContain('expiryDate');
    // A flagged question of another case is asked all the same: the desk wants it.
    expect(fixSelection(RENEWAL, [{ target: { field: 'expiryDate' }, reason: reason('Date missing') }], english, notExpired).asked).toEqual(['expiryDate']);
  });

  it('lists flagged documents with their reasons in the desk order, in the language given', () => {
    const flags: FixFlagView[] = [
      { target: { document: 'Valid insurance' }, reason: reason('Expired') },
      CHASSIS,
      { target: { document: 'RC of the vehicle' }, reason: reason('Photo unreadable') },
    ];
    const selection = fixSelection(FITNESS, flags, (f) => f.reason.te, {});
    expect(selection.documents).toEqual([
      { text: 'Valid insurance', reason: 'Expired (te)' },
      { text: 'RC of the vehicle', reason: 'Photo unreadable (te)' },
    ]);
    expect(selection.reasons).toEqual({ chassisNumber: 'Number looks wrong (te)' });
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
