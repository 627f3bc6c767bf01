// What the portal keeps of a sent form: the entry, the service number, the contact phone and the
// vehicle number. Every other value (Aadhaar, dates of birth, addresses…) travels only in the
// WhatsApp message and is never put into the record.
import type { CompiledEntry } from '../catalog/types';

export interface RequestRecord {
  entryId: string;
  serviceNumber: string;
  phone?: string;
  vehicleNumber?: string;
}

// Until every entry marks its fields with the `phone` / `vehicleNumber` types, the names the
// catalogue uses for them say the same.
const PHONE_NAMES = new Set(['mobileNumber', 'phone', 'phoneNumber']);
const VEHICLE_NAMES = new Set(['vehicleNumber']);

/** The names of the form's mobile field and vehicle-number field, by field type or else by name. */
export function contactFieldNames(entry: CompiledEntry): { phone?: string; vehicleNumber?: string } {
  const fields = entry.source.fields ?? [];
  const find = (type: string, names: Set<string>) =>
    (fields.find((f) => (f.type as string) === type) ?? fields.find((f) => names.has(f.name)))?.name;
  return { phone: find('phone', PHONE_NAMES), vehicleNumber: find('vehicleNumber', VEHICLE_NAMES) };
}

/** The record of one sent form: only the allowed values, and only those the visitor filled in. */
export function requestRecord(entry: CompiledEntry, serviceNumber: string, values: Record<string, unknown>): RequestRecord {
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
  return record;
}
