// What the portal keeps of a sent form: the entry, the service number, the contact phone, the
// vehicle number, the page's language (status texts are written in it) and the case (the choices
// the fees and expected time read, and years begun; src/catalog/request-case.ts). Every other value (Aadhaar, dates of birth, addresses…) travels only in the
// WhatsApp message and is never put into the record.
import { caseOf } from '../catalog/request-case';
import type { CompiledEntry } from '../catalog/types';
import { todayIso } from './fee-lines';
import type { RequestBody } from '../shared/api/bodies';

/** The body of POST /api/requests (schemas/api/request.schema.json). */
export type RequestRecord = RequestBody;

/** The names of the form's contact field (the visitor's own mobile) and its vehicle-number field. */
export function contactFieldNames(entry: CompiledEntry): { phone?: string; vehicleNumber?: string } {
  const fields = entry.source.fields ?? [];
  const vehicle = fields.find((f) => f.type === 'vehicleNumber') ?? fields.find((f) => f.name === 'vehicleNumber');
  return { phone: fields.find((f) => f.type === 'contact')?.name, vehicleNumber: vehicle?.name };
}

/** The record of one sent form: only the allowed values, and only those the visitor filled in. */
export function requestRecord(entry: CompiledEntry, serviceNumber: string, values: Record<string, unknown>, today: string = todayIso()): RequestRecord {
  const names = contactFieldNames(entry);
  const value = (name: string | undefined) => {
    const raw = name ? values[name] : undefined;
    return typeof raw === 'string' && raw.trim() !== '' ? raw.trim() : undefined;
  };
  const record: RequestRecord = { entryId: entry.id, serviceNumber };
  const phone = value(names.phone);
  const vehicleNumber = value(names.vehicleNumber);
  if (phone) record.phone = phone;
  if (vehicleNumber) record.vehicleNumber = vehicleNumber;
  const answers = caseOf(entry.source, values, today);
  if (Object.keys(answers).length > 0) record.case = answers;
  return record;
}
