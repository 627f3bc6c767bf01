// GET /api/admin/whatsapp/messages/:id/media/:index: where the console opens a message's photo or
// document (our server fetches it from WhatsApp then), as a link's address rather than a call.

export const whatsAppMediaUrl = (messageId: string, index: number) => `/api/admin/whatsapp/messages/${encodeURIComponent(messageId)}/media/${index}`;
