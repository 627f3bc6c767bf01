// Where the reset form shows a refused code. A 400 (a wrong, expired or spent code) is the visitor's
// to fix: beside the code field, in the server's words (api.otp.invalid in the dictionaries); any
// other failure above the form.
import { apiErrorText } from '../../shared/api/api-error-text';
import { ApiRequestError } from '../../shared/api/client';

export type CodeRefusal = { beside: string } | { above: string };

export function codeRefusal(err: unknown, fallback: string): CodeRefusal {
  const shown = apiErrorText(err, fallback);
  if (err instanceof ApiRequestError && err.status === 400) return { beside: shown.fields.code ?? shown.message };
  return { above: shown.message };
}
