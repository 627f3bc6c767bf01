// Every case a form can be in (the combinations of answers to its choice fields): what
// `catalog:check` searches for a field no answers show, and what the generated end-to-end tests
// walk. Kept apart from conditions.ts, which the browser loads.
import { conditionOf } from './conditions.ts';
import { hasOptions, optionValues } from './defaults.ts';
import { kindOf } from './kinds/index.ts';
import type { Answer, Condition, FieldSource } from './types.ts';

/**
 * Every combination of answers to the choice fields (each option, or no answer), or null past
 * `limit`. A choices field is tried with each option ticked alone (or none): a case on it holds when
 * any of its values is ticked, so one option decides it, and every subset would grow as 2^options.
 */
export function choiceAnswers(fields: readonly FieldSource[], limit: number): Record<string, Answer>[] | null {
  const choices = fields.filter(hasOptions).map((f) => ({ name: f.name, options: optionValues(f), list: kindOf(f.type).options === 'any' }));
  const total = choices.reduce((n, c) => n * (c.options.length + 1), 1);
  if (total > limit) return null;
  return Array.from({ length: total }, (_, index) => {
    const answers: Record<string, Answer> = {};
    let rest = index;
    for (const choice of choices) {
      const pick = rest % (choice.options.length + 1);
      rest = Math.floor(rest / (choice.options.length + 1));
      const option = choice.options[pick - 1];
      if (option !== undefined) answers[choice.name] = choice.list ? [option] : option;
    }
    return answers;
  });
}

/** The conditioned fields of a form's source, with their cases as lists. */
export function fieldConditions(fields: readonly FieldSource[]): Record<string, Condition> {
  return Object.fromEntries(fields.flatMap((f) => (f.showWhen ? [[f.name, conditionOf(f.showWhen)]] : [])));
}
