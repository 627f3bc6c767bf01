// Generated from the catalogue, in Telugu: every entry with a form is opened under /te/, started, sent
// empty and sent filled. The start view, the errors and the hand-off speak Telugu; the WhatsApp
// message starts with the service number and the English name. A new YAML entry is covered here too.
import { expect, test, type Page } from '@playwright/test';
import type { CompiledEntry, CompiledField, Text } from '../../src/catalog/types';
import { te } from '../../src/shared/i18n/te';
import { giveAnswer } from './support/answer-field';
import { realCatalog, sampleValue } from './support/catalog';
import { clippedTexts } from './support/clipped';
import { askedFields } from './support/conditions';
import { answerRecordsLocally, openedCalls, recordWindowOpen } from './support/open-recorder';

const catalog = realCatalog();
const formEntries = catalog.entries.filter((e) => e.form);
const telugu = (value: Text) => (typeof value === 'string' ? value : (value.te ?? value.en));
const english = (value: Text) => (typeof value === 'string' ? value : value.en);
const sendButton = (page: Page) => page.locator('form button[type="submit"]');

/** The Telugu name of the button that leads from the start view to the form; null when the form shows at once. */
function startButton(entry: CompiledEntry): string | null {
  if (entry.start === 'terms') return te['terms.agree'];
  if (entry.start === 'info') return entry.source.submitLabel ? telugu(entry.source.submitLabel) : te['info.start'];
  if (entry.start === 'intro' && entry.source.intro) return telugu(entry.source.intro.startLabel);
  return null;
}

for (const entry of formEntries) {
  const fields = entry.source.fields ?? [];
  const required = entry.source.required ?? [];

  test(`/te${entry.route}: Telugu start view, errors and WhatsApp hand-off`, async ({ page }) => {
    await recordWindowOpen(page);
    await answerRecordsLocally(page);
    await page.goto(`/te${entry.route}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'te');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(telugu(entry.source.title));
    const start = startButton(entry);
    if (start) await page.getByRole('button', { name: start, exact: true }).click();
    const serviceNumber = (await page.getByTestId('service-number').textContent()) ?? '';
    expect(serviceNumber).toMatch(new RegExp(`^${entry.source.prefix}\\d{14}$`));
    const asked = askedFields(entry, {});
    // A choices field's question is its group's legend, and a date's (its Day box has the field's id).
    const question = (field: CompiledField) => (field.type === 'choices' ? `#root_${field.name} legend` : field.type === 'date' ? `fieldset:has(#root_${field.name}) > legend` : `label[for="root_${field.name}"]`);
    for (const field of asked) await expect(page.locator(question(field))).toContainText(telugu(field.label));
    // The Telugu texts are longer: at 360 px no label or button is cut off, and every hint fits its field.
    expect(await clippedTexts(page)).toEqual([]);

    if (required.length > 0) {
      await sendButton(page).click();
      await expect(page.getByTestId('form-alert')).toContainText(te['form.problems']);
      expect(await openedCalls(page)).toEqual([]);
    }
    // Each field in order, as the answers so far ask it.
    const values: Record<string, string> = {};
    for (const field of fields) {
      if (!askedFields(entry, values).includes(field)) continue;
      const value = sampleValue(entry, field);
      await giveAnswer(page, field, value);
      values[field.name] = value;
    }
    if (entry.handoff?.type === 'whatsapp' && entry.start !== 'terms') {
      await sendButton(page).click();
      await expect(page.getByTestId('form-alert')).toHaveText(te['consent.required']);
      await page.getByLabel(te['consent.agree']).check();
    }
    await sendButton(page).click();
    await expect(page.getByTestId('form-alert')).toHaveCount(0);
    if (entry.handoff?.type === 'whatsapp') {
      await expect(page.getByRole('heading', { name: te['review.title'] })).toBeFocused();
      await page.getByTestId('review-send').click();
    }
    const [url = ''] = (await openedCalls(page))[0] ?? [];
    if (entry.handoff?.type === 'partner') {
      expect(url).toBe(entry.handoff.url);
    } else {
      const message = new URL(url).searchParams.get('text') ?? '';
      expect(message.split('\n')[0]).toBe(`${serviceNumber} · ${english(entry.source.title)}`);
      expect(message).toContain(`${te['message.serviceName']}: ${telugu(entry.source.title)}`);
      expect(message).toContain(telugu(catalog.site.texts.consent));
    }
  });
}
