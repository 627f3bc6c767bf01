// The visitor's own mobile number on a form sent to the desk (field type `contact`): the request is
// recorded and tracked by it, and the desk's updates go to it. Every such form has exactly one, with
// the same label and hint unless the entry words them itself; it is always required and never
// conditioned (a request the desk cannot reach is a request nobody can track).
import type { CheckRule } from './check-rules.ts';
import type { CompiledField, CompiledSource, EntrySource, Text } from './types.ts';

export const CONTACT_LABEL: Text = { en: 'Mobile Number', te: 'మొబైల్ నంబర్' };
// Shown inside the empty field, so it fits a 360 px screen's input (the label says "Mobile Number").
export const CONTACT_HINT: Text = {
  en: '10 digits, for updates on this request',
  te: '10 అంకెలు, ఈ అభ్యర్థనపై సమాచారం కోసం',
};

const isContact = (field: { type: string }) => field.type === 'contact';

/** The entry as the compiler reads it: each contact field labelled and hinted, and required. */
export function withContactDefaults(entry: EntrySource): CompiledSource {
  const { fields, ...rest } = entry;
  if (!fields) return rest;
  const names = fields.filter(isContact).map((f) => f.name);
  return {
    ...rest,
    // Only a contact field may leave its label out (the schema), so the default label is a contact field's.
    fields: fields.map((f): CompiledField => ({ ...f, label: f.label ?? CONTACT_LABEL, ...(isContact(f) ? { hint: f.hint ?? CONTACT_HINT } : {}) })),
    ...(names.length > 0 ? { required: [...new Set([...(entry.required ?? []), ...names])] } : {}),
  };
}

/** Whether the entry's form goes to the desk, and so must ask for the contact mobile. */
export function needsContact(entry: EntrySource): boolean {
  return (entry.kind === 'request' || entry.kind === 'rto-info') && (entry.fields ?? []).length > 0;
}

/** Why the entry's contact fields are wrong, at the path to point at; empty when right. */
export function contactProblems(entry: EntrySource): { rule: CheckRule; path: (string | number)[]; message: string }[] {
  const fields = entry.fields ?? [];
  const at = fields.flatMap((f, i) => (isContact(f) ? [i] : []));
  const conditioned = at
    .filter((i) => fields[i]!.showWhen !== undefined)
    .map((i) => ({ rule: 'contact.shown-when' as const, path: ['fields', i, 'showWhen'], message: `fields[${i}].showWhen: the contact field is asked in every case (the request is tracked by it); remove showWhen` }));
  if (needsContact(entry)) {
    if (at.length === 0) return [{ rule: 'contact.missing', path: ['fields'], message: 'fields: a form sent to the desk needs the visitor\'s mobile number: add "- name: mobileNumber" with "type: contact"' }];
    const twice = at.slice(1).map((i) => ({ rule: 'contact.twice' as const, path: ['fields', i, 'type'], message: `fields[${i}].type: a form has one contact field (already "${fields[at[0]!]!.name}"); use "phone" for another number` }));
    return [...conditioned, ...twice];
  }
  return at.map((i) => ({ rule: 'contact.not-sent' as const, path: ['fields', i, 'type'], message: `fields[${i}].type: only a form sent to the desk (a request or RTO page) has a contact field; use "phone"` }));
}
