import { expect, type Locator, type Page } from '@playwright/test';
import { optionValues } from '../../../src/catalog/defaults';
import type { CompiledField } from '../../../src/catalog/types';

/** A choices field's box for one option: `root_<name>-<index>`, whatever the page's language. */
const box = (page: Page, field: CompiledField, index: number) => page.locator(`#root_${field.name}-${index}`);
// A date's three boxes: Day carries the field's id (the summary's link and "Change" focus it), then Month and Year.
const dateBoxes = (page: Page, name: string): Locator[] => ['', '-month', '-year'].map((suffix) => page.locator(`#root_${name}${suffix}`));
// What a visitor types for a YYYY-MM-DD: day, month, year, the day and month without leading zeros ('' for none).
const typedDate = (iso: string): string[] => (iso === '' ? ['', '', ''] : iso.split('-').reverse().map((part, i) => (i < 2 ? String(Number(part)) : part)));

/** Types a date into its boxes as a visitor does: `1995-08-15` is 15, 8, 1995; `['31', '2', '2000']` as given. */
export async function typeDate(page: Page, name: string, date: string | string[]): Promise<void> {
  const parts = typeof date === 'string' ? typedDate(date) : date;
  for (const [i, input] of dateBoxes(page, name).entries()) await input.fill(parts[i] ?? '');
}

/** The date's boxes hold this YYYY-MM-DD ('' for none), as `typeDate` typed it. */
export async function expectDate(page: Page, name: string, iso: string): Promise<void> {
  const parts = typedDate(iso);
  for (const [i, input] of dateBoxes(page, name).entries()) await expect(input).toHaveValue(parts[i] ?? '');
}

const listOf = (value: string | string[]) => (typeof value === 'string' ? (value === '' ? [] : [value]) : value);

/**
 * Gives one answer as a visitor does: picks a choice's option (or an office), ticks exactly these options of a
 * choices field (unticking the others), types a date's day, month and year, types anything else.
 */
export async function giveAnswer(page: Page, field: CompiledField, value: string | string[]): Promise<void> {
  if (field.type === 'choices') {
    const ticked = listOf(value);
    for (const [i, option] of optionValues(field).entries()) await box(page, field, i).setChecked(ticked.includes(option));
    return;
  }
  if (field.type === 'date') return typeDate(page, field.name, typeof value === 'string' ? value : '');
  const input = page.locator(`#root_${field.name}`);
  if (field.type === 'choice' || field.type === 'office') await input.selectOption(typeof value === 'string' ? value : (value[0] ?? ''));
  else await input.fill(typeof value === 'string' ? value : value.join(', '));
}

/** The form holds this answer ('' or []: none), as `giveAnswer` gave it. */
export async function expectAnswer(page: Page, field: CompiledField, value: string | string[]): Promise<void> {
  if (field.type === 'date') return expectDate(page, field.name, typeof value === 'string' ? value : '');
  if (field.type !== 'choices') return expect(page.locator(`#root_${field.name}`)).toHaveValue(typeof value === 'string' ? value : value.join(', '));
  const ticked = listOf(value);
  for (const [i, option] of optionValues(field).entries()) await expect(box(page, field, i)).toBeChecked({ checked: ticked.includes(option) });
}
