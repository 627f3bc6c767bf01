// "Download my data" and "Delete this request" on /track, end to end on the real server: the
// request's number is proven with a code texted to it (read from the outbox), the data downloads as
// a JSON file and shows to read, and once deleted the request is not found any more.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { mintServiceNumber } from '../../src/core/service-number';
import { otpCode, textsTo, uniquePhone } from './support/auth';

test('a request tracked on /track is downloaded and deleted after its number is proven with a code', async ({ page }) => {
  const phone = uniquePhone('8');
  const serviceNumber = mintServiceNumber('VS');
  expect((await page.request.post('/api/requests', { data: { entryId: 'vehicle-ekyc', serviceNumber, phone, vehicleNumber: 'AP39QZ7788' } })).status()).toBe(201);

  await page.goto(`/track?serviceNumber=${serviceNumber}`);
  await page.getByLabel('Mobile Number').fill(phone);
  await page.getByRole('button', { name: 'Check status' }).click();
  const data = page.getByTestId('track-data');
  await data.getByRole('button', { name: 'Send OTP' }).click();
  await data.getByLabel('OTP').fill(await otpCode(phone, 0));
  await data.getByRole('button', { name: 'Confirm' }).click();

  const download = page.waitForEvent('download');
  await data.getByRole('button', { name: 'Download my data' }).click();
  const file = await (await download).path();
  const saved = JSON.parse(readFileSync(file, 'utf8')) as { kinds: { key: string; records: { serviceNumber?: string }[] }[] };
  expect(saved.kinds.find((k) => k.key === 'request')?.records.map((r) => r.serviceNumber)).toEqual([serviceNumber]);
  await expect(page.getByTestId('held-request')).toContainText('AP39QZ7788');

  await data.getByRole('button', { name: 'Delete this request' }).click();
  await page.getByTestId('track-erase-confirm').getByRole('button', { name: 'Yes, delete it' }).click();
  await expect(page.getByTestId('track-erased')).toHaveText('Your request was deleted, with its WhatsApp messages.');
  await expect(page.getByTestId('track-result')).toHaveCount(0);
  await expect.poll(() => textsTo(phone).at(-1)).toContain(`${serviceNumber} was deleted`);

  await page.getByRole('button', { name: 'Check status' }).click();
  await expect(page.getByTestId('track-error')).toHaveText('No request found for this service number and mobile number.');
});
