// A field's message for a rule checked in code rather than by the schema (e.g. a name made of
// control characters, a common password), read from the same x-messages annotation as the
// schema's own messages, with the same code.
import { ApiError, type Problem } from '../http/api-error';
import type { SchemaName } from './schemas';
import { schemaProblem } from './validate';

export function schemaMessage(schema: SchemaName, field: string, keyword: string): Problem {
  const problem = schemaProblem(schema, field, keyword);
  if (!problem) throw new Error(`${schema}.${field} has no message for ${keyword}`);
  return problem;
}

/** A 400 naming `field` with the schema's message for `keyword`. */
export function schemaFieldError(schema: SchemaName, field: string, keyword: string): ApiError {
  const problem = schemaMessage(schema, field, keyword);
  return new ApiError(400, problem, { [field]: problem });
}
