import type { CompiledForm } from '../catalog/types';

/**
 * Values given in the page address (?vehicleNumber=AP39BJ1234) for fields of this form: unknown names
 * are ignored, values are cut to the field's length and upper-cased where the field is.
 */
export function prefillValues(form: CompiledForm | null, search: Record<string, unknown>): Record<string, string> {
  if (!form) return {};
  const values: Record<string, string> = {};
  for (const [name, raw] of Object.entries(search)) {
    const property = form.schema.properties[name];
    // Only typed answers: never a choice, nor a choices field's list.
    if (property?.type !== 'string' || property.enum || typeof raw !== 'string' || raw.trim() === '') continue;
    const upper = (form.uiSchema[name]?.['ui:options'] as { upperCase?: boolean } | undefined)?.upperCase;
    values[name] = (upper ? raw.toUpperCase() : raw).trim().slice(0, property.maxLength);
  }
  return values;
}

/**
 * The page address's query as candidates for `prefillValues`: short string values with plain names
 * only (?vehicleNumber=AP39BJ1234); a bad query never errors.
 */
export function prefillQuery(query: string): Record<string, string> {
  return Object.fromEntries([...new URLSearchParams(query)].filter(([name, value]) => /^[a-z][A-Za-z0-9]{0,40}$/.test(name) && value.length <= 200));
}

/**
 * The signed-in account's mobile for the form's own mobile-number field (the `contact` field), as
 * its ten digits; nothing for a field already answered, so a draft or a change the visitor made stays.
 */
export function accountPrefill(form: CompiledForm, accountPhone: string, values: Readonly<Record<string, unknown>>): Record<string, string> {
  const national = accountPhone.replace(/^\+91(?=\d{10}$)/, '');
  const contacts = Object.keys(form.schema.properties).filter((name) => (form.uiSchema[name]?.['ui:options'] as { fieldType?: string } | undefined)?.fieldType === 'contact');
  return Object.fromEntries(contacts.filter((name) => values[name] === undefined || values[name] === '').map((name) => [name, national]));
}
