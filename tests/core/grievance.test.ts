// What a grievance may be about and when it is due (src/core/grievance.ts): the body's schema lists
// the same kinds and checks an e-mail address by the forms' own rule, and the 90 days of Rule 14
// count from the day in India it came, whatever the server's zone.
import { describe, expect, it } from 'vitest';
import grievanceSchema from '../../schemas/api/grievance.schema.json';
import { EMAIL_PATTERN } from '../../src/core/email';
import lookupSchema from '../../schemas/api/grievance-lookup.schema.json';
import { GRIEVANCE_KINDS, grievanceAnswerBy } from '../../src/core/grievance';
import { GRIEVANCE_REFERENCE_PATTERN, readGrievanceReference } from '../../src/core/grievance-reference';

describe('grievances', () => {
  it('are of the kinds the schema takes, and checked for an e-mail address as the forms check one', () => {
    expect(grievanceSchema.properties.kind.enum).toEqual([...GRIEVANCE_KINDS]);
    expect(grievanceSchema.properties.email.pattern).toBe(EMAIL_PATTERN);
  });

  it('are due 90 days after the day in India they came', () => {
    expect(grievanceAnswerBy(Date.parse('2026-01-01T10:00:00+05:30'))).toBe('2026-04-01');
    expect(grievanceAnswerBy(Date.parse('2026-12-31T23:30:00+05:30'))).toBe('2027-03-31');
    // 00:30 on 1 January in India is still 31 December in UTC.
    expect(grievanceAnswerBy(Date.parse('2027-01-01T00:30:00+05:30'))).toBe('2027-04-01');
  });

  it('have references read as they are typed and checked by the look-up schema in their printed form', () => {
    expect(lookupSchema.properties.reference.pattern).toBe(GRIEVANCE_REFERENCE_PATTERN.source);
    for (const typed of ['GR-7KQ2M-9XD4T', 'gr-7kq2m-9xd4t', ' gr 7kq2m 9xd4t ', '7KQ2M9XD4T', 'GR–7KQ2M–9XD4T']) expect(readGrievanceReference(typed), typed).toBe('GR-7KQ2M-9XD4T');
    // Crockford's reading: O is 0, I and L are 1.
    expect(readGrievanceReference('GR-O1ILO-00000')).toBe('GR-01110-00000');
    for (const typed of ['', 'GR-7KQ2M', 'GR-7KQ2M-9XD4TX', 'GR-UUUUU-00000', 'XX-7KQ2M-9XD4T', 'GR 7KQ2M 9XD4T'.repeat(4)]) expect(readGrievanceReference(typed), typed).toBeNull();
  });
});
