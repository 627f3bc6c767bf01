import type { RJSFValidationError } from '@rjsf/utils';
import { textOf } from '../shared/i18n/t';
import { fieldOf } from './form-errors';

// An API body schema names, per keyword (or "default"), the code of its message in `x-messages`: the
// code the server answers with. A browser form built from the schema shows that code's text in the
// page's language (the API's texts, src/shared/i18n/en-api-schema.ts; loadApiTexts brings them).
type Messages = Record<string, string>;
export interface MessageSchema {
  'x-messages'?: Messages;
  properties?: Record<string, { 'x-messages'?: Messages }>;
}

/** The text of a schema message's code in the page's language, undefined before the API's texts are loaded. */
export const schemaText = (code: string | undefined): string | undefined => (code === undefined ? undefined : textOf(`api.${code}`));

/** The schema's text for one rjsf error, as the server picks it for the same problem. */
export function schemaMessage(schema: MessageSchema, error: RJSFValidationError): string | undefined {
  const field = fieldOf(error);
  const messages = field ? schema.properties?.[field]?.['x-messages'] : schema['x-messages'];
  return schemaText(messages?.[error.name ?? ''] ?? messages?.default);
}

/** rjsf's transformErrors: ajv's wording replaced by the schema's own texts. */
export function toSchemaMessages(schema: MessageSchema) {
  return (errors: RJSFValidationError[]): RJSFValidationError[] =>
    errors.map((error) => {
      const message = schemaMessage(schema, error) ?? error.message ?? '';
      return { ...error, message, stack: message };
    });
}
