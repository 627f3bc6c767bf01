// A grievance as the console sees it (AdminGrievance of schemas/api/answers/grievance.schema.json).
import { grievanceAnswerBy } from '../../core/grievance';
import type { AdminGrievance } from '../../shared/api/answers';
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
