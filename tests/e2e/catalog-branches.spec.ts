// Generated from the catalogue: every case (`showWhen`) of every entry, in English and in Telugu. For
// each field asked in some cases only, a case that asks it and one that does not: the field shows or
// hides, and the WhatsApp message carries it or not. For each document of some cases only, the
// documents above the form list it or not; a field that shows has its label and hint whole at 360 px.
// A new condition in a YAML file is covered here.
import { expect, test, type Page } from '@playwright/test';
import type { CompiledEntry, Text } from '../../src/catalog/types';
import { en } from '../../src/shared/i18n/en';
import { te } from '../../src/shared/i18n/te';
import { realCatalog } from './support/catalog';
import { answer, documentBranches, fieldBranches } from './support/conditions';
import { answerRecordsLocally, openedCalls, recordWindowOpen } from './support/open-recorder';
import { sendAfterReview } from './support/form-view';
import { clippedTexts } from './support/clipped';

const catalog = realCatalog();
const conditioned = catalog.entries.filter((e) => fieldBranches(e).length > 0 || documentBranches(e).length > 0);

const LANGUAGES = [
  { prefix: '', dictionary: en, text: (value: Text) => (typeof value === 'string' ? value : value.en) },
  { prefix: '/te', dictionary: te, text: (value: Text) => (typeof value === 'string' ? value : (value.te ?? value.en)) },
] as const;

type Language = (typeof LANGUAGES)[number];

function startButton(entry: CompiledEntry, lang: Language): string | null {
  if (entry.start === 'terms') return lang.dictionary['terms.agree'];
  if (entry.start === 'info') return entry.source.submitLabel ? lang.text(entry.source.submitLabel) : lang.dictionary['info.start'];
  if (entry.start === 'intro' && entry.source.intro) return lang.text(entry.source.intro.startLabel);
  return null;
}

/** Sends the form as it stands and returns the WhatsApp text. */
async function send(page: Page, entry: CompiledEntry, lang: Language): Promise<string> {
  const consent = page.getByLabel(lang.dictionary['consent.agree']);
  if (entry.start !== 'terms' && !(await consent.isChecked())) await consent.check();
  const before = (await openedCalls(page)).length;
  await sendAfterReview(page);
  const calls = await openedCalls(page);
  expect(calls).toHaveLength(before + 1);
  return new URL(calls.at(-1)?.[0] ?? '').searchParams.get('text') ?? '';
}

/** From the answers to check back to the form, with the first question's Change button. */
async function backToForm(page: Page, entry: CompiledEntry, lang: Language): Promise<void> {
  const first = (entry.source.fields ?? [])[0];
  if (!first) return;
  await page.getByRole('button', { name: lang.dictionary['review.changeField'].replace('{label}', lang.text(first.label)) }).click();
  await expect(page.locator(`#root_${first.name}`)).toBeFocused();
}

for (const lang of LANGUAGES) {
  for (const entry of conditioned) {
    test(`${lang.prefix}${entry.route}: each case asks, lists and sends only its own`, async ({ page }) => {
      // One test walks every case of the entry (Transfer of Ownership's take ~20 s on a quiet host).
      test.slow();
      await recordWindowOpen(page);
      await answerRecordsLocally(page);
      await page.goto(`${lang.prefix}${entry.route}`);
      const start = startButton(entry, lang);
      if (start) await page.getByRole('button', { name: start, exact: true }).click();
      await expect(page.getByTestId('service-number')).toBeVisible();

      for (const { item: field, shown, hidden } of fieldBranches(entry)) {
        const line = `${lang.text(field.label)}: `;
        await answer(page, entry, shown);
        await expect(page.locator(`#root_${field.name}`), `${field.name} in ${JSON.stringify(shown)}`).toBeVisible();
        // A field that shows only now is measured at 360 px too: its label whole, its hint inside it.
        expect(await clippedTexts(page), `${field.name} in ${JSON.stringify(shown)}`).toEqual([]);
        expect(await send(page, entry, lang)).toContain(line);
        await backToForm(page, entry, lang);
        await answer(page, entry, hidden);
        await expect(page.locator(`#root_${field.name}`), `${field.name} in ${JSON.stringify(hidden)}`).toBeHidden();
        expect(await send(page, entry, lang)).not.toContain(line);
        await backToForm(page, entry, lang);
      }

      const summary = page.getByTestId('documents-summary');
      for (const { item: document, shown, hidden } of documentBranches(entry)) {
        // The whole item, so a document whose text begins another's ("Aadhaar card") is told apart.
        const listed = summary.getByText(lang.text(document), { exact: true });
        await answer(page, entry, shown);
        await expect(listed).toHaveCount(1);
        await answer(page, entry, hidden);
        await expect(listed).toHaveCount(0);
      }
    });
  }
}
