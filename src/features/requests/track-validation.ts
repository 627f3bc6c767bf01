import { SERVICE_NUMBER_PATTERN } from '../../engine/service-number';
import { t } from '../../shared/i18n/t';
import { normalizePhone } from '../../shared/phone';

export interface TrackInput {
  serviceNumber: string;
  phone: string;
}

export type TrackCheck = { ok: true; input: TrackInput } | { ok: false; fields: Partial<Record<keyof TrackInput, string>> };

/** The service number as printed on the form (any case, spaces ignored) and the phone by the one phone rule. */
export function checkTrackInput(serviceNumber: string, phone: string): TrackCheck {
  const fields: Partial<Record<keyof TrackInput, string>> = {};
  const number = serviceNumber.replace(/\s+/g, '').toUpperCase();
  if (number === '') fields.serviceNumber = t('track.numberRequired');
  else if (!SERVICE_NUMBER_PATTERN.test(number)) fields.serviceNumber = t('track.numberInvalid');
  const checked = normalizePhone(phone);
  if (!checked.ok) fields.phone = checked.error;
  if (!checked.ok || fields.serviceNumber) return { ok: false, fields };
  return { ok: true, input: { serviceNumber: number, phone: checked.phone } };
}
