import { t } from '../../shared/i18n/t';
import { normalizePhone } from '../../core/phone';
import { readServiceNumber } from '../../core/service-number';

export interface TrackInput {
  serviceNumber: string;
  phone: string;
}

export type TrackCheck = { ok: true; input: TrackInput } | { ok: false; fields: Partial<Record<keyof TrackInput, string>> };

/** The service number read by its one rule (look-alike letters and digits, spaces, case) and the phone by the one phone rule. */
export function checkTrackInput(serviceNumber: string, phone: string): TrackCheck {
  const fields: Partial<Record<keyof TrackInput, string>> = {};
  const number = readServiceNumber(serviceNumber) ?? '';
  if (serviceNumber.trim() === '') fields.serviceNumber = t('track.numberRequired');
  else if (number === '') fields.serviceNumber = t('track.numberInvalid');
  const checked = normalizePhone(phone);
  if (!checked.ok) fields.phone = checked.error;
  if (!checked.ok || fields.serviceNumber) return { ok: false, fields };
  return { ok: true, input: { serviceNumber: number, phone: checked.phone } };
}
