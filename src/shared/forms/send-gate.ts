// A send button acts once per send: a second tap while the first is under way (a double tap, or an
// impatient one while WhatsApp opens) would open a second WhatsApp tab with the same text. A tap that
// long after the last send is a new send (the visitor closed WhatsApp and wants it again), and so is
// one after the visitor went back to change the answers.
export const SEND_IN_PROGRESS_MS = 1500;

export interface SendGate {
  /** True for a tap that starts a send, false for a tap while one is in progress. */
  start: () => boolean;
  /** The send is over (the answers are being changed or cleared): the next tap sends. */
  reset: () => void;
}

/** One send button's gate. */
export function sendGate(now: () => number = () => performance.now()): SendGate {
  let last = -Infinity;
  return {
    start: () => {
      const at = now();
      if (at - last < SEND_IN_PROGRESS_MS) return false;
      last = at;
      return true;
    },
    reset: () => {
      last = -Infinity;
    },
  };
}
