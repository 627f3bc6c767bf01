// The hand-off buttons' labels, apart from handoff.ts so that the start view (which shows the info
// view's button) does not load the WhatsApp message builder.
import { site } from '../catalog/client';
import type { CompiledEntry } from '../catalog/types';
import { tx } from '../shared/i18n/localize';
import { t } from '../shared/i18n/t';

/**
 * One label per kind of button: the send button says where the answers go ("Send to WhatsApp", or
 * "Continue to <partner>"), an info page's start button "Get Assistance via WhatsApp". An entry's
 * `submitLabel` is only for a page whose action differs, and then labels both.
 */
export function submitLabel(entry: CompiledEntry): string {
  if (entry.source.submitLabel) return tx(entry.source.submitLabel);
  if (entry.handoff?.type === 'partner') return t('form.continue', { partner: partnerName(entry) });
  return t('form.send');
}

/** The info view's button, which leads to the form. */
export function startLabel(entry: CompiledEntry): string {
  return entry.source.submitLabel ? tx(entry.source.submitLabel) : t('info.start');
}

function partnerName(entry: CompiledEntry): string {
  const link = entry.source.partnerLink ? site.links[entry.source.partnerLink] : undefined;
  return link ? tx(link.provider ?? link.label) : '';
}
