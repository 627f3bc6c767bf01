// A form the engine builds from an API body schema shows, field by field, the very texts the server
// answers with for the same body: both take the codes the schema's x-messages name, and the browser
// shows each code's text in the page's language.
import type { RJSFSchema } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { describe, expect, it } from 'vitest';
import schema from '../../schemas/api/service.schema.json';
import { fieldOf } from '../../src/engine/form-errors';
import { toSchemaMessages } from '../../src/engine/schema-messages';
import { ApiError } from '../../src/server/http/api-error';
import { validateBody } from '../../src/server/validation/validate';
import { en } from '../../src/shared/i18n/en';
import { enApi } from '../../src/shared/i18n/en-api';
import { te } from '../../src/shared/i18n/te';
import { teApi } from '../../src/shared/i18n/te-api';
import { addApiTexts, setDictionary } from '../../src/shared/i18n/t';

// The page loads the API's texts when the form appears (SchemaForm); here they are handed over.
addApiTexts('en', enApi);

const valid = { category: 'vehicle', title: 'Kurnool RTO slot help', description: 'We book your slot.', icon: 'MapPin', link: '/rto-assistance', active: true };

const bodies: Record<string, Record<string, unknown>> = {
  'nothing filled in': {},
  'blank title and description': { ...valid, title: '   ', description: ' ' },
  'too long title': { ...valid, title: 'T'.repeat(121) },
  'unknown category and icon': { ...valid, category: 'boats', icon: 'Rocket' },
  'a link that is not a page or https': { ...valid, link: 'ftp://example.org' },
  'an empty link': { ...valid, link: '' },
};

/** The server's answer per field: its English text, or its code. */
function serverFields(body: unknown, part: 'text' | 'code' = 'text'): Record<string, string> {
  try {
    validateBody('service', body);
  } catch (err) {
    if (err instanceof ApiError) return Object.fromEntries(Object.entries(err.fields ?? {}).map(([name, p]) => [name, p[part]]));
    throw err;
  }
  return {};
}

function browserFields(body: Record<string, unknown>): Record<string, string> {
  const validator = customizeValidator();
  const { errors } = validator.validateFormData(body, schema as RJSFSchema, undefined, toSchemaMessages(schema));
  const fields: Record<string, string> = {};
  for (const error of errors) fields[fieldOf(error)] ??= error.message ?? '';
  return fields;
}

describe('service form messages', () => {
  for (const [name, body] of Object.entries(bodies)) {
    it(`${name}: the browser shows the server's message for each refused field`, () => {
      const server = serverFields(body);
      expect(Object.keys(server).length).toBeGreaterThan(0);
      const browser = browserFields(body);
      for (const [field, message] of Object.entries(server)) expect(browser[field], field).toBe(message);
    });
  }

  it("on a Telugu page: the Telugu of the code the server answers with", () => {
    setDictionary('te', te);
    addApiTexts('te', teApi);
    try {
      const codes = serverFields(bodies['unknown category and icon']!, 'code');
      expect(codes).toMatchObject({ category: 'card.category_required', icon: 'card.icon_required' });
      const browser = browserFields(bodies['unknown category and icon']!);
      for (const [field, code] of Object.entries(codes)) expect(browser[field], field).toBe(teApi[`api.${code}` as keyof typeof teApi]);
      expect(browser.icon).toBe('దయచేసి ఒక ఐకాన్ ఎంచుకోండి.');
    } finally {
      setDictionary('en', en);
    }
  });

  it('a valid card passes both', () => {
    expect(serverFields(valid)).toEqual({});
    expect(browserFields(valid)).toEqual({});
  });
});
