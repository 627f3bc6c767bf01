// Validates request bodies against the API schemas and turns AJV's errors into the user-facing
// messages: each schema's `x-messages` annotation names, per keyword (or "default"), the code of
// its message, whose English is in src/shared/i18n/en-api-schema.ts or en-api.ts.
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { ApiError, english, type ApiCode, type Problem } from '../http/api-error';
import type { CheckedBodies } from '../../shared/api/bodies';
import { API_SCHEMAS, SHARED_SCHEMAS, type SchemaName } from './schemas';

type Messages = Record<string, string>;
interface AnnotatedProperty {
  $ref?: string;
  'x-messages'?: Messages;
}
interface AnnotatedSchema {
  'x-messages'?: Messages;
  properties?: Record<string, AnnotatedProperty>;
}

// ajv-formats is CommonJS; its default export arrives wrapped under some loaders.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as typeof addFormatsModule;

const ajv = new Ajv({ allErrors: true, useDefaults: true, strict: true });
addFormats(ajv, ['email']);
ajv.addKeyword({ keyword: 'x-messages', schemaType: 'object' });
for (const shared of Object.values(SHARED_SCHEMAS)) ajv.addSchema(shared);
// Known by their $id, so a body may point at a property of another (the fix's case is the request's).
for (const body of Object.values(API_SCHEMAS)) ajv.addSchema(body);

/** A property's messages: its own, over those of the shared schema it points at. */
export function propertyMessages(property: AnnotatedProperty | undefined): Messages | undefined {
  if (!property) return undefined;
  const target = property.$ref ? (SHARED_SCHEMAS as Record<string, { 'x-messages'?: Messages }>)[property.$ref] : undefined;
  return target ? { ...target['x-messages'], ...property['x-messages'] } : property['x-messages'];
}

const compiled = new Map<SchemaName, ValidateFunction>();
function validatorFor(name: SchemaName): ValidateFunction {
  let fn = compiled.get(name);
  if (!fn) {
    fn = ajv.compile(API_SCHEMAS[name]);
    compiled.set(name, fn);
  }
  return fn;
}

function pick(messages: Messages | undefined, keyword: string): string | undefined {
  return messages?.[keyword] !== undefined ? keyword : messages?.default !== undefined ? 'default' : undefined;
}

/**
 * The message a schema gives `field` (`_`: the body itself) for `keyword`, or its default: the code
 * its x-messages name and that code's English.
 */
export function schemaProblem(name: SchemaName, field: string, keyword: string): Problem | undefined {
  const schema = API_SCHEMAS[name] as AnnotatedSchema;
  const messages = field === '_' ? schema['x-messages'] : propertyMessages(schema.properties?.[field]);
  const key = pick(messages, keyword);
  if (key === undefined) return undefined;
  const code = messages![key] as ApiCode;
  return { code, text: english(code) };
}

const VALUE_INVALID: Problem = { code: 'body.value_invalid', text: english('body.value_invalid') };

// Built in a Map: a key such as "__proto__" must become a field of its own, not a prototype.
function toFieldErrors(name: SchemaName, errors: ErrorObject[]): Map<string, Problem> {
  const fields = new Map<string, Problem>();
  for (const e of errors) {
    let field: string;
    let problem: Problem | undefined;
    // A key missing inside a field (an item of a list) is that field's problem, with its message.
    if (e.keyword === 'required' && e.instancePath === '') {
      field = (e.params as { missingProperty: string }).missingProperty;
      problem = schemaProblem(name, field, 'required');
    } else if (e.keyword === 'additionalProperties') {
      field = (e.params as { additionalProperty: string }).additionalProperty;
      // Named in the text as well: the visitor (or developer) sees which key was refused.
      const general = schemaProblem(name, '_', 'additionalProperties') ?? { code: 'body.field_not_allowed', text: english('body.field_not_allowed') };
      problem = { code: general.code, text: `${general.text.replace(/\.$/, '')}: "${field.slice(0, 40)}".` };
    } else if (e.instancePath === '') {
      field = '_';
      problem = schemaProblem(name, '_', e.keyword);
    } else {
      field = e.instancePath.slice(1).split('/')[0]!;
      problem = schemaProblem(name, field, e.keyword);
    }
    // Keep the first message per field: AJV reports in schema order, required/type first.
    if (!fields.has(field)) fields.set(field, problem ?? VALUE_INVALID);
  }
  return fields;
}

/** Returns the body (with defaults filled in) typed from its schema (src/shared/api/bodies.ts), or throws a 400 ApiError. */
export function validateBody<N extends SchemaName>(name: N, body: unknown): CheckedBodies[N] {
  const fn = validatorFor(name);
  if (fn(body)) return body as CheckedBodies[N];
  const fields = toFieldErrors(name, fn.errors ?? []);
  const whole = fields.get('_');
  if (whole) throw new ApiError(400, whole);
  const first = fields.values().next().value ?? 'body.invalid';
  throw new ApiError(400, first, Object.fromEntries(fields));
}
