// What the chat can say of one service for the answers it has, by the form's own rules: the documents
// and fees whose case holds (conditions.ts, fee-sheet.ts), those that still depend on a question, and
// the next question that decides them. Pure, so that it is tested alone.
import { askedAnswers, conditionOf, holds } from '../../catalog/conditions';
import type { ChatFee, ChatQuestion, ChatService } from '../../catalog/chat-index';
import { feeSheet, totalKind, type FeeTotalKind } from '../../catalog/fee-sheet';
import type { GuidanceCondition, Text } from '../../catalog/types';

export type CaseAnswers = Record<string, string>;

/** What the visitor wants to know of the service. */
export interface CaseWants {
  documents: boolean;
  fees: boolean;
}

export interface CaseDocument {
  text: Text;
  /** The part of its case not answered yet: listed with it ("Only if …"). */
  pending?: GuidanceCondition;
}

export interface CaseFee {
  fee: ChatFee;
  /** Its amount in this case; a counted fee (per year, month or day begun, per class) is `fee.amount` each; null: the RTO states it. */
  amount: number | null;
  counted: boolean;
  pending?: GuidanceCondition;
}

export interface ServiceCase {
  documents: CaseDocument[];
  fees: CaseFee[];
  /** Every fee's case is decided: `total` is the official total of the fees known (the least, with a counted fee once). */
  feesDecided: boolean;
  total: number;
  /** Whether that total is known, an estimate, or the RTO's to state (a fee without an amount, or none listed). */
  kind: FeeTotalKind;
  lines: { amount: number | null }[];
  /** The next question that decides what was asked, or null. */
  question: ChatQuestion | null;
}

/** Whether an item of condition `when` applies (false), or may (its unanswered part, or {} when it does). */
function pendingPart(when: GuidanceCondition | undefined, service: ChatService, answers: CaseAnswers): GuidanceCondition | false {
  const pending: GuidanceCondition = {};
  for (const [name, values] of Object.entries(when ?? {})) {
    const question = service.questions.find((q) => q.name === name);
    if (name in answers) {
      if (!holds({ [name]: values }, answers)) return false;
    } else if (question && !holds(question.when, answers)) return false; // not asked in this case
    else pending[name] = values;
  }
  return pending;
}

const isEmpty = (condition: GuidanceCondition) => Object.keys(condition).length === 0;

/** The documents and fees of `service` for these answers, and the question to ask next (for what the visitor wants). */
export function serviceCase(service: ChatService, given: CaseAnswers, wants: CaseWants, today: string): ServiceCase {
  const conditions = Object.fromEntries(service.questions.flatMap((q) => (q.when ? [[q.name, q.when]] : [])));
  const answers = askedAnswers(conditions, given);
  const documents = service.documents.flatMap((d): CaseDocument[] => {
    const pending = pendingPart(d.when, service, answers);
    if (pending === false) return [];
    return [isEmpty(pending) ? { text: d.text } : { text: d.text, pending }];
  });
  // The fee sheet of the form for the answers decided; a counted fee needs the date or classes the form asks.
  const sheet = feeSheet({ fees: service.fees, fields: service.questions.map((q) => ({ name: q.name, showWhen: q.when })) }, answers, today);
  const fees = service.fees.flatMap((fee): CaseFee[] => {
    const pending = pendingPart(fee.showWhen && conditionOf(fee.showWhen), service, answers);
    if (pending === false) return [];
    const line = sheet.lines.find((l) => l.item === fee);
    const counted = fee.per !== undefined;
    return [{ fee, amount: line ? line.amount : (fee.amount ?? null), counted, ...(isEmpty(pending) ? {} : { pending }) }];
  });
  const feesDecided = fees.every((f) => !f.pending);
  // A fee that only may apply (a card) is listed, never counted, as on the form's sheet.
  const charged = fees.filter((f) => !f.fee.mayApply);
  const total = charged.reduce((sum, f) => sum + (f.amount ?? 0), 0);
  const kind = totalKind(charged.map((f) => ({ amount: f.amount, item: f.fee })));
  const open = [...(wants.documents ? documents : []), ...(wants.fees ? fees : [])].flatMap((item) => Object.keys(item.pending ?? {}));
  const question = service.questions.find((q) => open.includes(q.name) && holds(q.when, answers)) ?? null;
  return { documents, fees, feesDecided, total, kind, lines: fees, question };
}
