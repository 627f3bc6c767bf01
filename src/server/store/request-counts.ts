// What is left of a request past its retention (docs/decisions.md, "Reduced to counts"): one count per
// service, month it came (India), how it came and final status, nothing of the person. Both stores'
// purges add to them (sqlite/retention.ts, firestore/retention.ts).
import { indiaToday } from '../../core/reminders';

/** How a request came: every request the portal records is sent from its form through WhatsApp. */
export const CAME_BY_WHATSAPP = 'whatsapp';

/** The month a request came, YYYY-MM in India. */
export const requestMonth = (createdAt: number): string => indiaToday(createdAt).slice(0, 7);
