import { site } from '../../catalog/client';
import { tx } from '../../shared/i18n/localize';
import { t } from '../../shared/i18n/t';
import type { ChatTopic } from './reply-for';

/** A link under an assistant message: a page of the portal, or an external address (new tab). */
export type ChatLink = { label: string; to: string; hash?: string } | { label: string; href: string };

/** A chat message (id, text, isUser, timestamp), plus links for the assistant's answers. */
export interface ChatMessage {
  id: string;
  text: string;
  isUser: boolean;
  timestamp: Date;
  links?: ChatLink[];
}

export interface ChatAnswer {
  text: string;
  links: ChatLink[];
}

/** What the assistant answers for a topic (null: the rephrase fallback). */
export function answerFor(topic: ChatTopic | null): ChatAnswer {
  const { phone, email, hours, whatsapp } = site.contact;
  const links = {
    vehicle: { label: t('chat.link.vehicle'), to: '/services/vehicle' },
    licence: { label: t('chat.link.licence'), to: '/services/driving-licence' },
    rto: { label: t('chat.link.rto'), to: '/rto-assistance' },
    whatsapp: { label: t('chat.link.whatsapp'), href: `https://wa.me/${whatsapp}` },
    contact: { label: t('chat.link.contactForm'), to: '/', hash: 'contact' },
    track: { label: t('track.title'), to: '/track' },
  };
  switch (topic) {
    case 'hi':
    case 'hello':
      return { text: t('chat.reply.greeting'), links: [links.vehicle, links.licence] };
    case 'vehicle':
      return { text: t('chat.reply.vehicle'), links: [links.vehicle, links.rto] };
    case 'licence':
      return { text: t('chat.reply.licence'), links: [links.licence] };
    case 'help':
      return { text: t('chat.reply.help', { phone }), links: [links.whatsapp, links.track, links.vehicle, links.licence] };
    case 'contact':
      return { text: t('chat.reply.contact', { phone, email, hours: tx(hours) }), links: [links.whatsapp, links.contact, links.track] };
    default:
      return { text: t('chat.reply.fallback'), links: [] };
  }
}
