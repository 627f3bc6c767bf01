import { conditionOf, guidanceCondition, guidanceTextOf } from './conditions.ts';
import { hasOptions, optionValues } from './defaults.ts';
import { serviceFeeOf } from './fee-sheet.ts';
import type { Catalog, CompiledEntry, Condition, CompiledField, FeeSource, GuidanceCondition, GuidanceText, Text } from './types.ts';

/** A document, with the case it belongs to (the form's own condition) when it belongs to one. */
export interface ChatDocument {
  text: Text;
  when?: GuidanceCondition;
}

/**
 * A choice of the form that decides which fees or documents apply ("When does your licence
 * expire?"): the chat asks it as the form does, with the form's label and options. `values` are the
 * options' English texts, as conditions name them; `when` is the field's own condition.
 */
export interface ChatQuestion {
  name: string;
  label: Text;
  options: Text[];
  values: string[];
  when?: Condition;
}

/** An official fee as the form's fee sheet reads it (docs/catalogue.md, "fees"). */
export type ChatFee = Pick<FeeSource, 'for' | 'amount' | 'per' | 'from' | 'showWhen' | 'estimate' | 'mayApply' | 'note'>;

/**
 * What the chat knows of a service: enough to match a question and to answer with its documents (an
 * RTO page's info, a request page's guide) and its fees, each with its case, as the form has them.
 */
export interface ChatService {
  id: string;
  route: string;
  title: Text;
  description: Text;
  documents: ChatDocument[];
  fees: ChatFee[];
  questions: ChatQuestion[];
  /** Our own service fee (site.yaml's serviceFee), null where none is configured. */
  serviceFee: number | null;
}

/** Every service page with a form, in catalogue order (partner and insurance pages send no request). */
export function chatIndex(catalog: Catalog): ChatService[] {
  return catalog.entries
    .filter((e) => e.kind === 'request' || e.kind === 'rto-info')
    .map((e) => {
      const documents = (e.source.info?.documents ?? e.source.guide?.documents ?? []).map(chatDocument);
      const fees = (e.source.fees ?? []).map(
        (f): ChatFee => ({
          for: f.for,
          ...(f.amount !== undefined ? { amount: f.amount } : {}),
          ...(f.per ? { per: f.per, from: f.from } : {}),
          ...(f.showWhen ? { showWhen: f.showWhen } : {}),
          ...(f.estimate ? { estimate: f.estimate } : {}),
          ...(f.mayApply ? { mayApply: f.mayApply } : {}),
          ...(f.note ? { note: f.note } : {}),
        }),
      );
      return {
        id: e.id,
        route: e.route,
        title: e.source.title,
        description: e.source.description,
        documents,
        fees,
        questions: decidingQuestions(e, [...documents.map((d) => d.when), ...fees.map((f) => f.showWhen && conditionOf(f.showWhen))]),
        serviceFee: fees.length > 0 ? serviceFeeOf(catalog.site.serviceFee, e.id) : null,
      };
    });
}

function chatDocument(item: GuidanceText): ChatDocument {
  const when = guidanceCondition(item);
  return when ? { text: guidanceTextOf(item), when } : { text: guidanceTextOf(item) };
}

/** The choice fields a document's or fee's case reads, and those their own cases rest on, in the form's order. */
function decidingQuestions(entry: CompiledEntry, conditions: (GuidanceCondition | undefined)[]): ChatQuestion[] {
  const fields = entry.source.fields ?? [];
  const read = new Set(conditions.flatMap((c) => Object.keys(c ?? {})));
  // A question asked only in some case needs the question that decides that case too.
  for (let grew = true; grew; ) {
    grew = false;
    for (const field of fields.filter((f) => read.has(f.name) && f.showWhen)) {
      for (const name of Object.keys(field.showWhen ?? {})) if (!read.has(name)) grew = read.add(name) !== undefined;
    }
  }
  return fields.filter((f) => read.has(f.name) && hasOptions(f)).map(chatQuestion);
}

function chatQuestion(field: CompiledField): ChatQuestion {
  const question: ChatQuestion = { name: field.name, label: field.label, options: field.options ?? [], values: optionValues(field) };
  return field.showWhen ? { ...question, when: conditionOf(field.showWhen) } : question;
}
