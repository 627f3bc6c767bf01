// The SMS port: where one-time codes go.

export interface SmsSender {
  /** Resolves once the message is accepted; rejects when it could not be sent. */
  send(to: string, text: string): Promise<void>;
}
