// Conditions (`showWhen`): which fields a form asks and which guidance applies, given the answers
// so far. One module for the compiler (the form schema's if/then), the engine (what is shown, kept
// and sent) and the catalogue check, so the three can never disagree.
import { fullYears } from './full-years.ts';
import type { AgeCase, Answer, Condition, GuidanceCondition, GuidanceShowWhen, GuidanceText, ShowWhen, Text } from './types.ts';

/** Every value as a list: `{vehicleClass: 'Car'}` → `{vehicleClass: ['Car']}`. */
export function conditionOf(showWhen: ShowWhen): Condition;
export function conditionOf(showWhen: GuidanceShowWhen): GuidanceCondition;
export function conditionOf(showWhen: GuidanceShowWhen): GuidanceCondition {
  // A list's age cases are left out: the schema lets one through only so that catalog:check can say it stands alone (conditions.age-in-list).
  const values = (value: GuidanceShowWhen[string]) => (typeof value === 'string' ? [value] : Array.isArray(value) ? value.filter((v) => typeof v === 'string') : value);
  return Object.fromEntries(Object.entries(showWhen).map(([name, value]) => [name, values(value)]));
}

/** Whether a part of a condition is an age case (`{yearsAtLeast: 40}`) rather than option values. */
export const isAgeCase = (values: string[] | AgeCase): values is AgeCase => !Array.isArray(values);

/**
 * Whether the answers meet the condition (no condition: always). A choice's answer must be one of
 * the values; a choices field's (a list) must contain one of them: "Car" holds when the visitor
 * ticked Car, whatever else they ticked. An age case holds when the full years from the date
 * answered to `today` (YYYY-MM-DD) are in its range; a record's case keeps those years instead of
 * the date (request-case.ts). Without an answer, or without `today` for a date, it does not hold.
 */
export function holds(condition: GuidanceCondition | undefined, answers: Readonly<Record<string, unknown>>, today?: string): boolean {
  if (!condition) return true;
  return Object.entries(condition).every(([name, values]) => {
    const answer = answers[name];
    if (isAgeCase(values)) return ageHolds(values, answer, today);
    if (Array.isArray(answer)) return answer.some((a) => typeof a === 'string' && values.includes(a));
    return typeof answer === 'string' && values.includes(answer);
  });
}

function ageHolds({ yearsAtLeast: least = 0, yearsBelow: below = Infinity }: AgeCase, answer: unknown, today: string | undefined): boolean {
  const years = typeof answer === 'number' ? answer : typeof answer === 'string' && today ? fullYears(answer, today) : null;
  return years !== null && years >= least && years < below;
}

/** The text of a document or note, with or without its case. */
export function guidanceTextOf(item: GuidanceText): Text {
  return typeof item === 'object' && 'text' in item ? item.text : item;
}

/** The case of a document, note or step, if it has one. */
export function guidanceCondition(item: { showWhen?: ShowWhen }): Condition | undefined;
export function guidanceCondition(item: GuidanceText | { showWhen?: GuidanceShowWhen }): GuidanceCondition | undefined;
export function guidanceCondition(item: GuidanceText | { showWhen?: GuidanceShowWhen }): GuidanceCondition | undefined {
  return typeof item === 'object' && 'showWhen' in item && item.showWhen ? conditionOf(item.showWhen) : undefined;
}

/** Whether some answers meet both conditions: no field they share asks for different options. */
export function canHoldTogether(a: Condition | undefined, b: Condition | undefined): boolean {
  if (!a || !b) return true;
  return Object.entries(a).every(([name, values]) => !b[name] || b[name].some((value) => values.includes(value)));
}

/** The items that apply to these answers; `today` (YYYY-MM-DD) is the day an age case is counted to. */
export function applying<T extends GuidanceText | { showWhen?: GuidanceShowWhen }>(items: readonly T[], answers: Readonly<Record<string, unknown>>, today?: string): T[] {
  return items.filter((item) => holds(guidanceCondition(item), answers, today));
}

/**
 * The answers with those of fields not asked removed. A field's condition may rest on a field that
 * is itself conditioned, so this runs until nothing changes (at most once per field).
 */
export function askedAnswers<T>(conditions: Readonly<Record<string, Condition>>, answers: Readonly<Record<string, T>>): Record<string, T> {
  let kept: Record<string, T> = { ...answers };
  for (;;) {
    const next = Object.fromEntries(Object.entries(kept).filter(([name]) => holds(conditions[name], kept)));
    if (Object.keys(next).length === Object.keys(kept).length) return next;
    kept = next;
  }
}

/**
 * The answers a request lists, in the fields' order: the check-your-answers step and the WhatsApp
 * text both show exactly these, so the visitor checks what the desk will read. A field not asked for
 * these answers, or an optional one left empty, is in neither (docs/forms-and-chat.md).
 */
export function listedAnswers<F extends { name: string }>(
  fields: readonly F[],
  conditions: Readonly<Record<string, Condition>>,
  answers: Readonly<Record<string, unknown>>,
): { field: F; value: Answer }[] {
  const asked = askedAnswers(conditions, answers);
  return fields.flatMap((field): { field: F; value: Answer }[] => {
    const value = asked[field.name];
    if (Array.isArray(value)) return value.length > 0 && value.every((v) => typeof v === 'string') ? [{ field, value: value as string[] }] : [];
    return typeof value === 'string' && value.trim() !== '' ? [{ field, value }] : [];
  });
}

/** Whether the field is asked, given the answers (its condition's fields must be asked too). */
export function isAsked(conditions: Readonly<Record<string, Condition>>, name: string, answers: Readonly<Record<string, unknown>>): boolean {
  return holds(conditions[name], askedAnswers(conditions, answers));
}

