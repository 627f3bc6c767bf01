// GET /api/admin/whatsapp/requests/:id: a request's WhatsApp conversation, with its senders and their 24-hour windows.
import { apiFetch } from '../../../shared/api/client';
import type { WhatsAppThread } from '../../../shared/api/answers';

export const getWhatsAppThread = (requestId: string, signal?: AbortSignal) => apiFetch<WhatsAppThread>(`/admin/whatsapp/requests/${encodeURIComponent(requestId)}`, { signal });
