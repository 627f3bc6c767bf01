import type { Page } from '@playwright/test';
import { optionValues } from '../../../src/catalog/defaults';
import type { FieldSource } from '../../../src/catalog/types';

/**
 * Gives one answer as a visitor does: picks a choice's option, ticks a choices field's options (each
 * box `root_<name>-<index>`, whatever the page's language), types anything else.
 */
export async function giveAnswer(page: Page, field: FieldSource, value: string | string[]): Promise<void> {
  const input = page.locator(`#root_${field.name}`);
  if (field.type === 'choices') {
    for (const option of typeof value === 'string' ? [value] : value) await page.locator(`#root_${field.name}-${optionValues(field).indexOf(option)}`).check();
  } else if (field.type === 'choice') {
    await input.selectOption(typeof value === 'string' ? value : (value[0] ?? ''));
  } else {
    await input.fill(typeof value === 'string' ? value : value.join(', '));
  }
}
