// The case a visitor says first on a start view (docs/forms-and-chat.md, "Saying the case first"):
// the questions the page's documents, steps, notes and fees name in their conditions, in the form's
// order, and which items the answers chosen leave. Nothing chosen leaves every item, each with its
// case, as the printed page and a page without JavaScript show them.
import { guidanceCondition, guidanceTextOf, isAgeCase, isAsked } from '../catalog/conditions';
import { hasOptions } from '../catalog/defaults';
import type { CompiledEntry, CompiledField, GuidanceCondition, GuidanceShowWhen, GuidanceText, InfoSource, Text } from '../catalog/types';

/** The visitor's answers so far, by field: one English option value each (as conditions name them). */
export type CaseChoice = Readonly<Record<string, string>>;

type Guided = GuidanceText | { showWhen?: GuidanceShowWhen };

/** Every item of the start view that may have a case: documents, steps, notes and fees. */
export function guidedItems(entry: CompiledEntry): Guided[] {
  const { guide, fees = [] } = entry.source;
  const info = entry.start === 'info' ? entry.source.info : undefined;
  return [...(guide?.documents ?? []), ...(guide?.steps ?? []), ...(info?.documents ?? []), ...(info?.steps ?? []), ...(info?.notes ?? []), ...fees];
}

/**
 * The question the visitor answers first: the choice field the most items' cases name (the form's
 * first on a tie), then those its answer brings in that some item's case names too (the seller or
 * the buyer, once the vehicle goes to another state). One question, not every one a case names: the
 * others stay marked on their items, and the page's HTML stays within its first round trip.
 */
export function caseQuestions(entry: CompiledEntry, choice: CaseChoice): CompiledField[] {
  const named = new Map<string, number>();
  for (const item of guidedItems(entry)) for (const name of Object.keys(guidanceCondition(item) ?? {})) named.set(name, (named.get(name) ?? 0) + 1);
  const conditions = entry.form?.conditions ?? {};
  const choices = (entry.source.fields ?? []).filter((field) => named.has(field.name) && hasOptions(field));
  const first = choices.reduce<CompiledField | undefined>((best, field) => (!best || named.get(field.name)! > named.get(best.name)! ? field : best), undefined);
  if (!first) return [];
  const asked = [first];
  for (const field of choices) {
    const parents = Object.keys(conditions[field.name] ?? {});
    if (field !== first && parents.length > 0 && parents.every((p) => asked.some((a) => a.name === p)) && isAsked(conditions, field.name, choice)) asked.push(field);
  }
  return asked;
}

/** The answers chosen without those of questions they no longer ask (a role once the destination is this state). */
export function keptChoice(entry: CompiledEntry, choice: CaseChoice): CaseChoice {
  const asked = new Set(caseQuestions(entry, choice).map((field) => field.name));
  return Object.fromEntries(Object.entries(choice).filter(([name]) => asked.has(name)));
}

/**
 * Whether an item of this case applies to the answers chosen: a question not answered yet rules
 * nothing out, nor does an age case (no date field is a question here: the form asks the date).
 */
export function fitsChoice(condition: GuidanceCondition | undefined, choice: CaseChoice): boolean {
  return Object.entries(condition ?? {}).every(([name, values]) => choice[name] === undefined || isAgeCase(values) || values.includes(choice[name]));
}

/** What is left to say of an item's case once the answers chosen hold for it: the parts not answered yet. */
export function caseLeft(condition: GuidanceCondition | undefined, choice: CaseChoice): GuidanceCondition | undefined {
  const left = Object.entries(condition ?? {}).filter(([name]) => choice[name] === undefined);
  return left.length > 0 ? Object.fromEntries(left) : undefined;
}

/** The items that fit the answers chosen. */
export function fittingItems<T extends Guided>(items: readonly T[], choice: CaseChoice): T[] {
  return items.filter((item) => fitsChoice(guidanceCondition(item), choice));
}

/**
 * The RTO forms an info page lists, less those only documents of other cases name (Form 28, the NOC
 * for another state, is no form of a buyer under the same RTO). A form's number reads the same in
 * every language, so each language's copy finds it.
 */
export function formsFor(info: InfoSource, choice: CaseChoice): string[] {
  const textOf = (document: GuidanceText) => Object.values(localized(guidanceTextOf(document))).join(' ');
  return (info.forms ?? []).filter((form) => {
    const naming = new RegExp(`\\b${form.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![0-9A-Za-z])`);
    const named = info.documents.filter((document) => naming.test(textOf(document)));
    return named.length === 0 || named.some((document) => fitsChoice(guidanceCondition(document), choice));
  });
}

const localized = (text: Text): Record<string, string> => (typeof text === 'string' ? { text } : text);
