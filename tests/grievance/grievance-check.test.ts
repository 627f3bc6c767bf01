// The grievance form checks its body in the browser with the schema the server checks it with
// (precompiled, virtual:api-form/grievance): field by field the same message, in English and in
// Telugu, and a body the form lets through is one the server takes.
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../src/server/http/api-error';
import { validateBody } from '../../src/server/validation/validate';
import { EMPTY_GRIEVANCE, grievanceBody, grievanceProblems, type GrievanceValues } from '../../src/features/grievance/grievance-fields';
import { en } from '../../src/shared/i18n/en';
import { enApi } from '../../src/shared/i18n/en-api';
import { te } from '../../src/shared/i18n/te';
import { teApi } from '../../src/shared/i18n/te-api';
import { addApiTexts, setDictionary } from '../../src/shared/i18n/t';

// The form loads the API's texts before it checks; here they are handed over.
addApiTexts('en', enApi);
addApiTexts('te', teApi);
afterEach(() => setDictionary('en', en));

const filled: GrievanceValues = { name: 'Sita Devi', phone: '098765 43210', email: '', serviceNumber: '', kind: 'access', text: 'What do you keep of me?' };

const cases: [string, GrievanceValues][] = [
  ['nothing filled in', EMPTY_GRIEVANCE],
  ['a blank name and a short complaint', { ...filled, name: '  ', text: 'Wrong.' }],
  ['a mobile number and an e-mail address that are not ones', { ...filled, phone: '12345', email: 'sita@' }],
  ['a service number that is not one', { ...filled, serviceNumber: 'my request' }],
  ['a complaint too long', { ...filled, text: 'x'.repeat(4001) }],
];

/** The server's answer per field, in English. */
function serverFields(body: unknown): Record<string, string> {
  try {
    validateBody('grievance', body);
  } catch (err) {
    if (err instanceof ApiError) return Object.fromEntries(Object.entries(err.fields ?? {}).map(([name, p]) => [name, p.text]));
    throw err;
  }
  return {};
}

describe('the grievance form’s check', () => {
  it.each(cases)('%s: the server’s messages, field by field', (_, values) => {
    const body = grievanceBody(values, 'en');
    const problems = grievanceProblems(body);
    expect(Object.keys(problems).length).toBeGreaterThan(0);
    expect(problems).toEqual(serverFields(body));
  });

  it('refuses a service number with a wrong check digit, as the route does after the schema', () => {
    expect(grievanceProblems(grievanceBody({ ...filled, serviceNumber: 'TOO48217730915463' }, 'en'))).toEqual({ serviceNumber: enApi['api.service_number.invalid'] });
  });

  it('speaks Telugu on a Telugu page', () => {
    setDictionary('te', te);
    expect(grievanceProblems(grievanceBody(EMPTY_GRIEVANCE, 'te'))).toMatchObject({ name: teApi['api.name.required'], kind: teApi['api.grievance.kind_required'] });
  });

  it('sends what the server takes: answers trimmed, the numbers read by their rules, empty ones left out', () => {
    const body = grievanceBody({ ...filled, email: ' sita@example.in ', serviceNumber: 'vs 123 456 o42', text: '  What do you keep of me?  ' }, 'te');
    expect(body).toEqual({ name: 'Sita Devi', phone: '+919876543210', email: 'sita@example.in', serviceNumber: 'VS123456042', kind: 'access', text: 'What do you keep of me?', language: 'te' });
    expect(grievanceProblems(body)).toEqual({});
    expect(serverFields(body)).toEqual({});
  });
});
