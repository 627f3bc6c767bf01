// The licence renewal form filled as a visitor would, for the specs that send it (offline, shared phone).
import type { Page } from '@playwright/test';
import { uniquePhone } from './auth';
import { typeDate } from './answer-field';

/** Fills the licence renewal form (its form view open) with a new mobile number; its number and mobile number. */
export async function fillRenewal(page: Page): Promise<{ serviceNumber: string; phone: string }> {
  const serviceNumber = (await page.getByTestId('service-number').textContent()) ?? '';
  await page.locator('#root_expiry').selectOption({ index: 1 });
  await page.locator('#root_transport').selectOption({ index: 2 });
  await page.locator('#root_licenceNumber').fill('AP0120190001234');
  await typeDate(page, 'dateOfBirth', '1990-04-12');
  const phone = uniquePhone('8');
  await page.locator('#root_mobileNumber').fill(phone);
  return { serviceNumber, phone };
}
