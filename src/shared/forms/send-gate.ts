// A send button acts once per send: a second tap while the first is under way (a double tap, or an
// impatient one while WhatsApp opens) would open a second WhatsApp tab with the same text. A tap that
// long after the last send is a new send (the visitor closed WhatsApp and wants it again).
export const SEND_IN_PROGRESS_MS = 1500;

/** One send button's gate: true for a tap that starts a send, false for a tap while one is in progress. */
export function sendGate(now: () => number = () => performance.now()): () => boolean {
  let last = -Infinity;
  return () => {
    const at = now();
    if (at - last < SEND_IN_PROGRESS_MS) return false;
    last = at;
    return true;
  };
}
