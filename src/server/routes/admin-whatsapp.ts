// /api/admin/whatsapp: the desk's WhatsApp (roles admin and moderator). A request's thread with
// its senders and the reply window of each, the reply to the request's number or another sender of
// the thread (free text or the template, audited), a visitor's photo or document
// fetched from the Graph API on demand and streamed, never kept, and the unmatched messages with
// their link to a request (audited), which moves a waiting request to received; with `samePhone`
// the phone's other unmatched messages are linked to it in the same call.
import { Hono, type Context } from 'hono';
import { readServiceNumber } from '../../core/service-number';
import { audited } from '../audit/audited-routes';
import { noteAudit } from '../audit/audit-note';
import { requireAdmin, type AdminEnv } from '../auth/admin-guard';
import type { AppDeps } from '../deps';
import { ApiError, english, said } from '../http/api-error';
import { answer } from '../http/answer';
import { failAs } from '../http/fail-as';
import { idParam } from '../http/id-param';
import { readJson } from '../http/json-body';
import { pageQuery } from '../http/page-query';
import { statusWords } from '../../core/request-status';
import { maskedPhone } from '../http/masked-phone';
import { adminRequestView } from '../tracking/request-view';
import { validateBody } from '../validation/validate';
import { sendDeskReply } from '../whatsapp/desk-reply';
import { fetchMedia, MEDIA_ID, MEDIA_MAX_BYTES, MediaTooLarge } from '../whatsapp-api/graph-api';
import { messageView, windowView } from '../whatsapp/message-view';
import { replyWindow } from '../whatsapp/reply-window';
import { linkSamePhone } from '../whatsapp/link-same-phone';
import { threadSenders } from '../whatsapp/thread-senders';
import { requestToLink } from '../whatsapp/request-to-link';
import { receivedOnWhatsApp } from '../whatsapp/take-in';
import { REQUEST_NOT_FOUND } from './admin-requests';
import * as API from '../../core/api-paths';
import { below } from '../../core/api-url';

const MESSAGE_NOT_FOUND = 'whatsapp.message_not_found';

/**
 * Media types a browser may show in the console's tab. Any other (an HTML or SVG file sent as a
 * document) is downloaded as bytes, never rendered in our origin; nosniff and the site's CSP hold too.
 */
const SHOWN_INLINE = new Set(['image/jpeg', 'image/png', 'image/webp', 'application/pdf']);

function messageIdParam(c: Context): string {
  const id = c.req.param('id') ?? '';
  if (!/^[\x21-\x7e]{1,256}$/.test(id)) throw new ApiError(404, MESSAGE_NOT_FOUND);
  return id;
}

export function adminWhatsAppRoutes(deps: AppDeps): Hono<AdminEnv> {
  const { store, config } = deps;
  const app = new Hono<AdminEnv>();
  const at = below(API.adminWhatsApp);
  app.use('*', requireAdmin(deps, ['admin', 'moderator']));

  const requestOf = async (c: Context) => {
    const request = await store.requests.get(idParam(c, REQUEST_NOT_FOUND));
    if (!request) throw new ApiError(404, REQUEST_NOT_FOUND);
    return request;
  };
  const repliesApi = () => {
    if (!config.whatsapp.api) throw new ApiError(503, 'whatsapp.not_configured');
    return config.whatsapp.api;
  };

  app.get(at(API.whatsappThread), async (c) => {
    const request = await requestOf(c);
    const messages = await store.whatsapp.thread(request);
    const now = config.now();
    const senders = await Promise.all(
      threadSenders(request, messages).map(async (phone) => ({ phone, own: phone === request.phone, window: windowView(replyWindow(await store.whatsapp.lastIn(phone), now)) })),
    );
    c.header('Cache-Control', 'no-store');
    return answer(c, 'WhatsAppThread', {
      messages: messages.map(messageView),
      phone: request.phone,
      window: senders[0]!.window,
      senders,
      canReply: config.whatsapp.api !== null,
      template: config.whatsapp.api?.template ?? '',
    });
  });

  app.post(at(API.whatsappReply), audited('whatsapp.reply'), failAs('whatsapp.reply_failed'), async (c) => {
    const request = await requestOf(c);
    const api = repliesApi();
    const body = validateBody('whatsapp-reply', await readJson(c));
    const to = body.to?.trim() || request.phone;
    if (!threadSenders(request, await store.whatsapp.thread(request)).includes(to)) throw new ApiError(400, 'whatsapp.reply_to_unknown', { to: 'whatsapp.reply_to_unknown' });
    let reply;
    try {
      reply = await sendDeskReply(deps, api, request, body.text.trim(), c.get('admin').username, to);
    } catch (err) {
      if (err instanceof ApiError) throw err;
      console.error(`[whatsapp] the reply on ${request.serviceNumber} was not sent: ${String((err as Error)?.message ?? err)}`);
      throw new ApiError(502, 'whatsapp.reply_failed');
    }
    const why = reply.as === 'text' ? 'free text, inside the 24-hour window' : `template ${api.template}, outside the 24-hour window`;
    const other = to === request.phone ? '' : ` to ${maskedPhone(to)}, not the request's ${maskedPhone(request.phone)}`;
    noteAudit(c, { detail: `${request.serviceNumber}: ${why}${other}` });
    return answer(c, 'WhatsAppReplied', { ...said(reply.as === 'text' ? 'whatsapp.replied_text' : 'whatsapp.replied_template'), sent: messageView(reply.sent), as: reply.as, to });
  });

  app.get(at(API.whatsappMedia), async (c) => {
    const message = await store.whatsapp.get(messageIdParam(c));
    const index = Number(c.req.param('index'));
    const media = message && Number.isInteger(index) ? message.media[index] : undefined;
    // An id kept before ids were checked on the way in is not one the Graph API is asked for.
    if (!media || !MEDIA_ID.test(media.id)) throw new ApiError(404, 'whatsapp.media_not_found');
    const api = repliesApi();
    let bytes: ReadableStream<Uint8Array>;
    try {
      bytes = await fetchMedia(api, media.id);
    } catch (err) {
      console.error(`[whatsapp] media ${media.id} could not be fetched: ${String((err as Error)?.message ?? err)}`);
      if (err instanceof MediaTooLarge) throw new ApiError(502, 'whatsapp.media_too_large', undefined, { max: `${MEDIA_MAX_BYTES / 1024 / 1024} MB` });
      throw new ApiError(502, 'whatsapp.media_failed');
    }
    const inline = SHOWN_INLINE.has(media.mime);
    return new Response(bytes, {
      headers: {
        'Content-Type': inline ? media.mime : 'application/octet-stream',
        'Content-Disposition': inline ? 'inline' : 'attachment',
        'Cache-Control': 'private, no-store',
      },
    });
  });

  app.get(at(API.whatsappUnmatched), async (c) => {
    const page = await store.whatsapp.unmatched(pageQuery(c, config));
    // The console offers to link a phone's other unmatched messages with one: it needs their count.
    const phones = [...new Set(page.items.map((m) => m.phone))];
    const counts = await Promise.all(phones.map(async (phone) => [phone, (await store.whatsapp.unmatchedFrom(phone)).length] as const));
    c.header('Cache-Control', 'no-store');
    return answer(c, 'WhatsAppUnmatchedPage', { messages: page.items.map(messageView), nextCursor: page.next, unmatchedByPhone: Object.fromEntries(counts.filter(([, n]) => n > 0)) });
  });

  app.post(at(API.whatsappLink), audited('whatsapp.link'), failAs('whatsapp.link_failed'), async (c) => {
    const id = messageIdParam(c);
    const body = validateBody('whatsapp-link', await readJson(c));
    const message = await store.whatsapp.get(id);
    if (!message || message.direction !== 'in') throw new ApiError(404, MESSAGE_NOT_FOUND);
    const serviceNumber = readServiceNumber(body.serviceNumber);
    if (!serviceNumber) throw new ApiError(400, 'service_number.invalid', { serviceNumber: 'service_number.invalid' });
    const { request, senderDiffers } = await requestToLink(deps, serviceNumber, message.phone);
    const admin = c.get('admin').username;
    const linked = await store.whatsapp.link(id, request, admin);
    if (!linked) throw new ApiError(409, 'whatsapp.already_linked');
    const alsoLinked = body.samePhone ? await linkSamePhone(deps, message.phone, request, admin) : 0;
    const after = await receivedOnWhatsApp(deps, request, admin);
    const moved = after.status !== request.status ? `${statusWords(request.status)} -> ${statusWords(after.status)}` : `stays ${statusWords(after.status)}`;
    const others = alsoLinked > 0 ? ` with ${alsoLinked} other unmatched message${alsoLinked === 1 ? '' : 's'} from ${maskedPhone(message.phone)}` : '';
    const sender = { sender: maskedPhone(message.phone), phone: maskedPhone(request.phone) };
    noteAudit(c, { detail: `linked to ${serviceNumber}${others}; the request ${moved}${senderDiffers ? `; sent from ${sender.sender}, not the request's ${sender.phone}` : ''}` });
    const text = alsoLinked > 0 ? said('whatsapp.linked_with_others', { serviceNumber, count: alsoLinked }) : said('whatsapp.linked', { serviceNumber });
    const shown = senderDiffers ? `${text.message} ${english('whatsapp.sender_differs', sender)}` : text.message;
    return answer(c, 'WhatsAppLinked', { ...text, message: shown, senderDiffers, linked: messageView(linked), alsoLinked, request: adminRequestView(after, config.tracking, config.now()) });
  });

  return app;
}
