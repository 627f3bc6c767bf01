// The one phone rule (src/core/phone.ts, which the API uses too) with its message in the page's
// language, for every form that asks for a mobile number: the account pages, /track and the home
// page's contact form.
import { normalizePhone } from '../../core/phone';
import { t } from '../i18n/t';

/** The phone number as the API stores it (+91XXXXXXXXXX), or the message to show. */
export function checkPhone(value: string): { phone: string } | { error: string } {
  const result = normalizePhone(value);
  if (result.ok) return { phone: result.phone };
  return { error: t(`api.phone.${result.problem}`) };
}
