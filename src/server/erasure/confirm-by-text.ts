// An erasure's SMS to the number it erased: through the text ledger like every text. It cannot undo
// the erasure, so a text the ledger refuses or the gateway fails is logged and the erasure stands.
import type { AppDeps } from '../deps';
import { SmsUnavailableError } from '../sms/unavailable-sms';
import { TextRefused } from '../texts/text-ledger';

/** `provenByCode`: the number's holder has just entered a code (the /track erasure). */
export async function confirmByText(deps: AppDeps, phone: string, text: string, provenByCode: boolean): Promise<void> {
  try {
    await deps.sms.send(phone, text, 'notice', provenByCode);
  } catch (err) {
    // The ledger logged its refusal itself.
    if (err instanceof TextRefused) return;
    if (!(err instanceof SmsUnavailableError)) console.error('[sms] erasure confirmation failed:', (err as Error).message);
  }
}
