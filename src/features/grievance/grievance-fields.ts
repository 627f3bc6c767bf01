// The grievance form's answers, the body they make and its check: the body's own schema
// (schemas/api/grievance.schema.json, precompiled for the browser), the one the server checks it with,
// so each field shows the text the server would answer for it.
import { schema, validateFns } from 'virtual:api-form/grievance';
import { GRIEVANCE_KINDS, type GrievanceKind } from '../../core/grievance';
import type { Lang } from '../../core/languages';
import { normalizePhone } from '../../core/phone';
import { readServiceNumber } from '../../core/service-number';
import type { GrievanceBody } from '../../shared/api/bodies';
import { schemaFieldCodes, type MessageSchema } from '../../shared/forms/schema-check';
import type { MessageKey } from '../../shared/i18n/en';
import { t, textOf } from '../../shared/i18n/t';

export interface GrievanceValues {
  name: string;
  phone: string;
  email: string;
  serviceNumber: string;
  /** '' until the visitor chooses. */
  kind: GrievanceKind | '';
  text: string;
}

export type GrievanceProblems = Partial<Record<keyof GrievanceValues, string>>;

export const EMPTY_GRIEVANCE: GrievanceValues = { name: '', phone: '', email: '', serviceNumber: '', kind: '', text: '' };

export const GRIEVANCE_KIND_OPTIONS: { value: GrievanceKind; label: MessageKey }[] = GRIEVANCE_KINDS.map((kind) => ({ value: kind, label: `grievance.kind.${kind}` }));

/**
 * What the form sends: each answer trimmed, the mobile and service numbers read by their one rules
 * (what cannot be read goes as typed, for the schema to refuse), what is empty left out, and the page's
 * language. Typed as the body the API takes: grievanceProblems says whether it is one before it goes.
 */
export function grievanceBody(values: GrievanceValues, language: Lang): GrievanceBody {
  const phone = normalizePhone(values.phone);
  const typed = {
    name: values.name.trim(),
    phone: phone.ok ? phone.phone : values.phone.trim(),
    email: values.email.trim(),
    serviceNumber: readServiceNumber(values.serviceNumber) ?? values.serviceNumber.trim().toUpperCase(),
    kind: values.kind,
    text: values.text.trim(),
  };
  // An empty answer is left out: a required one is then refused as missing, with its message.
  return { ...Object.fromEntries(Object.entries(typed).filter(([, value]) => value !== '')), language } as GrievanceBody;
}

/** Each field's problem in the page's language (the API's texts, loaded before the check); empty when the body may be sent. */
export function grievanceProblems(body: GrievanceBody): GrievanceProblems {
  const codes = schemaFieldCodes(schema as unknown as MessageSchema, validateFns, body);
  // The schema checks a number's shape; the one rule, as on the server, its check digit too.
  if (body.serviceNumber !== undefined && readServiceNumber(body.serviceNumber) === null) codes.serviceNumber ??= 'service_number.invalid';
  return Object.fromEntries(Object.entries(codes).map(([field, code]) => [field, textOf(`api.${code}`) ?? t('grievance.checkField')]));
}
