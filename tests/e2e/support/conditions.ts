// The cases of an entry (`showWhen`), for the generated end-to-end tests: which answers show and
// which hide each conditioned field and document, and how to give those answers on the page. Built
// on the same functions the form view uses (src/catalog/conditions.ts).
import { expect, type Page } from '@playwright/test';
import { choiceAnswers } from '../../../src/catalog/condition-cases';
import { askedAnswers, guidanceCondition, guidanceTextOf, holds, isAsked } from '../../../src/catalog/conditions';
import type { Answer, CompiledEntry, CompiledField, GuidanceText, Text } from '../../../src/catalog/types';
import { giveAnswer } from './answer-field';
import { sampleValue } from './catalog';

type Answers = Record<string, Answer>;

export interface Branch<T> {
  item: T;
  /** Answers to the choice fields under which the item applies, and under which it does not. */
  shown: Answers;
  hidden: Answers;
}

const conditionsOf = (entry: CompiledEntry) => entry.form?.conditions ?? {};

/** The fields the form asks for these answers, in form order. */
export function askedFields(entry: CompiledEntry, answers: Answers): CompiledField[] {
  return (entry.source.fields ?? []).filter((f) => isAsked(conditionsOf(entry), f.name, answers));
}

/** Answers in which every choice the form asks is answered: the cases a visitor can be in. */
function cases(entry: CompiledEntry): Answers[] {
  const fields = entry.source.fields ?? [];
  const all = choiceAnswers(fields, 10_000) ?? [];
  return all.filter((answers) => askedFields(entry, answers).every((f) => (f.type !== 'choice' && f.type !== 'choices') || answers[f.name] !== undefined));
}

function branches<T>(entry: CompiledEntry, items: T[], applies: (item: T, answers: Answers) => boolean): Branch<T>[] {
  const all = cases(entry);
  return items.flatMap((item) => {
    const shown = all.find((answers) => applies(item, answers));
    const hidden = all.find((answers) => !applies(item, answers));
    return shown && hidden ? [{ item, shown, hidden }] : [];
  });
}

/** Every field asked in some cases only, with a case that asks it and one that does not. */
export function fieldBranches(entry: CompiledEntry): Branch<CompiledField>[] {
  const conditioned = (entry.source.fields ?? []).filter((f) => f.showWhen);
  return branches(entry, conditioned, (field, answers) => isAsked(conditionsOf(entry), field.name, answers));
}

/** Every document of some cases only, with a case it applies to and one it does not. */
export function documentBranches(entry: CompiledEntry): Branch<Text>[] {
  const documents: GuidanceText[] = entry.source.guide?.documents ?? entry.source.info?.documents ?? [];
  const conditioned = documents.filter((d) => guidanceCondition(d));
  return branches(entry, conditioned, (d, answers) => holds(guidanceCondition(d), askedAnswers(conditionsOf(entry), answers))).map((b) => ({
    ...b,
    item: guidanceTextOf(b.item),
  }));
}

/** Gives these answers on the open form, then fills every other field it asks with a sample value. */
export async function answer(page: Page, entry: CompiledEntry, answers: Answers): Promise<void> {
  const target = askedAnswers(conditionsOf(entry), answers);
  for (const field of entry.source.fields ?? []) {
    const input = page.locator(`#root_${field.name}`);
    if (!isAsked(conditionsOf(entry), field.name, target)) {
      await expect(input).toBeHidden();
      continue;
    }
    await giveAnswer(page, field, target[field.name] ?? (field.type === 'choice' ? '' : sampleValue(entry, field)));
  }
}

