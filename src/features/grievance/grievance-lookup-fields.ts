// The look-up form's answers, the body they make and its check: the body's own schema
// (schemas/api/grievance-lookup.schema.json, precompiled for the browser), the one the server checks
// it with, so each field shows the text the server would answer for it.
import { schema, validateFns } from 'virtual:api-form/grievance-lookup';
import { readGrievanceReference } from '../../core/grievance-reference';
import { normalizePhone } from '../../core/phone';
import type { GrievanceLookupBody } from '../../shared/api/bodies';
import { schemaFieldCodes, type MessageSchema } from '../../shared/forms/schema-check';
import { t, textOf } from '../../shared/i18n/t';

export interface GrievanceLookupValues {
  reference: string;
  phone: string;
}

export const EMPTY_LOOKUP: GrievanceLookupValues = { reference: '', phone: '' };

/** The reference and mobile number read by their one rules (what cannot be read goes as typed, for the schema to refuse); an empty one left out, to be refused as missing. */
export function lookupBody(values: GrievanceLookupValues): GrievanceLookupBody {
  const phone = normalizePhone(values.phone);
  const typed = { reference: readGrievanceReference(values.reference) ?? values.reference.trim(), phone: phone.ok ? phone.phone : values.phone.trim() };
  return Object.fromEntries(Object.entries(typed).filter(([, value]) => value !== '')) as unknown as GrievanceLookupBody;
}

/** Each field's problem in the page's language (the API's texts, loaded before the check); empty when the body may be sent. */
export function lookupProblems(body: GrievanceLookupBody): Partial<Record<keyof GrievanceLookupValues, string>> {
  const codes = schemaFieldCodes(schema as unknown as MessageSchema, validateFns, body);
  return Object.fromEntries(Object.entries(codes).map(([field, code]) => [field, textOf(`api.${code}`) ?? t('grievance.checkField')]));
}
