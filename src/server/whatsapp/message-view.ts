// A kept WhatsApp message as the console sees it: its media by type only (the console opens each
// by its place in the list), times as ISO text.
import type { WhatsAppMessageView, WhatsAppWindow } from '../../shared/api/answers';
import type { WhatsAppMessage } from '../store/whatsapp-types';
import type { ReplyWindow } from './reply-window';

const iso = (at: number | null) => (at === null ? null : new Date(at).toISOString());

export const messageView = (m: WhatsAppMessage): WhatsAppMessageView => ({
  id: m.id,
  direction: m.direction,
  phone: m.phone,
  serviceNumber: m.serviceNumber,
  kind: m.kind,
  text: m.text,
  media: m.media.map((media) => ({ mime: media.mime })),
  at: new Date(m.at).toISOString(),
  status: m.status,
  linkedBy: m.linkedBy,
});

export const windowView = (w: ReplyWindow): WhatsAppWindow => ({ open: w.open, lastInAt: iso(w.lastInAt), closesAt: iso(w.closesAt) });
