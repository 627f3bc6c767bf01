// The repository's site.yaml carries example contact values, so a fresh clone runs end to end.
// Every form hands Aadhaar numbers, dates of birth and addresses to the WhatsApp number, so a
// build for a real address (and a Firebase deploy) refuses them: the real ones go into site.yaml.
import type { SourceFile } from './source-file.ts';
import type { CatalogError, SiteSource } from './types.ts';

/** The usual dummy Indian mobile number, in any spelling (digits only compared). */
const EXAMPLE_NUMBER = '9876543210';
/** Domains reserved for examples (RFC 2606: example.com/.org/.net and the .example TLD), and example.in. */
const EXAMPLE_EMAIL = /@(?:[^@]+\.)?(?:example\.(?:com|org|net|in)|[^@]+\.example)$/i;

const digits = (value: string) => value.replace(/\D/g, '');

export function exampleContactProblems(source: SourceFile, site: SiteSource): CatalogError[] {
  const problems: CatalogError[] = [];
  const where = 'put the real value here before building for a real address (docs/catalogue.md, "site.yaml")';
  const { whatsapp, phone, email } = site.contact;
  if (digits(whatsapp).endsWith(EXAMPLE_NUMBER)) problems.push(source.errorAt('production.example-contact', ['contact', 'whatsapp'], `contact.whatsapp: "${whatsapp}" is the example number; ${where}`));
  if (digits(phone).endsWith(EXAMPLE_NUMBER)) problems.push(source.errorAt('production.example-contact', ['contact', 'phone'], `contact.phone: "${phone}" is the example number; ${where}`));
  if (EXAMPLE_EMAIL.test(email)) problems.push(source.errorAt('production.example-contact', ['contact', 'email'], `contact.email: "${email}" is an example address; ${where}`));
  const officer = site.grievanceOfficer;
  if (!officer) problems.push(source.errorAt('production.grievance-officer-missing', [], `grievanceOfficer: not set; name who answers complaints about personal data, with their e-mail; ${where}`));
  else if (EXAMPLE_EMAIL.test(officer.email)) problems.push(source.errorAt('production.example-contact', ['grievanceOfficer', 'email'], `grievanceOfficer.email: "${officer.email}" is an example address; ${where}`));
  return problems;
}

/** Whether any contact value is an example one (the pages then say so, example-site-values.ts). */
export function isExampleContact({ whatsapp, phone, email }: SiteSource['contact']): boolean {
  return digits(whatsapp).endsWith(EXAMPLE_NUMBER) || digits(phone).endsWith(EXAMPLE_NUMBER) || EXAMPLE_EMAIL.test(email);
}

/**
 * Whether a build is for a real address: SITE_URL set to one that is not this machine. (Unset, the
 * build is for tests and `npm start`, and the example values stay usable.)
 */
export function isRealSiteUrl(value: string | undefined): boolean {
  if (!value?.trim()) return false;
  try {
    const host = new URL(value.trim()).hostname;
    return !['localhost', '127.0.0.1', '[::1]', '::1'].includes(host) && !host.endsWith('.localhost');
  } catch {
    return false;
  }
}
