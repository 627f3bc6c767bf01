// A body checked in the browser by the API schema the server checks it with, through its precompiled
// validator (virtual:api-form/<name>: no JSON-Schema compiler in the page): per field, the code of the
// message the schema's x-messages name for its first problem, as the server picks it
// (src/server/validation/validate.ts), so the form and the server's answer show the same text.
import type { ErrorObject } from 'ajv';

type Messages = Record<string, string>;

export interface MessageSchema {
  $id: string;
  properties?: Record<string, { 'x-messages'?: Messages }>;
}

type Validate = ((data: unknown) => boolean) & { errors?: ErrorObject[] | null };

/** The code of each field's first problem; empty when the body is valid. */
export function schemaFieldCodes(schema: MessageSchema, validateFns: unknown, body: unknown): Record<string, string> {
  const validate = (validateFns as Record<string, Validate>)[schema.$id];
  if (!validate) throw new Error(`no precompiled validator for ${schema.$id}`);
  if (validate(body)) return {};
  const codes: Record<string, string> = {};
  for (const error of validate.errors ?? []) {
    const field = error.keyword === 'required' ? (error.params as { missingProperty: string }).missingProperty : error.instancePath.slice(1).split('/')[0];
    if (!field || field in codes) continue;
    const messages = schema.properties?.[field]?.['x-messages'];
    const code = messages?.[error.keyword] ?? messages?.default;
    if (code) codes[field] = code;
  }
  return codes;
}
