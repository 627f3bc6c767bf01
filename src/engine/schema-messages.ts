import type { RJSFValidationError } from '@rjsf/utils';
import { fieldOf } from './form-errors';

// An API body schema names its own texts in `x-messages` (keyword -> text, or "default"), the texts
// the server answers with; a browser form built from the schema shows the very same ones.
type Messages = Record<string, string>;
export interface MessageSchema {
  'x-messages'?: Messages;
  properties?: Record<string, { 'x-messages'?: Messages }>;
}

/** The schema's text for one rjsf error, as the server picks it for the same problem. */
export function schemaMessage(schema: MessageSchema, error: RJSFValidationError): string | undefined {
  const field = fieldOf(error);
  const messages = field ? schema.properties?.[field]?.['x-messages'] : schema['x-messages'];
  return messages?.[error.name ?? ''] ?? messages?.default;
}

/** rjsf's transformErrors: ajv's wording replaced by the schema's own texts. */
export function toSchemaMessages(schema: MessageSchema) {
  return (errors: RJSFValidationError[]): RJSFValidationError[] =>
    errors.map((error) => {
      const message = schemaMessage(schema, error) ?? error.message ?? '';
      return { ...error, message, stack: message };
    });
}
