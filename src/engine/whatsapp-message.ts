import { applying, askedAnswers, guidanceTextOf, listedAnswers } from '../catalog/conditions';
import type { FeeSheet } from '../catalog/fee-sheet';
import { answerText } from '../catalog/kinds/answers';
import type { Answer, MessageSpec, Text } from '../catalog/types';
import { feeLineText, officialTotalText, serviceFeeText, todayIso } from './fee-lines';
import { tx } from '../shared/i18n/localize';
import { currentLanguage, t } from '../shared/i18n/t';

export interface MessageInput {
  spec: MessageSpec;
  serviceName: Text;
  serviceNumber: string;
  values: Record<string, unknown>;
  consent: Text;
  closing: Text;
  /** The official fees of this case and our service fee (null: none configured), for an entry with fees. */
  fees?: { sheet: FeeSheet; serviceFee: number | null };
  /** A correction the desk asked for: its round, named under the service number. */
  correction?: number;
  /** The day of sending (YYYY-MM-DD), which a document's age case counts to; default the visitor's today. */
  today?: string;
}

/**
 * The WhatsApp text of a request in the page's language, in a fixed order (docs/catalogue.md,
 * "message"); empty optional fields, fields not asked for these answers and documents and fees of
 * other cases are left out. A message in another language than English starts
 * with the service number and the service's English name, so the desk can route it either way.
 */
export function buildWhatsAppMessage({ spec, serviceName, serviceNumber, values, consent, closing, fees, correction, today = todayIso() }: MessageInput): string {
  const lines: string[] = currentLanguage() === 'en' ? [] : [`${serviceNumber} · ${spec.englishName}`, ''];
  lines.push(`*${tx(spec.title)}*`, '', `${t('message.serviceName')}: ${tx(serviceName)}`, `${t('message.serviceNumber')}: ${serviceNumber}`);
  if (correction) lines.push(`*${t('message.correction', { round: correction })}*`);
  const conditions = Object.fromEntries(spec.fields.flatMap((f) => (f.condition ? [[f.name, f.condition]] : [])));
  const asked = askedAnswers(conditions, values);
  for (const { field, value } of listedAnswers(spec.fields, conditions, values)) {
    lines.push(`${tx(field.label)}: ${answerText(field, value, currentLanguage())}`);
  }
  const documents = applying(spec.documents ?? [], asked, today);
  if (documents.length) {
    lines.push('', `${t('message.documents')}:`, ...documents.map((d) => `- ${tx(guidanceTextOf(d))}`));
  }
  // The fees the page showed for this case, so the desk sees what the visitor was told to pay.
  if (fees) {
    lines.push('', officialTotalText(fees.sheet), ...fees.sheet.lines.map((line) => `- ${feeLineText(line)}`));
    if (fees.serviceFee !== null) lines.push(serviceFeeText(fees.serviceFee));
  }
  if (spec.note) lines.push('', `${t('message.note')}: ${tx(spec.note)}`);
  if (spec.features?.length) lines.push('', `${t('message.features')}:`, ...spec.features.map((f) => `- ${tx(f)}`));
  if (spec.price) lines.push(`${t('message.price')}: ${spec.price}`);
  if (spec.extra?.length) lines.push('', ...spec.extra.map(tx));
  const request = spec.request ? tx(spec.request) : t('message.request', { service: tx(serviceName) });
  lines.push('', tx(consent), '', request, '', tx(closing));
  return lines.join('\n');
}

/** An answer as the message writes it, in the page's language: the review step and the fix view show it so. */
export function shownAnswer(spec: MessageSpec | null, name: string, value: Answer): string {
  return answerText(spec?.fields.find((f) => f.name === name) ?? { type: 'text' }, value, currentLanguage());
}
