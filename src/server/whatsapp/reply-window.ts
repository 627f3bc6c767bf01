// WhatsApp's customer-service window: for 24 hours after the visitor's last message the desk may
// write freely; after that, or before they ever wrote, only an approved template may go.
export const WINDOW_MS = 24 * 60 * 60 * 1000;

export interface ReplyWindow {
  open: boolean;
  lastInAt: number | null;
  closesAt: number | null;
}

export function replyWindow(lastInAt: number | null, now: number): ReplyWindow {
  if (lastInAt === null) return { open: false, lastInAt: null, closesAt: null };
  const closesAt = lastInAt + WINDOW_MS;
  return { open: now < closesAt, lastInAt, closesAt };
}
