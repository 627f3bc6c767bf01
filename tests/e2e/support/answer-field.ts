import { expect, type Page } from '@playwright/test';
import { optionValues } from '../../../src/catalog/defaults';
import type { FieldSource } from '../../../src/catalog/types';

/** A choices field's box for one option: `root_<name>-<index>`, whatever the page's language. */
const box = (page: Page, field: FieldSource, index: number) => page.locator(`#root_${field.name}-${index}`);
const listOf = (value: string | string[]) => (typeof value === 'string' ? (value === '' ? [] : [value]) : value);

/**
 * Gives one answer as a visitor does: picks a choice's option (or an office), ticks exactly these options of a
 * choices field (unticking the others), types anything else.
 */
export async function giveAnswer(page: Page, field: FieldSource, value: string | string[]): Promise<void> {
  if (field.type === 'choices') {
    const ticked = listOf(value);
    for (const [i, option] of optionValues(field).entries()) await box(page, field, i).setChecked(ticked.includes(option));
    return;
  }
  const input = page.locator(`#root_${field.name}`);
  if (field.type === 'choice' || field.type === 'office') await input.selectOption(typeof value === 'string' ? value : (value[0] ?? ''));
  else await input.fill(typeof value === 'string' ? value : value.join(', '));
}

/** The form holds this answer ('' or []: none), as `giveAnswer` gave it. */
export async function expectAnswer(page: Page, field: FieldSource, value: string | string[]): Promise<void> {
  if (field.type !== 'choices') return expect(page.locator(`#root_${field.name}`)).toHaveValue(typeof value === 'string' ? value : value.join(', '));
  const ticked = listOf(value);
  for (const [i, option] of optionValues(field).entries()) await expect(box(page, field, i)).toBeChecked({ checked: ticked.includes(option) });
}
