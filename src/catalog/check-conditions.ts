// What `showWhen` may say (docs/catalogue.md, "Conditions"): a field's case rests on earlier choice
// fields and their options, a document, note or step's case on the entry's choice fields (a
// document's or note's also on a date field's age), and every conditioned field can be shown by some answers.
import { choiceAnswers, fieldConditions } from './condition-cases.ts';
import { applying, isAsked } from './conditions.ts';
import { hasOptions, optionValues } from './defaults.ts';
import { kindOf, kindsTaking } from './kinds/index.ts';
import type { Fail } from './check-rules.ts';
import type { AgeCase, EntrySource, FieldSource, GuidanceShowWhen, ShowWhen } from './types.ts';


/** Combinations of answers tried when looking for one that shows a field; past it the check is skipped. */
const MAX_COMBINATIONS = 100_000;

export function checkConditions(entry: EntrySource, fail: Fail): void {
  const fields = entry.fields ?? [];
  const wrongCase = new Set<string>();
  fields.forEach((field, i) => {
    if (!field.showWhen) return;
    const at = ['fields', i, 'showWhen'];
    if (!checkCase(field.showWhen, fields.slice(0, i), fields, at, `fields[${i}].showWhen`, fail)) wrongCase.add(field.name);
    if (field.default !== undefined) fail('conditions.default-on-conditional', ['fields', i, 'default'], `fields[${i}].default: a field asked only in some cases cannot start with a value`);
  });
  const guidance: [string, { showWhen?: GuidanceShowWhen }[] | undefined][] = [
    ['info.documents', objects(entry.info?.documents)],
    ['info.steps', entry.info?.steps],
    ['info.notes', objects(entry.info?.notes)],
    ['guide.documents', objects(entry.guide?.documents)],
    ['guide.steps', entry.guide?.steps],
  ];
  for (const [name, items] of guidance) {
    const [section, key] = name.split('.') as [string, string];
    (items ?? []).forEach((item, i) => {
      if (item.showWhen) checkCase(item.showWhen, fields, fields, [section, key, i, 'showWhen'], `${name}[${i}].showWhen`, fail);
    });
  }
  checkReachable(fields, wrongCase, fail);
  if (entry.info) checkStepsPerCase(fields, entry.info.steps, fail);
}

/** Only objects can carry a case; plain texts are returned as empty objects. */
function objects(items: readonly unknown[] | undefined): { showWhen?: GuidanceShowWhen }[] | undefined {
  return items?.map((item) => (typeof item === 'object' && item !== null ? (item as { showWhen?: GuidanceShowWhen }) : {}));
}

/** Reports what is wrong with one case; true when nothing is. */
export function checkCase(showWhen: GuidanceShowWhen, allowed: FieldSource[], all: FieldSource[], at: (string | number)[], label: string, fail: Fail): boolean {
  let right = true;
  const wrong: Fail = (rule, path, message) => {
    right = false;
    fail(rule, path, message);
  };
  for (const [name, value] of Object.entries(showWhen)) {
    const field = allowed.find((f) => f.name === name);
    if (!field) {
      const later = all.some((f) => f.name === name);
      wrong(later ? 'conditions.later-field' : 'conditions.unknown-field', [...at, name], `${label}.${name}: ${later ? `"${name}" is not an earlier field (a case rests on the answers given before)` : `"${name}" is not a field of this entry`}`);
      continue;
    }
    if (isAge(value)) {
      checkAge(value, field, [...at, name], `${label}.${name}`, wrong);
      continue;
    }
    if (Array.isArray(value) && value.some(isAge)) {
      wrong('conditions.age-in-list', [...at, name], `${label}.${name}: a list of options cannot hold an age case; give the age alone, as { yearsAtLeast: 40 }, on the date field it counts from`);
      continue;
    }
    if (!hasOptions(field)) {
      wrong('conditions.not-a-choice', [...at, name], `${label}.${name}: "${name}" is a ${field.type} field; a case rests on a choice or choices field's options`);
      continue;
    }
    const options = optionValues(field);
    const values = typeof value === 'string' ? [value] : (value as string[]);
    values.forEach((v, j) => {
      if (options.includes(v)) return;
      const path = typeof value === 'string' ? [...at, name] : [...at, name, j];
      wrong('conditions.not-an-option', path, `${label}.${name}: "${v}" is not one of its options (${options.map((o) => `"${o}"`).join(', ')})`);
    });
  }
  return right;
}

const isAge = (value: unknown): value is AgeCase => typeof value === 'object' && value !== null && !Array.isArray(value);

/** An age case counts whole years from a date field (the date of birth), and some age meets it. */
function checkAge(age: AgeCase, field: FieldSource, at: (string | number)[], label: string, wrong: Fail): void {
  if (!kindOf(field.type).takes.includes('ages')) return wrong('conditions.age-on-non-date', at, `${label}: "${field.name}" is a ${field.type} field; an age case counts the years from a ${kindsTaking('ages')} field (the date of birth)`);
  for (const key of ['yearsAtLeast', 'yearsBelow'] as const) {
    const years = age[key];
    if (years !== undefined && (!Number.isInteger(years) || years < 1)) return wrong('conditions.age-not-whole', [...at, key], `${label}.${key}: ${years} is not a whole number of years of 1 or more`);
  }
  if (age.yearsAtLeast !== undefined && age.yearsBelow !== undefined && age.yearsAtLeast >= age.yearsBelow) {
    wrong('conditions.age-empty', at, `${label}: no age is ${age.yearsAtLeast} or older and under ${age.yearsBelow}`);
  }
}

/**
 * Each conditioned field must be shown by some answers: the choice fields' answers (each option or
 * none) are tried in every combination, with the same rule the form view uses. A field whose case is
 * already reported, or rests on such a field, is not reported again.
 */
function checkReachable(fields: FieldSource[], wrongCase: ReadonlySet<string>, fail: Fail): void {
  const conditions = fieldConditions(fields);
  if (Object.keys(conditions).length === 0) return;
  const combinations = choiceAnswers(fields, MAX_COMBINATIONS);
  if (!combinations) return;
  const unreached = new Set(Object.keys(conditions).filter((name) => !combinations.some((answers) => isAsked(conditions, name, answers))));
  const blamed = new Set(wrongCase);
  fields.forEach((field, i) => {
    const restsOnBlamed = Object.keys(conditions[field.name] ?? {}).some((name) => blamed.has(name));
    if (unreached.has(field.name) && (blamed.has(field.name) || restsOnBlamed)) blamed.add(field.name);
    else if (unreached.has(field.name)) fail('conditions.unreachable', ['fields', i, 'showWhen'], `fields[${i}].showWhen: no answers show this field (its case contradicts the case of a field it rests on)`);
  });
}

/** An info page's process is 7 steps; a case may have steps of its own, but none sees more than 7. */
const INFO_STEPS = 7;

/** No case (each choice answered or not) shows more than 7 of the info page's steps; the first that does is named. */
function checkStepsPerCase(fields: FieldSource[], steps: readonly { showWhen?: ShowWhen }[], fail: Fail): void {
  if (!steps.some((step) => step.showWhen)) return;
  const wrong = (choiceAnswers(fields, MAX_COMBINATIONS) ?? []).find((answers) => applying(steps, answers).length > INFO_STEPS);
  if (!wrong) return;
  const name = Object.entries(wrong).map(([field, value]) => `${field} "${value}"`).join(', ');
  fail('info.too-many-steps', ['info', 'steps'], `info.steps: a case shows at most ${INFO_STEPS} steps; the case ${name || 'with no answers'} shows ${applying(steps, wrong).length}`);
}
