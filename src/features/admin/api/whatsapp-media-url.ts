// GET /api/admin/whatsapp/messages/:id/media/:index: where the console opens a message's photo or
// document (our server fetches it from WhatsApp then), as a link's address rather than a call.
import * as API from '../../../core/api-paths';
import { apiPath, apiUrl } from '../../../core/api-url';

export const whatsAppMediaUrl = (messageId: string, index: number) => apiUrl(apiPath(API.whatsappMedia, { id: messageId, index }));
