// A return for correction as the desk makes it in the console, and the fix link as the visitor gets
// it: the first address in the newest text to their phone, whatever its shape.
import { expect, type Page } from '@playwright/test';
import { textsTo } from './auth';

export interface ReturnFlag {
  /** The field's label as the dialog lists it. */
  label: string;
  /** A preset reason's key, or the desk's own words. */
  reason: { preset: string } | { words: string };
}

/**
 * On the desk's signed-in page: opens the request, marks it received, and returns it with these
 * flags; `beforeSave` sees the filled dialog (an accessibility check, say) before it is saved.
 */
export async function returnOnDesk(desk: Page, serviceNumber: string, flags: ReturnFlag[], beforeSave?: () => Promise<void>): Promise<void> {
  await desk.goto(`/admin/requests?q=${serviceNumber}`);
  await desk.getByRole('link', { name: `Open request ${serviceNumber}` }).click();
  await desk.getByRole('button', { name: 'Change status' }).click();
  const statusDialog = desk.getByRole('dialog', { name: `Change status of ${serviceNumber}` });
  await statusDialog.getByLabel('New status').selectOption('received');
  await statusDialog.getByRole('button', { name: 'Save' }).click();
  await expect(desk.getByTestId('admin-notice')).toHaveText('Status changed successfully');
  await desk.getByRole('button', { name: 'Return for correction' }).click();
  const dialog = desk.getByRole('dialog', { name: `Return ${serviceNumber} for correction` });
  for (const { label, reason } of flags) {
    await dialog.getByRole('checkbox', { name: label }).check();
    await dialog.getByLabel(`Reason for ${label}`).selectOption('preset' in reason ? reason.preset : 'other');
    if ('words' in reason) await dialog.getByLabel(`Your words for ${label}`).fill(reason.words);
  }
  await beforeSave?.();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(desk.getByTestId('admin-notice')).toHaveText('Returned for correction: the visitor is sent the link.');
}

/** The fix link texted to the phone after `before` texts, as a path on the server under test. */
export async function fixLinkTo(phone: string, before: number): Promise<string> {
  await expect.poll(() => textsTo(phone).length, { message: `the fix link's text to ${phone}` }).toBeGreaterThan(before);
  const text = textsTo(phone).at(-1)!;
  const address = /https?:\/\/\S+/.exec(text)?.[0].replace(/[.,;:!?)]+$/, '');
  if (!address) throw new Error(`no link in: ${text}`);
  const link = new URL(address);
  return `${link.pathname}${link.search}${link.hash}`;
}
