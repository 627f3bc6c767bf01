// GET /api/admin/whatsapp/requests/:id: a request's WhatsApp conversation, with its senders and their 24-hour windows.
import { apiFetch } from '../../../shared/api/client';
import type { WhatsAppThread } from '../../../shared/api/answers';
import * as API from '../../../core/api-paths';
import { apiPath } from '../../../core/api-url';

export const getWhatsAppThread = (requestId: string, signal?: AbortSignal) => apiFetch<WhatsAppThread>(apiPath(API.whatsappThread, { id: requestId }), { signal });
