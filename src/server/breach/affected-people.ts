// The people a breach reached, from the records the store held in its window (store/breach-types.ts):
// one per number or e-mail address, with every kind of theirs it reached and the language to write to
// them in (their account's, else a request's page's).
import type { Lang } from '../../core/languages';
import { BREACH_KINDS, type BreachKind, type HeldRecord } from '../store/breach-types';
import { maskedPhone } from '../http/masked-phone';

export interface AffectedPerson {
  /** A number (+91…) or, for feedback alone, an e-mail address. */
  contact: string;
  kinds: BreachKind[];
  language: Lang | null;
}

export interface Affected {
  /** By contact, numbers first. */
  people: AffectedPerson[];
  /** Reviews that gave no e-mail address: nobody to write to. */
  unreachable: number;
}

// Whose language a person's notice is in: what their account says before what a request's page said.
const LANGUAGE_FROM: readonly BreachKind[] = ['account', 'request'];

export function affectedPeople(records: readonly HeldRecord[]): Affected {
  const byContact = new Map<string, { kinds: Set<BreachKind>; languages: Partial<Record<BreachKind, Lang>> }>();
  let unreachable = 0;
  for (const record of records) {
    const contact = record.phone ?? record.email;
    if (contact === null) {
      unreachable += 1;
      continue;
    }
    const person = byContact.get(contact) ?? { kinds: new Set(), languages: {} };
    person.kinds.add(record.kind);
    if (record.language !== null) person.languages[record.kind] ??= record.language;
    byContact.set(contact, person);
  }
  const people = [...byContact].map(([contact, { kinds, languages }]) => ({
    contact,
    kinds: BREACH_KINDS.filter((k) => kinds.has(k)),
    language: LANGUAGE_FROM.map((k) => languages[k]).find((l) => l !== undefined) ?? null,
  }));
  const isPhone = (c: string) => c.startsWith('+');
  people.sort((a, b) => Number(isPhone(b.contact)) - Number(isPhone(a.contact)) || a.contact.localeCompare(b.contact));
  return { people, unreachable };
}

/** r***@example.in: enough to tell two apart in the printout, not to write to. */
export function maskedEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return at > 0 ? `${email[0]}***${email.slice(at)}` : '***';
}

/** A contact as the printout shows it without --full. */
export const maskedContact = (contact: string): string => (contact.startsWith('+') ? maskedPhone(contact) : maskedEmail(contact));
