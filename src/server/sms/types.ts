// The SMS port: where one-time codes, notices, reminders and status updates go.

/**
 * What a text is: India's DLT rules register one template per kind of message, so a gateway may
 * need a different template id for each (SMS_HTTP_TEMPLATES).
 */
export type SmsKind = 'otp' | 'notice' | 'reminder' | 'status';

export interface SmsSender {
  /** Resolves once the message is accepted; rejects when it could not be sent. */
  /**
   * `provenByCode`: the number's holder has just entered a code texted to it (erasure's
   * confirmation from /track), which proves it for the text ledger as an account's proof does.
   */
  send(to: string, text: string, kind: SmsKind, provenByCode?: boolean): Promise<void>;
}
