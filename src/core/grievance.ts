// A complaint about how the portal handles someone's personal data, to the grievance officer of
// site.yaml (DPDP Act s.8(10), Rule 14): what it may be about, and the 90 days within which it is
// answered. The form, the server and the console read these; schemas/api/grievance.schema.json lists
// the same kinds (tests/core/grievance.test.ts keeps them equal).
import { indiaToday } from './reminders';

/** What a grievance is about: seeing, correcting or erasing one's data, a consent, or anything else. */
export const GRIEVANCE_KINDS = ['access', 'correction', 'erasure', 'consent', 'other'] as const;
export type GrievanceKind = (typeof GRIEVANCE_KINDS)[number];

/** Rule 14(3): a grievance is answered within 90 days of its receipt. */
export const GRIEVANCE_ANSWER_DAYS = 90;

const DAY_MS = 86_400_000;

/** The day in India (YYYY-MM-DD) by which a grievance received at `receivedAt` is answered. */
export const grievanceAnswerBy = (receivedAt: number): string => indiaToday(receivedAt + GRIEVANCE_ANSWER_DAYS * DAY_MS);
