// A grievance as the console sees it, and as its sender does (AdminGrievance and GrievanceState of
// schemas/api/answers/grievance.schema.json).
import { grievanceAnswerBy } from '../../core/grievance';
import { indiaToday } from '../../core/reminders';
import type { AdminGrievance, GrievanceState } from '../../shared/api/answers';
import type { Grievance } from '../store/grievance-types';

const iso = (at: number) => new Date(at).toISOString();

export const adminGrievanceView = (g: Grievance): AdminGrievance => ({
  reference: g.reference,
  name: g.name,
  phone: g.phone,
  email: g.email,
  serviceNumber: g.serviceNumber,
  kind: g.kind,
  text: g.text,
  language: g.language,
  receivedAt: iso(g.receivedAt),
  answerBy: grievanceAnswerBy(g.receivedAt),
  answer: g.answer,
  answeredAt: g.answeredAt === null ? null : iso(g.answeredAt),
  answeredBy: g.answeredBy,
});

/** What its sender reads on /grievance: the days and the answer, none of what they wrote nor who answered. */
export const grievanceStateView = (g: Grievance): GrievanceState => ({
  reference: g.reference,
  receivedOn: indiaToday(g.receivedAt),
  answerBy: grievanceAnswerBy(g.receivedAt),
  status: g.answer === null ? 'open' : 'answered',
  answer: g.answer,
  answeredOn: g.answeredAt === null ? null : indiaToday(g.answeredAt),
});
