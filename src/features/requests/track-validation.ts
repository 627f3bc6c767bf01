import { t } from '../../shared/i18n/t';
import { checkPhone } from '../../shared/forms/phone-check';
import { readServiceNumber } from '../../core/service-number';

export interface TrackInput {
  serviceNumber: string;
  phone: string;
}

/** The longest service number the form takes, and the address may fill in: the longest printed form, typed with a space or dash between groups. */
export const MAX_SERVICE_NUMBER = 32;

/**
 * The service number the address carries (`?serviceNumber=`, the link after sending), in upper case;
 * '' when there is none or it is longer than a number can be (dropped, never an error).
 */
export function askedServiceNumber(search: string): string {
  const asked = new URLSearchParams(search).get('serviceNumber') ?? '';
  return asked.length <= MAX_SERVICE_NUMBER ? asked.toUpperCase() : '';
}

export type TrackCheck = { ok: true; input: TrackInput } | { ok: false; fields: Partial<Record<keyof TrackInput, string>> };

/** The service number read by its one rule (look-alike letters and digits, spaces, case) and the phone by the one phone rule. */
export function checkTrackInput(serviceNumber: string, phone: string): TrackCheck {
  const fields: Partial<Record<keyof TrackInput, string>> = {};
  const number = readServiceNumber(serviceNumber) ?? '';
  if (serviceNumber.trim() === '') fields.serviceNumber = t('track.numberRequired');
  else if (number === '') fields.serviceNumber = t('track.numberInvalid');
  const checked = checkPhone(phone);
  if ('error' in checked) fields.phone = checked.error;
  if ('error' in checked || fields.serviceNumber) return { ok: false, fields };
  return { ok: true, input: { serviceNumber: number, phone: checked.phone } };
}
