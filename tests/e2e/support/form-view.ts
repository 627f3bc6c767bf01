import { expect, type Locator, type Page } from '@playwright/test';
import type { CompiledEntry } from '../../../src/catalog/types';
import { text } from './catalog';

/** The button that leads from an entry's start view to its form; null when the form shows at once. */
export function startButtonName(entry: CompiledEntry): string | null {
  if (entry.start === 'terms') return 'I Agree to Terms and Conditions - Proceed';
  if (entry.start === 'info') return entry.source.submitLabel ? text(entry.source.submitLabel) : 'Get Assistance via WhatsApp';
  if (entry.start === 'intro' && entry.source.intro) return text(entry.source.intro.startLabel);
  return null;
}

/** From the entry's start view (already open) to its form. */
export async function proceedToForm(page: Page, entry: CompiledEntry): Promise<void> {
  const start = startButtonName(entry);
  if (start) await page.getByRole('button', { name: start, exact: true }).click();
  await formShown(page);
}

/**
 * Waits until the form view is on the page (its service number shown, its loading box gone): the
 * app's own signal, for as long as the test may take, not an expectation's fixed 5 s, which a
 * busy host's lazy form view once missed after a reload.
 */
export async function formShown(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector('[data-testid="service-number"]') !== null && document.querySelector('[data-testid="form-loading"]') === null, undefined, { timeout: 0 });
  await expect(page.getByTestId('service-number')).toBeVisible();
}

/**
 * Taps a button where a visitor scrolling down first sees it, at the bottom edge of the screen (what
 * it shows below itself is then off screen unless the page brings it into view).
 */
export async function tapAtScreenBottom(button: Locator): Promise<void> {
  await button.evaluate((element) => element.scrollIntoView({ block: 'end' }));
  await button.click();
}

/**
 * Sends a filled WhatsApp request form: "Continue", then the send button under the answers to check,
 * tapped at the bottom of the screen. A form with errors stays on the form, and this fails at the answers.
 */
export async function sendAfterReview(page: Page, { statusTexts = false }: { statusTexts?: boolean } = {}): Promise<void> {
  await page.locator('form button[type="submit"]').click();
  await expect(page.getByTestId('review')).toBeVisible();
  // Status texts are asked unticked on every request: a test of the desk's texts ticks them.
  if (statusTexts) await page.locator('#status-texts-consent').check();
  await tapAtScreenBottom(page.getByTestId('review-send'));
}
