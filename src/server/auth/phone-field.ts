// Turns a schema-checked phone field into the normalised number (the schema already matched the
// same rule, so a failure here is only a belt-and-braces 400).
import { normalizePhone } from '../../core/phone';
import { ApiError } from '../http/api-error';

export function phoneOf(value: string): string {
  const result = normalizePhone(value);
  if (!result.ok) {
    const code = `phone.${result.problem}` as const;
    throw new ApiError(400, code, { phone: code });
  }
  return result.phone;
}
