// The look-up form on /grievance checks its body in the browser with the schema the server checks it
// with (precompiled, virtual:api-form/grievance-lookup): field by field the same message, in English
// and in Telugu, and what people type loosely goes as the server reads it.
import { afterEach, describe, expect, it } from 'vitest';
import { EMPTY_LOOKUP, lookupBody, lookupProblems, type GrievanceLookupValues } from '../../src/features/grievance/grievance-lookup-fields';
import { ApiError } from '../../src/server/http/api-error';
import { validateBody } from '../../src/server/validation/validate';
import { en } from '../../src/shared/i18n/en';
import { enApi } from '../../src/shared/i18n/en-api';
import { te } from '../../src/shared/i18n/te';
import { teApi } from '../../src/shared/i18n/te-api';
import { addApiTexts, setDictionary } from '../../src/shared/i18n/t';

addApiTexts('en', enApi);
addApiTexts('te', teApi);
afterEach(() => setDictionary('en', en));

/** The server's answer per field, in English. */
function serverFields(body: unknown): Record<string, string> {
  try {
    validateBody('grievance-lookup', body);
  } catch (err) {
    if (err instanceof ApiError) return Object.fromEntries(Object.entries(err.fields ?? {}).map(([name, p]) => [name, p.text]));
    throw err;
  }
  return {};
}

describe('the grievance look-up’s check', () => {
  it.each<[string, GrievanceLookupValues]>([
    ['nothing filled in', EMPTY_LOOKUP],
    ['a reference and a mobile number that are not ones', { reference: 'GR-12345', phone: '12345' }],
  ])('%s: the server’s messages, field by field', (_, values) => {
    const body = lookupBody(values);
    const problems = lookupProblems(body);
    expect(Object.keys(problems).sort()).toEqual(['phone', 'reference']);
    expect(problems).toEqual(serverFields(body));
  });

  it('sends the reference and the number as the server reads them', () => {
    const body = lookupBody({ reference: ' gr 7kq2m-9xd4t ', phone: '098765 43210' });
    expect(body).toEqual({ reference: 'GR-7KQ2M-9XD4T', phone: '+919876543210' });
    expect(lookupProblems(body)).toEqual({});
  });

  it('speaks Telugu on a Telugu page', () => {
    setDictionary('te', te);
    expect(lookupProblems(lookupBody(EMPTY_LOOKUP))).toEqual({ reference: teApi['api.grievance.reference_required'], phone: teApi['api.phone.required'] });
  });
});
