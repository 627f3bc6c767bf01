// A field's message for a rule checked in code rather than by the schema (e.g. a name made of
// control characters), read from the same x-messages annotation as the schema's own messages.
import { API_SCHEMAS, type SchemaName } from './schemas';
import { propertyMessages } from './validate';

export function schemaMessage(schema: SchemaName, field: string, keyword: string): string {
  const properties = (API_SCHEMAS[schema] as { properties?: Record<string, { $ref?: string; 'x-messages'?: Record<string, string> }> }).properties;
  const messages = propertyMessages(properties?.[field]);
  const message = messages?.[keyword] ?? messages?.default;
  if (!message) throw new Error(`${schema}.${field} has no message for ${keyword}`);
  return message;
}
