// The SMS port: where one-time codes, notices, reminders and status updates go.

/**
 * What a text is: India's DLT rules register one template per kind of message, so a gateway may
 * need a different template id for each (SMS_HTTP_TEMPLATES).
 */
export type SmsKind = 'otp' | 'notice' | 'reminder' | 'status';

export interface SmsSender {
  /** Resolves once the message is accepted; rejects when it could not be sent. */
  send(to: string, text: string, kind: SmsKind): Promise<void>;
}
