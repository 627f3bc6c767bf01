import { site } from '../catalog/client';
import { feeSheet, serviceFeeOf } from '../catalog/fee-sheet';
import type { CompiledEntry } from '../catalog/types';
import { tx } from '../shared/i18n/localize';
import { t } from '../shared/i18n/t';
import { whatsappUrl } from '../shared/whatsapp';
import { todayIso } from './fee-lines';
import { buildWhatsAppMessage } from './whatsapp-message';

/**
 * Where sending the form goes: a pre-filled WhatsApp chat, or the partner's site with no data. A
 * correction's message names its round, and its fees read `feeAnswers` (the record's counts with the
 * answers: src/engine/fix-fields.ts).
 */
export function handoffUrl(
  entry: CompiledEntry,
  serviceNumber: string,
  values: Record<string, unknown>,
  correction?: { round: number; feeAnswers: Record<string, unknown> },
): string | null {
  const handoff = entry.handoff;
  if (!handoff) return null;
  if (handoff.type === 'partner') return handoff.url;
  if (!entry.message) return null;
  const text = buildWhatsAppMessage({
    spec: entry.message,
    serviceName: entry.source.title,
    serviceNumber,
    values,
    consent: site.texts.consent,
    closing: site.texts.closing,
    ...(entry.source.fees?.length
      ? { fees: { sheet: feeSheet(entry.source, correction?.feeAnswers ?? values, todayIso()), serviceFee: serviceFeeOf(site.serviceFee, entry.id) } }
      : {}),
    ...(correction ? { correction: correction.round } : {}),
  });
  return whatsappUrl(handoff.number, text);
}

/** The note under an info page's form that WhatsApp opens with the details prefilled. */
export function formNote(entry: CompiledEntry): string | null {
  if (entry.source.formNote) return tx(entry.source.formNote);
  if (entry.kind === 'rto-info' && site.texts.whatsappRedirect) return tx(site.texts.whatsappRedirect);
  if (entry.handoff?.type === 'partner') return t('form.partnerNote');
  return null;
}
