// Validates request bodies against the API schemas and turns AJV's errors into the user-facing
// messages, read from each schema's `x-messages` annotation (keyword -> text, with "default").
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { ApiError, type FieldErrors } from '../http/api-error';
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
  return messages?.[keyword] ?? messages?.default;
}

// Built in a Map: a key such as "__proto__" must become a field of its own, not a prototype.
function toFieldErrors(schema: AnnotatedSchema, errors: ErrorObject[]): FieldErrors {
  const fields = new Map<string, string>();
  for (const e of errors) {
    let field: string;
    let message: string | undefined;
    if (e.keyword === 'required') {
      field = (e.params as { missingProperty: string }).missingProperty;
      message = pick(propertyMessages(schema.properties?.[field]), 'required');
    } else if (e.keyword === 'additionalProperties') {
      field = (e.params as { additionalProperty: string }).additionalProperty;
      // Named in the text as well: the visitor (or developer) sees which key was refused.
      const general = pick(schema['x-messages'], 'additionalProperties') ?? 'This field is not allowed.';
      message = `${general.replace(/\.$/, '')}: "${field.slice(0, 40)}".`;
    } else if (e.instancePath === '') {
      field = '_';
      message = pick(schema['x-messages'], e.keyword);
    } else {
      field = e.instancePath.slice(1).split('/')[0]!;
      message = pick(propertyMessages(schema.properties?.[field]), e.keyword);
    }
    // Keep the first message per field: AJV reports in schema order, required/type first.
    if (!fields.has(field)) fields.set(field, message ?? 'This value is not valid.');
  }
  return Object.fromEntries(fields);
}

/** Returns the body (with defaults filled in) typed as T, or throws a 400 ApiError. */
export function validateBody<T>(name: SchemaName, body: unknown): T {
  const fn = validatorFor(name);
  if (fn(body)) return body as T;
  const fields = toFieldErrors(API_SCHEMAS[name] as AnnotatedSchema, fn.errors ?? []);
  if (Object.hasOwn(fields, '_')) throw new ApiError(400, fields._!);
  const first = Object.values(fields)[0] ?? 'Invalid request.';
  throw new ApiError(400, first, fields);
}
